/** RFC 6266: an ASCII fallback plus the exact UTF-8 name, so "Mum’s will.pdf" downloads as itself. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
