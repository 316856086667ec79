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

/** Saves a downloaded answer under the name the server gave it, or `fallbackName`. */
export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await response.blob(), named ?? fallbackName);
}
