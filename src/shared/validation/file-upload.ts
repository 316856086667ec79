export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLarge: 'File size exceeds 10MB limit',
  typeNotAllowed: (type: string) => `File type ${type} is not allowed`,
  suspiciousName: 'Filename contains suspicious characters',
  notImage: 'Please select an image file.',
  avatarTooLarge: 'File size must be less than 5MB.',
} as const;

export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** Path separators, traversal, control characters, markup or a script-like double extension. */
export function isSuspiciousFileName(name: string): boolean {
  return (
    name.length === 0 ||
    name.length > 255 ||
    /[/\\<>:"|?*]/.test(name) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse.
    /[\u0000-\u001f\u007f]/.test(name) ||
    name.includes('..') ||
    /\.(exe|js|mjs|html?|svg|php|sh|bat|cmd|ps1)(\.|$)/i.test(name)
  );
}
