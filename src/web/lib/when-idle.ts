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

/**
 * How long after its load event a page counts as settled. A first view's idle moments come before its
 * content is painted (a dashboard's first paint waits on its scripts), and Lighthouse counts a request
 * made then against the largest paint: fonts fetched at that moment cost the dashboard 0.1-0.2 s.
 */
const SETTLED_AFTER_LOAD_MS = 4_000;

/** Runs `callback` once the page has settled (a few seconds after it loaded) and the browser is idle. */
export function whenSettled(callback: () => void): void {
  const wait = () => setTimeout(() => whenIdle(callback), SETTLED_AFTER_LOAD_MS);
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}
