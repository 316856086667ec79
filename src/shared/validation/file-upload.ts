import { extensionsFor } from '../files/file-names.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLarge: 'File size exceeds 10MB limit',
  typeNotAllowed: (type: string) => `File type ${type} is not allowed`,
  /** Named as an allowed type, but its bytes are not one: a damaged or mislabelled copy. */
  unreadable: 'This file doesn’t open as a PDF, JPEG or PNG, so it may be damaged. Please try another copy.',
  suspiciousName: 'Filename contains suspicious characters',
  notImage: 'Please select an image file.',
  avatarTooLarge: 'File size must be less than 5MB.',
} as const;

/** A first look at a chosen photo in the browser; the server checks the bytes again and has the last word. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

// Programs, scripts and pages: never accepted whatever the bytes say, since the name travels with the
// download and decides what a computer does with the file when it is opened.
const REFUSED_EXTENSION = /\.(exe|js|mjs|html?|svg|php|sh|bat|cmd|ps1)$/i;

/** '.exe' for 'tool.exe': an extension no upload accepts, named as the type the spec's message refuses. */
export function refusedExtensionOf(name: string): string | null {
  const extension = REFUSED_EXTENSION.exec(name)?.[1];
  return extension ? `.${extension.toLowerCase()}` : null;
}

/**
 * Path separators, traversal, control characters, markup, or a program's extension hidden before
 * another ('invoice.html.pdf'). A program's extension at the end is a file type, refused as such.
 */
export function isSuspiciousFileName(name: string): boolean {
  return (
    name.length === 0 ||
    name.length > 255 ||
    /[/\\<>:"|?*]/.test(name) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse.
    /[\u0000-\u001f\u007f]/.test(name) ||
    name.includes('..') ||
    /\.(exe|js|mjs|html?|svg|php|sh|bat|cmd|ps1)\./i.test(name)
  );
}

const DOCUMENT_EXTENSIONS = new Set(DOCUMENT_MIME_TYPES.flatMap(extensionsFor));

/**
 * Why a document whose bytes are none of the allowed types is refused, said as the person knows the file,
 * by its name: 'File type .docx', not 'application/zip'. A file named as an allowed type is damaged, not
 * of a refused type (`damaged`). Without an extension, the detected type names it, if one was detected.
 * One rule for the server's check and the browser's (receiptProblem).
 */
export function wrongTypeRefusal(
  name: string,
  detected: string | null,
): { message: string; damaged: boolean } {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase();
  if (extension && DOCUMENT_EXTENSIONS.has(`.${extension}`))
    return { message: UPLOAD_MESSAGES.unreadable, damaged: true };
  const described = extension ? `.${extension}` : (detected ?? 'unknown');
  return { message: UPLOAD_MESSAGES.typeNotAllowed(described), damaged: false };
}
