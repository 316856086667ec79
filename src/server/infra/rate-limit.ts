import { sql } from 'drizzle-orm';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type Db, queryRows } from '../db/client.ts';
import type { Logger } from './logger.ts';

export type RateLimitRule = { name: string; points: number; windowSeconds: number };

export type RateLimitVerdict = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt against `rule` for `key`. */
  consume: (rule: RateLimitRule, key: string) => Promise<RateLimitVerdict>;
  /** Looks without counting (e.g. before checking a password, when only failures count). */
  peek: (rule: RateLimitRule, key: string) => Promise<RateLimitVerdict>;
  /**
   * Gives back one attempt counted by `consume`. A check that counts only failures consumes first (so
   * parallel attempts cannot all slip past a look-only check) and refunds when the attempt succeeded.
   */
  refund: (rule: RateLimitRule, key: string) => Promise<void>;
  reset: (rule: RateLimitRule, key: string) => Promise<void>;
};

/**
 * Counts an attempt BEFORE the work it guards (a password hash, a passcode compare), so parallel
 * attempts cannot all slip past a look-only check. A refused attempt gives its count back at once, so
 * it never crowds out one within the limit; where only failures count, the caller refunds a success.
 */
export async function reserveSlot(limiter: RateLimiter, rule: RateLimitRule, key: string) {
  const verdict = await limiter.consume(rule, key);
  if (!verdict.allowed) await limiter.refund(rule, key);
  return verdict;
}

/** The spec's sensitive-operation rule: 3 attempts in 15 minutes. */
export const SENSITIVE_WINDOW_SECONDS = 15 * 60;

function verdict(rule: RateLimitRule, points: number, expiresAt: Date): RateLimitVerdict {
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
  return { allowed: points <= rule.points, remaining: Math.max(0, rule.points - points), retryAfterSeconds };
}

/** A fixed-window counter in one atomic upsert, so it holds across every process sharing the database. */
export function createDatabaseRateLimiter(db: Db): RateLimiter {
  return {
    async consume(rule, key) {
      const id = `${rule.name}:${key}`;
      const window = `${rule.windowSeconds} seconds`;
      const [row] = await queryRows<{ points: number; expires_at: string | Date }>(
        db,
        sql`
        insert into rate_limits (key, points, expires_at)
        values (${id}, 1, now() + ${window}::interval)
        on conflict (key) do update set
          points = case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end,
          expires_at = case when rate_limits.expires_at <= now() then now() + ${window}::interval
                            else rate_limits.expires_at end
        returning points, expires_at`,
      );
      return verdict(rule, Number(row!.points), new Date(row!.expires_at));
    },
    async peek(rule, key) {
      const id = `${rule.name}:${key}`;
      const [row] = await queryRows<{ points: number; expires_at: string | Date }>(
        db,
        sql`select points, expires_at from rate_limits where key = ${id} and expires_at > now()`,
      );
      if (!row) return { allowed: true, remaining: rule.points, retryAfterSeconds: 0 };
      // The next attempt would be number points + 1.
      return verdict(rule, Number(row.points) + 1, new Date(row.expires_at));
    },
    async refund(rule, key) {
      await db.execute(
        sql`update rate_limits set points = greatest(points - 1, 0)
            where key = ${`${rule.name}:${key}`} and expires_at > now()`,
      );
    },
    async reset(rule, key) {
      await db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${key}`}`);
    },
  };
}

/**
 * Redis when configured; if Redis cannot answer, the database limiter answers instead.
 * Harbor never skips a limit (the spec's limiter failed open).
 */
export function createRedisRateLimiter(redis: Redis, fallback: RateLimiter, logger: Logger): RateLimiter {
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterFor = (rule: RateLimitRule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `harbor:rl:${rule.name}`,
        points: rule.points,
        duration: rule.windowSeconds,
        useRedisPackage: false,
      });
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
  const fromRes = (rule: RateLimitRule, res: RateLimiterRes, consumed: number): RateLimitVerdict => ({
    allowed: consumed <= rule.points,
    remaining: Math.max(0, rule.points - consumed),
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  const withFallback = async <T>(operation: () => Promise<T>, onFailure: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      logger.warn({ err: error }, 'Redis rate limiter unavailable; using the database limiter');
      return onFailure();
    }
  };
  return {
    consume: (rule, key) =>
      withFallback(
        async () => {
          try {
            const res = await limiterFor(rule).consume(key);
            return fromRes(rule, res, res.consumedPoints);
          } catch (rejection) {
            if (rejection instanceof RateLimiterRes)
              return fromRes(rule, rejection, rejection.consumedPoints);
            throw rejection;
          }
        },
        () => fallback.consume(rule, key),
      ),
    peek: (rule, key) =>
      withFallback(
        async () => {
          const res = await limiterFor(rule).get(key);
          if (!res) return { allowed: true, remaining: rule.points, retryAfterSeconds: 0 };
          return fromRes(rule, res, res.consumedPoints + 1);
        },
        () => fallback.peek(rule, key),
      ),
    refund: (rule, key) =>
      withFallback(
        async () => {
          // Only within a live window: a reward on an expired key would start a window below zero.
          if (await limiterFor(rule).get(key)) await limiterFor(rule).reward(key, 1);
        },
        () => fallback.refund(rule, key),
      ),
    reset: (rule, key) =>
      withFallback(
        async () => {
          await limiterFor(rule).delete(key);
        },
        () => fallback.reset(rule, key),
      ),
  };
}
