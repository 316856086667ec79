/** The longest an idle callback may wait on a page that is never idle, in milliseconds. */
const LONGEST_WAIT_MS = 3_000;

/**
 * Runs `callback` once the browser has nothing more pressing to do (drawing the first view, answering a
 * tap), and within three seconds at the latest. Browsers without `requestIdleCallback` (Safari before
 * 18) wait one second.
 */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: LONGEST_WAIT_MS });
  } else {
    setTimeout(callback, 1_000);
  }
}
