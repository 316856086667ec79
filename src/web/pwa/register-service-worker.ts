/**
 * Installs /sw.js (docs/decisions/023) in built apps only (`import.meta.hot` exists only under the Vite
 * dev server, which has no worker to install). `onFirstControl` runs when a fresh install takes over
 * this page, so the screen's data can be fetched again, this time through the worker that keeps it.
 */
export function registerServiceWorker({ onFirstControl }: { onFirstControl: () => void }): void {
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) onFirstControl();
  });
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker Harbor works as before, online only; nothing to tell the person.
    });
  // After the page's own files: installing fetches the whole app, which must not slow the first screen.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
