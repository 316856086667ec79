/**
 * A tiny in-process cache for answers that many anonymous visitors ask for at once (a public memorial
 * page shared after a death). Entries live `ttlMs`; concurrent misses share one load; a failed load is
 * not kept. `clear()` empties it whenever this process changes data, so in one process nobody reads
 * their own write stale; other processes may lag by at most `ttlMs` (decision 025).
 */
export type ShortCache = {
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
};

export function createShortCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): ShortCache {
  const { ttlMs, maxEntries = 1_000, now = Date.now } = options;
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      // Maps keep insertion order: dropping the first key drops the oldest entry.
      if (!hit && entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { expiresAt: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
