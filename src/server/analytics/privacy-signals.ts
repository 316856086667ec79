/**
 * Do Not Track (`DNT: 1`) and Global Privacy Control (`Sec-GPC: 1`): a browser that sends either has
 * asked not to be tracked, so nothing from that request is recorded. The client checks the same
 * signals before sending; this holds for any client.
 */
export function hasOptedOutOfTracking(headers: Headers | undefined | null): boolean {
  if (!headers) return false;
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}
