import { eq, sql } from 'drizzle-orm';
import Redis from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { rateLimits } from './infra.schema.ts';
import { createLogger } from './logger.ts';
import { createDatabaseRateLimiter, createRedisRateLimiter } from './rate-limit.ts';

const RULE = { name: `test-${Math.random().toString(36).slice(2)}`, points: 3, windowSeconds: 900 };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('database rate limiter', () => {
  it('allows the stated number of attempts per key, then refuses with a retry time', async () => {
    const limiter = createDatabaseRateLimiter(t.deps.db);
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.consume(RULE, 'client-a'));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]!.retryAfterSeconds).toBeGreaterThan(800);
    expect((await limiter.consume(RULE, 'client-b')).allowed).toBe(true);
  });

  it('counts across two limiters on the same database (two server processes)', async () => {
    const one = createDatabaseRateLimiter(t.deps.db);
    const two = createDatabaseRateLimiter(t.deps.db);
    await one.consume(RULE, 'k');
    await two.consume(RULE, 'k');
    await one.consume(RULE, 'k');
    expect((await two.consume(RULE, 'k')).allowed).toBe(false);
  });

  it('peeks without counting and starts afresh after reset', async () => {
    const limiter = createDatabaseRateLimiter(t.deps.db);
    for (let i = 0; i < 3; i++) await limiter.consume(RULE, 'k');
    expect((await limiter.peek(RULE, 'k')).allowed).toBe(false);
    await limiter.reset(RULE, 'k');
    expect((await limiter.peek(RULE, 'k')).allowed).toBe(true);
  });

  it('lets exactly the stated number through when 20 attempts arrive at once', async () => {
    const limiter = createDatabaseRateLimiter(t.deps.db);
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(RULE, 'burst')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
  });

  it('refunds one attempt within the window, never below zero', async () => {
    const limiter = createDatabaseRateLimiter(t.deps.db);
    for (let i = 0; i < 3; i++) await limiter.consume(RULE, 'k');
    await limiter.refund(RULE, 'k');
    expect((await limiter.consume(RULE, 'k')).allowed).toBe(true);
    expect((await limiter.consume(RULE, 'k')).allowed).toBe(false);
    await limiter.reset(RULE, 'k');
    await limiter.refund(RULE, 'k');
    const allowed = [];
    for (let i = 0; i < 4; i++) allowed.push((await limiter.consume(RULE, 'k')).allowed);
    expect(allowed).toEqual([true, true, true, false]);
  });

  it('opens a new window once the old one has passed', async () => {
    const limiter = createDatabaseRateLimiter(t.deps.db);
    for (let i = 0; i < 3; i++) await limiter.consume(RULE, 'k');
    expect((await limiter.consume(RULE, 'k')).allowed).toBe(false);
    // The window's end is the database's clock, shared by every process: move that end into the past
    // instead of waiting for it.
    await t.deps.db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `${RULE.name}:k`));
    expect((await limiter.peek(RULE, 'k')).allowed).toBe(true);
    const reopened = await limiter.consume(RULE, 'k');
    expect(reopened).toMatchObject({ allowed: true, remaining: RULE.points - 1 });
    expect(reopened.retryAfterSeconds).toBeGreaterThan(800);
  });
});

describe('Redis rate limiter', () => {
  it('counts in Redis when it answers', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    try {
      const limiter = createRedisRateLimiter(
        redis,
        createDatabaseRateLimiter(t.deps.db),
        createLogger('silent'),
      );
      const key = `redis-${Math.random()}`;
      const allowed = [];
      for (let i = 0; i < 3; i++) allowed.push((await limiter.consume(RULE, key)).allowed);
      await limiter.refund(RULE, key);
      for (let i = 0; i < 2; i++) allowed.push((await limiter.consume(RULE, key)).allowed);
      expect(allowed).toEqual([true, true, true, true, false]);

      const burstKey = `redis-burst-${Math.random()}`;
      const burst = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(RULE, burstKey)));
      expect(burst.filter((v) => v.allowed)).toHaveLength(3);
    } finally {
      redis.disconnect();
    }
  });

  it('falls back to the database when Redis is unreachable, never skipping the limit', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    const limiter = createRedisRateLimiter(
      redis,
      createDatabaseRateLimiter(t.deps.db),
      createLogger('silent'),
    );
    const allowed = [];
    for (let i = 0; i < 4; i++) allowed.push((await limiter.consume(RULE, 'down')).allowed);
    expect(allowed).toEqual([true, true, true, false]);
    redis.disconnect();
  });
});
