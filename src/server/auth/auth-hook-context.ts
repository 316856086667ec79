import { APIError } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import type { Logger } from '../infra/logger.ts';
import type { RateLimiter, RateLimitRule } from '../infra/rate-limit.ts';
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
    createAuthCookie: (name: string) => { name: string };
    internalAdapter: {
      findSession: (token: string) => Promise<{ user: { id: string; email: string } } | null>;
      findVerificationValue: (identifier: string) => Promise<{ value: string; expiresAt: Date } | null>;
    };
  };
  getSignedCookie: (key: string, secret: string) => Promise<string | false | null>;
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
  /** Count this request (every attempt counts), or only look (when only failures count). */
  mode: 'consume' | 'peek';
};

/** Over the limit: logs rate_limit_exceeded and answers 429 with Retry-After. */
export async function enforceAuthLimit(
  deps: AuthPolicyDeps,
  ctx: HookContext,
  { rule, key, message, mode }: AuthLimitCheck,
): Promise<void> {
  const verdict =
    mode === 'consume' ? await deps.rateLimiter.consume(rule, key) : await deps.rateLimiter.peek(rule, key);
  if (verdict.allowed) return;
  await logSecurityEvent(deps.db, {
    type: 'rate_limit_exceeded',
    ipAddress: ipOf(ctx),
    details: { endpoint: rule.name },
  });
  throw authError('TOO_MANY_REQUESTS', 'RATE_LIMITED', message, {
    'Retry-After': String(verdict.retryAfterSeconds),
  });
}

/** The returned value of the endpoint when it failed, else null. */
export const failureOf = (ctx: HookContext): APIError | null =>
  ctx.context.returned instanceof APIError ? ctx.context.returned : null;

export const errorCodeOf = (error: APIError) => (error.body as { code?: string } | undefined)?.code;
