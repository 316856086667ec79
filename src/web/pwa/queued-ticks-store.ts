import { useSyncExternalStore } from 'react';
import { parseTickQueue, type TickQueue } from '#shared/offline/queued-ticks.ts';

/*
 * The dashboard ticks still to be sent (src/shared/offline/queued-ticks.ts), kept in localStorage so
 * they survive a reload, a closed tab or a phone that drops the page while offline.
 */
const STORAGE_KEY = 'harbor-queued-ticks';

const listeners = new Set<() => void>();
let snapshot: { stored: string | null; queue: TickQueue } = { stored: null, queue: [] };

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // Storage can be blocked: ticks are then sent at once or not at all, as before.
  }
}

export function readTickQueue(): TickQueue {
  const stored = readStored();
  if (stored !== snapshot.stored) snapshot = { stored, queue: parseTickQueue(stored) };
  return snapshot.queue;
}

/** Applies `change` to the stored queue. Read and write happen together, so no other change is lost. */
export function updateTickQueue(change: (queue: TickQueue) => TickQueue): TickQueue {
  const next = change(readTickQueue());
  try {
    if (next.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // See readStored.
  }
  for (const listener of listeners) listener();
  return next;
}

export function forgetTickQueue(): void {
  updateTickQueue(() => []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's ticks show here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTickQueue(): TickQueue {
  return useSyncExternalStore(subscribe, readTickQueue, () => []);
}
