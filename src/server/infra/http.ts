import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { findInputProblem } from '#shared/validation/input-rules.ts';
import { TOO_MANY_ATTEMPTS } from '#shared/validation/too-many-attempts.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';
import type { RateLimitRule } from './rate-limit.ts';
import { logSecurityEvent } from './security-log.ts';

/**
 * zod validation for any request part; failures become 422 with the schema's own messages. Every
 * string in the part must also pass the shared input rule (no invisible control characters, dates
 * within Harbor's years), checked here so no route can forget it.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    // On failure `data` is the raw input; on success, what the route will use.
    const problem = findInputProblem(result.data);
    if (problem) throw new AppError('VALIDATION_FAILED', problem.message, { issues: [problem] });
    if (!result.success) throw validationFailed(result.error);
  });
}

/** For bodies `validate()` cannot see (multipart form fields): the same 422 with the schema's messages. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationFailed(result.error);
}

function validationFailed(error: { issues: readonly { path: PropertyKey[]; message: string }[] }): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid input', { issues });
}

/** The answer to a request that needs a session and has none. */
export const NOT_AUTHENTICATED = 'Not authenticated';

/** The signed-in user, or a 401 that the client turns into a trip to /auth. */
export function requireUser(
  c: Context<AppEnv>,
  message = NOT_AUTHENTICATED,
): NonNullable<AppEnv['Variables']['user']> {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', message);
  return user;
}

/** Counts one attempt; over the limit it logs rate_limit_exceeded and answers 429 with Retry-After and `message` (the spec's "Too many attempts" unless the route has words of its own). */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  key: string,
  message: string = TOO_MANY_ATTEMPTS,
): Promise<void> {
  const { rateLimiter, db } = c.get('deps');
  const verdict = await rateLimiter.consume(rule, key);
  if (!verdict.allowed) {
    await logSecurityEvent(db, {
      type: 'rate_limit_exceeded',
      userId: c.get('user')?.id,
      ipAddress: c.get('clientIp'),
      details: { endpoint: rule.name },
    });
    throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: verdict.retryAfterSeconds });
  }
}

/**
 * A public form's hidden field came back filled: a bot. Logged, and the caller answers as if all went
 * well, so the bot learns nothing and nothing is saved.
 */
export async function noteHoneypot(c: Context<AppEnv>, endpoint: string): Promise<void> {
  await logSecurityEvent(c.get('deps').db, {
    type: 'honeypot_triggered',
    userId: c.get('user')?.id,
    ipAddress: c.get('clientIp'),
    details: { endpoint },
  });
}
