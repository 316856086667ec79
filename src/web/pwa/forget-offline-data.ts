import { forgetTickQueue } from './queued-ticks-store.ts';

/**
 * On sign-out, the device forgets everything kept for working offline: the ticks not yet sent and the
 * service worker's copy of this person's checklist (the worker also drops it when the server says
 * nobody, or somebody else, is signed in).
 */
export async function forgetOfflineData(): Promise<void> {
  forgetTickQueue();
  if (!('caches' in window)) return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith('harbor-data-')).map((name) => caches.delete(name)),
    );
  } catch {
    // Storage can be blocked; then nothing was kept either.
  }
}
