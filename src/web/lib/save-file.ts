/** Hands a file to the browser's download manager under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked a while later: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The name a Content-Disposition header gives: the exact UTF-8 one (filename*, RFC 6266) when there is
 * one, so "Mum’s will.pdf" stays itself, else the plain one.
 */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  const header = contentDisposition ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact.trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

/** Saves a downloaded answer under the name the server gave it, or `fallbackName`. */
export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallbackName);
}
