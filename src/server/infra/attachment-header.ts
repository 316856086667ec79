import type { Context } from 'hono';

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name, so "Mum’s will.pdf" downloads as itself. */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A download of someone's papers: its type and name, and never kept by a cache on the way. */
export function sendPrivateFile(
  c: Context,
  file: { body: Uint8Array | string | ReadableStream<Uint8Array>; contentType: string; fileName: string },
) {
  c.header('Content-Type', file.contentType);
  c.header('Content-Disposition', attachmentHeader(file.fileName));
  c.header('Cache-Control', 'private, no-store');
  if (typeof file.body === 'string' || file.body instanceof ReadableStream) return c.body(file.body, 200);
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200);
}
