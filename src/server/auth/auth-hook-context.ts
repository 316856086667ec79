import { APIError } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import type { Logger } from '../infra/logger.ts';
import { type RateLimiter, type RateLimitRule, reserveSlot } from '../infra/rate-limit.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { clientIpFrom } from './client-ip.ts';

/** What Harbor's auth rules need besides Better Auth's own context. */
export type AuthPolicyDeps = { db: Db; config: Config; rateLimiter: RateLimiter; logger: Logger };

/** The part of Better Auth's hook context the rules read (structural, so the rules stay testable). */
export type HookContext = {
  path?: string;
  // biome-ignore lint/suspicious/noExplicitAny: Better Auth hands hooks the unparsed body.
  body?: any;
  headers?: Headers;
  request?: Request;
  context: {
    returned?: unknown;
    secret: string;
    authCookies: { sessionToken: { name: string } };
    createAuthCookie: (
      name: string,
      attributes?: { maxAge?: number },
    ) => { name: string; attributes: object };
    internalAdapter: {
      findSession: (token: string) => Promise<{ user: { id: string; email: string } } | null>;
      findVerificationValue: (identifier: string) => Promise<{ value: string; expiresAt: Date } | null>;
    };
  };
  getSignedCookie: (key: string, secret: string) => Promise<string | false | null>;
  getCookie: (key: string) => string | null;
  setCookie: (key: string, value: string, attributes?: object) => string;
};

type ErrorStatus =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'UNPROCESSABLE_ENTITY'
  | 'TOO_MANY_REQUESTS';

/** Better Auth answers errors as `{ code, message }`; Harbor's auth rules answer the same way. */
export const authError = (
  status: ErrorStatus,
  code: string,
  message: string,
  headers?: Record<string, string>,
) => new APIError(status, { code, message }, headers);

export const ipOf = (ctx: HookContext) => clientIpFrom(ctx.headers ?? ctx.request?.headers);

export type AuthLimitCheck = {
  rule: RateLimitRule;
  key: string;
  /** What the person reads when refused. */
  message: string;
};

// What each request counted, so the after-hook can give it back. Keyed by the request's body object,
// which Better Auth hands unchanged to both hooks.
// A body that is not a JSON object (a bare number, say) cannot key the map and is refused later anyway.
const reservationsByRequest = new WeakMap<object, AuthLimitCheck[]>();
const isObjectBody = (body: unknown): body is object => typeof body === 'object' && body !== null;

/**
 * Counts this attempt against each check in turn BEFORE anything is verified: each count is taken
 * atomically, so parallel attempts cannot all pass a look-only check while the password is hashed.
 * Refused by one: gives back what it counted (a refused attempt verified nothing), logs
 * rate_limit_exceeded and answers 429 with the longest wait among that check and those after it
 * (looked at, not counted, so a refused attempt never crowds out one within the limits). Where only
 * failures count, the after-hook refunds a success (`refundAttempt`).
 */
export async function reserveAttempt(
  deps: AuthPolicyDeps,
  ctx: HookContext,
  checks: AuthLimitCheck[],
): Promise<void> {
  for (const [index, check] of checks.entries()) {
    const verdict = await reserveSlot(deps.rateLimiter, check.rule, check.key);
    if (verdict.allowed) continue;
    await refund(deps, checks.slice(0, index));
    await logSecurityEvent(deps.db, {
      type: 'rate_limit_exceeded',
      ipAddress: ipOf(ctx),
      details: { endpoint: check.rule.name },
    });
    const later = await Promise.all(checks.slice(index + 1).map((c) => deps.rateLimiter.peek(c.rule, c.key)));
    const waits = [verdict, ...later.filter((v) => !v.allowed)].map((v) => v.retryAfterSeconds);
    throw authError('TOO_MANY_REQUESTS', 'RATE_LIMITED', check.message, {
      'Retry-After': String(Math.max(...waits)),
    });
  }
  if (isObjectBody(ctx.body)) {
    reservationsByRequest.set(ctx.body, [...(reservationsByRequest.get(ctx.body) ?? []), ...checks]);
  }
}

const refund = (deps: AuthPolicyDeps, checks: AuthLimitCheck[]) =>
  Promise.all(checks.map((check) => deps.rateLimiter.refund(check.rule, check.key)));

/** The attempt was no wrong guess (the right password, or refused for another reason): its counts go back. */
export async function refundAttempt(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const body: unknown = ctx.body;
  const taken = isObjectBody(body) ? reservationsByRequest.get(body) : undefined;
  if (!taken || !isObjectBody(body)) return;
  reservationsByRequest.delete(body);
  await refund(deps, taken);
}

/** The returned value of the endpoint when it failed, else null. */
export const failureOf = (ctx: HookContext): APIError | null =>
  ctx.context.returned instanceof APIError ? ctx.context.returned : null;

export const errorCodeOf = (error: APIError) => (error.body as { code?: string } | undefined)?.code;
