import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../validation/file-upload.ts';
import { receiptProblem } from './receipt-file.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF_HEAD = bytes('%PDF-1.7');
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('receiptProblem', () => {
  it('accepts a PDF, JPEG or PNG by its bytes, whatever the name says', () => {
    expect(receiptProblem({ name: 'invoice.pdf', size: 1000 }, PDF_HEAD)).toBeNull();
    expect(receiptProblem({ name: 'photo.jpg', size: 1000 }, JPEG_HEAD)).toBeNull();
    expect(receiptProblem({ name: 'scan', size: 1000 }, PNG_HEAD)).toBeNull();
  });

  it('calls a text file renamed .png damaged, as the server does, not a refused type', () => {
    expect(receiptProblem({ name: 'receipt.png', size: 20 }, bytes('just some text'))).toBe(
      UPLOAD_MESSAGES.unreadable,
    );
    expect(receiptProblem({ name: 'receipt', size: 20 }, bytes('just some text'))).toBe(
      'File type unknown is not allowed. A receipt must be a PDF, JPEG or PNG file.',
    );
  });

  it('names the extension of a file that is plainly another type', () => {
    expect(receiptProblem({ name: 'notes.DOCX', size: 20 }, bytes('PK\u0003\u0004'))).toBe(
      'File type .docx is not allowed. A receipt must be a PDF, JPEG or PNG file.',
    );
  });

  it('refuses a receipt over 10 MB, even a real PDF', () => {
    expect(receiptProblem({ name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1 }, PDF_HEAD)).toBe(
      'File size exceeds 10MB limit',
    );
    expect(receiptProblem({ name: 'big.pdf', size: MAX_UPLOAD_BYTES }, PDF_HEAD)).toBeNull();
  });

  it("refuses a program by its type, even with a receipt's bytes", () => {
    expect(receiptProblem({ name: 'tool.exe', size: 20 }, PDF_HEAD)).toBe(
      'File type .exe is not allowed. A receipt must be a PDF, JPEG or PNG file.',
    );
  });

  it('refuses a suspicious file name', () => {
    expect(receiptProblem({ name: 'receipt.html.pdf', size: 20 }, PDF_HEAD)).toBe(
      'Filename contains suspicious characters',
    );
  });

  it('refuses a file too short to hold a signature', () => {
    expect(receiptProblem({ name: 'empty.pdf', size: 0 }, new Uint8Array())).toBe(UPLOAD_MESSAGES.unreadable);
  });
});
