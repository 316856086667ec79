import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeFileNamePart, uniqueFilePaths } from './file-names.ts';

describe('safeFileNamePart', () => {
  it('keeps plain words and turns anything else into single spaces', () => {
    expect(safeFileNamePart('Mum’s will / final: copy?')).toBe('Mum s will final copy');
    expect(safeFileNamePart('../../etc/passwd')).toBe('etc passwd');
    expect(safeFileNamePart('..')).toBe('');
    expect(safeFileNamePart('.hidden')).toBe('hidden');
  });
});

describe('uniqueFilePaths', () => {
  it('puts each file in its folder under its own safe name, keeping the extension', () => {
    expect(
      uniqueFilePaths([
        { folder: 'Receipts', name: 'Funeral home.PDF' },
        { folder: 'Task documents', name: 'Mum’s will.pdf' },
      ]),
    ).toEqual(['Receipts/Funeral home.pdf', 'Task documents/Mum s will.pdf']);
  });

  it('numbers a second file of the same name, in any letter case, instead of writing over the first', () => {
    expect(
      uniqueFilePaths([
        { folder: 'Receipts', name: 'receipt.pdf' },
        { folder: 'Receipts', name: 'Receipt.pdf' },
        { folder: 'Receipts', name: 'receipt.pdf' },
        { folder: 'Task documents', name: 'receipt.pdf' },
      ]),
    ).toEqual([
      'Receipts/receipt.pdf',
      'Receipts/Receipt (2).pdf',
      'Receipts/receipt (3).pdf',
      'Task documents/receipt.pdf',
    ]);
  });

  it('names a file with nothing usable in its name "file"', () => {
    expect(uniqueFilePaths([{ folder: 'Photos', name: '¿¿¿.jpg' }])).toEqual(['Photos/file.jpg']);
  });

  it('never gives two files one path, and never leaves the folder', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ folder: fc.constantFrom('A', 'B'), name: fc.string() })), (files) => {
        const paths = uniqueFilePaths(files);
        expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(files.length);
        for (const [index, path] of paths.entries()) {
          expect(path.startsWith(`${files[index]!.folder}/`)).toBe(true);
          const name = path.slice(files[index]!.folder.length + 1);
          expect(name).not.toContain('/');
          expect(name.startsWith('.')).toBe(false);
        }
      }),
    );
  });
});
