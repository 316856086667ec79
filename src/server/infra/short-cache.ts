/**
 * A tiny in-process cache for answers that many anonymous visitors ask for at once (a public memorial
 * page shared after a death). Entries live `ttlMs`, and up to half as long again at random, so entries
 * made together do not all reload at the same moment (on PGlite a reload holds the process's only
 * thread); concurrent misses share one load; a failed load is not kept. An entry just expired is
 * still answered while one reload runs in the background, so a crowd never waits for the database when
 * an entry ages out (on PGlite, one connection, it queued); one expired longer ago than half `ttlMs`
 * (a process nobody asked for a while) is not, so a page made private an hour ago is never served from
 * it. `clear()` empties it whenever this process changes data, so in one process nobody reads their
 * own write stale (a reload started before the write is dropped); other processes may lag by 2 ×
 * `ttlMs` plus one reload (decision 025).
 */
export type ShortCache = {
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
};

type Entry = { expiresAt: number; value: Promise<unknown>; isSettled: boolean; isReloading: boolean };

const TTL_SPREAD = 0.5;
/** How long past its expiry an entry is still answered while it reloads, as a share of `ttlMs`. */
const STALE_GRACE = 0.5;

export function createShortCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  random?: () => number;
}): ShortCache {
  const { ttlMs, maxEntries = 1_000, now = Date.now, random = Math.random } = options;
  const entries = new Map<string, Entry>();
  // Bumped by clear(): a load that began before it must not put what it read back.
  let generation = 0;

  const store = (key: string, value: Promise<unknown>) => {
    const expiresAt = now() + ttlMs * (1 + TTL_SPREAD * random());
    const entry: Entry = { expiresAt, value, isSettled: false, isReloading: false };
    entries.set(key, entry);
    value.then(
      () => {
        entry.isSettled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  };

  const reload = (key: string, stale: Entry, load: () => Promise<unknown>) => {
    stale.isReloading = true;
    const startedIn = generation;
    load().then(
      (fresh) => {
        if (generation === startedIn && entries.get(key) === stale) store(key, Promise.resolve(fresh));
      },
      () => {
        // The stale answer goes too: the next read loads, and reports the failure if it persists.
        if (entries.get(key) === stale) entries.delete(key);
      },
    );
  };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit?.isSettled && now() >= hit.expiresAt + ttlMs * STALE_GRACE) entries.delete(key);
      else if (hit) {
        if (hit.expiresAt <= now() && hit.isSettled && !hit.isReloading) reload(key, hit, load);
        return hit.value as Promise<T>;
      }
      // Maps keep insertion order: dropping the first key drops the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      return store(key, load()).value as Promise<T>;
    },
    clear: () => {
      generation += 1;
      entries.clear();
    },
  };
}
