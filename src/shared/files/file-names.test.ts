import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MIME_TYPES } from '../validation/file-upload.ts';
import {
  downloadNameOf,
  fileNameForContent,
  keptExtensionOf,
  safeFileNamePart,
  uniqueFilePaths,
} from './file-names.ts';

describe('safeFileNamePart', () => {
  it('keeps plain words and turns anything else into single spaces', () => {
    expect(safeFileNamePart('Mum’s will / final: copy?')).toBe('Mum s will final copy');
    expect(safeFileNamePart('../../etc/passwd')).toBe('etc passwd');
    expect(safeFileNamePart('..')).toBe('');
    expect(safeFileNamePart('.hidden')).toBe('hidden');
  });
});

describe('fileNameForContent', () => {
  it('keeps the name the person gave with the extension of what the bytes are', () => {
    expect(fileNameForContent('Florist receipt.hta', 'application/pdf')).toBe('Florist receipt.pdf');
    for (const extension of ['url', 'scf', 'mht', 'xhtml', 'jar', 'png'])
      expect(fileNameForContent(`receipt.${extension}`, 'application/pdf')).toBe('receipt.pdf');
    expect(fileNameForContent('scan.jpg', 'image/png')).toBe('scan.png');
    expect(fileNameForContent('Mum’s will.pdf', 'application/pdf')).toBe('Mum’s will.pdf');
  });

  it('writes a right extension in lower case, and keeps ".jpeg" for a JPEG called so', () => {
    expect(fileNameForContent('scan.PDF', 'application/pdf')).toBe('scan.pdf');
    expect(fileNameForContent('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(fileNameForContent('photo.JPG', 'image/jpeg')).toBe('photo.jpg');
  });

  it('gives a name without an extension one, and keeps a number after a dot as part of the name', () => {
    expect(fileNameForContent('Death certificate', 'application/pdf')).toBe('Death certificate.pdf');
    expect(fileNameForContent('Statement 12.03', 'image/png')).toBe('Statement 12.03.png');
  });

  it('calls a name that is only an extension, or nothing, "document"', () => {
    expect(fileNameForContent('.pdf', 'application/pdf')).toBe('document.pdf');
    expect(fileNameForContent('.hta', 'image/jpeg')).toBe('document.jpg');
    expect(fileNameForContent('', 'application/pdf')).toBe('document.pdf');
    expect(fileNameForContent(' . ', 'image/png')).toBe('document.png');
  });

  it('reads the extension as Windows does, after the dots and spaces it drops at the end', () => {
    expect(fileNameForContent('receipt.hta. . ', 'application/pdf')).toBe('receipt.pdf');
    expect(fileNameForContent('.hidden.hta', 'application/pdf')).toBe('hidden.pdf');
  });

  it('always ends in an extension of the type, whatever the name', () => {
    const ending = {
      'application/pdf': /[^.\s]\.pdf$/,
      'image/jpeg': /[^.\s]\.jpe?g$/,
      'image/png': /[^.\s]\.png$/,
    } as const;
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...DOCUMENT_MIME_TYPES), (name, type) => {
        const kept = fileNameForContent(name, type);
        expect(kept).toMatch(ending[type]);
        expect(kept.startsWith('.')).toBe(false);
      }),
    );
  });
});

describe('downloadNameOf', () => {
  it('downloads a name kept before uploads were renamed with its content’s extension', () => {
    expect(downloadNameOf('Florist receipt.hta', 'application/pdf')).toBe('Florist receipt.pdf');
    expect(downloadNameOf('Deed scan.png', 'image/png')).toBe('Deed scan.png');
  });
});

describe('keptExtensionOf', () => {
  it('is the extension of a type Harbor keeps, or nothing', () => {
    expect(keptExtensionOf('Funeral home.PDF')).toBe('.pdf');
    expect(keptExtensionOf('photo.webp')).toBe('.webp');
    expect(keptExtensionOf('Florist receipt.hta')).toBe('');
    expect(keptExtensionOf('no extension')).toBe('');
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

  it('leaves off an extension of no type Harbor keeps, from a name kept before uploads were renamed', () => {
    expect(
      uniqueFilePaths([
        { folder: 'Receipts', name: 'Florist receipt.hta' },
        { folder: 'Receipts', name: 'Florist receipt.url' },
      ]),
    ).toEqual(['Receipts/Florist receipt', 'Receipts/Florist receipt (2)']);
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
