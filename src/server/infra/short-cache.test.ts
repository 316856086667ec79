import { describe, expect, it } from 'vitest';
import { createShortCache } from './short-cache.ts';

describe('createShortCache', () => {
  it('answers from the cache until the entry is older than its time to live', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createShortCache({ ttlMs: 2_000, now: () => clock, random: () => 0 });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1_999;
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
    clock = 2_000;
    // Aged out: still answered at once, while one reload runs; the next read has the reloaded answer.
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(loads).toBe(2);
    await Promise.resolve();
    expect(await cache.get('a', load)).toBe(2);
  });

  it('drops a reload that began before clear(): a write is never followed by an older read', async () => {
    let clock = 0;
    let release: (value: string) => void = () => {};
    const cache = createShortCache({ ttlMs: 2_000, now: () => clock, random: () => 0 });
    await cache.get('a', async () => 'before');
    clock = 2_000;
    expect(await cache.get('a', () => new Promise<string>((resolve) => (release = resolve)))).toBe('before');
    cache.clear();
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
    release('read before the write');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', async () => 'unused')).toBe('after the write');
  });

  it('never answers an entry long past its expiry: a page made private is not served from a quiet process', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createShortCache({ ttlMs: 2_000, now: () => clock, random: () => 0 });
    await cache.get('page', async () => ({ isPublic: true, load: ++loads }));
    // Just past the grace (half the time to live after expiry), and an hour on: the read waits for a load.
    clock = 3_000;
    expect(await cache.get('page', async () => ({ isPublic: false, load: ++loads }))).toEqual({
      isPublic: false,
      load: 2,
    });
    clock = 3_600_000;
    expect(await cache.get('page', async () => ({ isPublic: false, load: ++loads }))).toEqual({
      isPublic: false,
      load: 3,
    });
    // Within the grace it is still answered at once while it reloads.
    clock = 3_600_000 + 2_999;
    expect(await cache.get('page', async () => ({ isPublic: true, load: ++loads }))).toEqual({
      isPublic: false,
      load: 3,
    });
  });

  it('forgets an aged-out answer whose reload failed', async () => {
    let clock = 0;
    const cache = createShortCache({ ttlMs: 2_000, now: () => clock, random: () => 0 });
    await cache.get('a', async () => 'old');
    clock = 2_000;
    expect(await cache.get('a', () => Promise.reject(new Error('database down')))).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
  });

  it('spreads expiry over up to half as long again, so entries made together reload apart', async () => {
    let clock = 0;
    let loads = 0;
    const draws = [0, 0.99];
    const cache = createShortCache({ ttlMs: 2_000, now: () => clock, random: () => draws.shift() ?? 0 });
    const load = async () => ++loads;
    await cache.get('early', load);
    await cache.get('late', load);
    clock = 2_000;
    await cache.get('early', load);
    await cache.get('late', load);
    expect(loads).toBe(3);
    clock = 2_995;
    await cache.get('late', load);
    expect(loads).toBe(4);
  });

  it('shares one load between concurrent misses and forgets a failed one', async () => {
    let loads = 0;
    const cache = createShortCache({ ttlMs: 2_000 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow)])).toEqual([1, 1]);
    await expect(cache.get('b', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.get('b', async () => 'recovered')).toBe('recovered');
  });

  it('clear() makes the next read load again, and a time to live of 0 never caches', async () => {
    let loads = 0;
    const cache = createShortCache({ ttlMs: 2_000 });
    await cache.get('a', async () => ++loads);
    cache.clear();
    expect(await cache.get('a', async () => ++loads)).toBe(2);
    const off = createShortCache({ ttlMs: 0 });
    await off.get('a', async () => ++loads);
    expect(await off.get('a', async () => ++loads)).toBe(4);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    let loads = 0;
    const cache = createShortCache({ ttlMs: 60_000, maxEntries: 2 });
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });
});
