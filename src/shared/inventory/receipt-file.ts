import {
  isSuspiciousFileName,
  MAX_UPLOAD_BYTES,
  refusedExtensionOf,
  UPLOAD_MESSAGES,
  wrongTypeRefusal,
} from '../validation/file-upload.ts';

// The server judges a receipt by its bytes (file-type). The browser repeats the same rule on the
// first bytes before anything is saved, so a refused receipt never leaves an expense behind.

/** How many bytes from the start of a file `receiptProblem` needs to recognise its type. */
export const RECEIPT_HEAD_BYTES = 8;

const SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
];

const RECEIPT_TYPES_HINT = 'A receipt must be a PDF, JPEG or PNG file.';

const startsWith = (head: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => head[index] === byte);

/**
 * Why this file cannot be a receipt (the spec's upload messages), or null when it can. A name that
 * promises a PDF, JPEG or PNG over other bytes is a damaged or mislabelled copy, as the server says it.
 */
export function receiptProblem(file: { name: string; size: number }, head: Uint8Array): string | null {
  if (isSuspiciousFileName(file.name)) return UPLOAD_MESSAGES.suspiciousName;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  const refused = refusedExtensionOf(file.name);
  if (refused) return `${UPLOAD_MESSAGES.typeNotAllowed(refused)}. ${RECEIPT_TYPES_HINT}`;
  if (SIGNATURES.some((signature) => startsWith(head, signature))) return null;
  const { message, damaged } = wrongTypeRefusal(file.name, null);
  return damaged ? message : `${message}. ${RECEIPT_TYPES_HINT}`;
}
