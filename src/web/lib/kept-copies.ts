import { KEPT_COPY_HEADER } from '#shared/offline/offline-cache-policy.ts';

let keptCopiesRead = 0;

/**
 * How many answers so far came from the service worker's kept copy rather than the server: a view
 * refreshed to show the server's state can tell whether it got it.
 */
export const keptCopiesReadSoFar = () => keptCopiesRead;

/** `fetch`, counting the answers the worker gave from its kept copy. */
export async function fetchNotingKeptCopies(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.headers.has(KEPT_COPY_HEADER)) keptCopiesRead += 1;
  return response;
}
