import { whenSettled } from '#web/lib/when-idle.ts';

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
  // Once the page has settled: installing fetches the whole app, and the fresh worker's taking over asks
  // again for the screen's data and draws it again. At the load event both came in the middle of a
  // phone's first view (a dashboard's load event comes before its tasks are drawn).
  whenSettled(() => void register());
}
