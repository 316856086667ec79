import { eq } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import { checkSignUp } from '#shared/validation/account.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { isPreviewRequired, isValidPreviewToken, PREVIEW_COOKIE } from '../preview/preview-token.ts';
import { users } from './auth.schema.ts';
import {
  type AuthPolicyDeps,
  authError,
  errorCodeOf,
  failureOf,
  type HookContext,
  ipOf,
  reserveAttempt,
} from './auth-hook-context.ts';
import { AUTH_LIMITS } from './auth-limits.ts';
import { UNKNOWN_CLIENT_IP } from './client-ip.ts';
import { isAdmittedByInvitation } from './invitation-admission.ts';

/** Where the verification mail's link lands: the auth page, which signs the person in. */
export const verifiedCallbackPath = (email: string) => `/auth?type=signup&email=${encodeURIComponent(email)}`;

function hasPreviewCookie(deps: AuthPolicyDeps, ctx: HookContext): boolean {
  const cookieHeader = (ctx.headers ?? ctx.request?.headers)?.get('cookie') ?? '';
  const token = parse(cookieHeader, PREVIEW_COOKIE)[PREVIEW_COOKIE];
  return isValidPreviewToken(token, deps.config.authSecret);
}

/**
 * Every sign-up, from the form or from server code, passes here before Better Auth creates anything:
 * the rate limit, the preview gate, the spec's name, e-mail and password rules, and the duplicate check.
 * The cleaned values replace what was sent.
 */
export async function beforeSignUp(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const ip = ipOf(ctx);
  // Every request through /api/auth carries the address (app.ts). Server code calling auth.api
  // without it (an invitation sign-up, bounded by its single-use token) is not pooled under one key.
  if (ip !== UNKNOWN_CLIENT_IP) {
    await reserveAttempt(deps, ctx, [
      { rule: AUTH_LIMITS.signUpPerClient, key: ip, message: ACCOUNT_MESSAGES.tooManySignups },
    ]);
  }
  if (isPreviewRequired(deps.config) && !isAdmittedByInvitation() && !hasPreviewCookie(deps, ctx)) {
    throw authError('FORBIDDEN', 'PREVIEW_REQUIRED', ACCOUNT_MESSAGES.previewRequired);
  }
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const verdict = checkSignUp(body);
  if (!verdict.ok) {
    if (verdict.suspicious) {
      await logSecurityEvent(deps.db, {
        type: 'suspicious_signup_attempt',
        ipAddress: ip,
        details: { reason: 'suspicious name content' },
      });
    }
    throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', verdict.message);
  }
  const existing = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, verdict.email));
  if (existing.length > 0)
    throw authError('UNPROCESSABLE_ENTITY', 'EMAIL_EXISTS', ACCOUNT_MESSAGES.emailExists);

  // Better Auth reads the body after this hook: hand it only the cleaned fields it needs.
  for (const key of Object.keys(body)) {
    if (!['password', 'rememberMe'].includes(key)) delete body[key];
  }
  Object.assign(body, {
    firstName: verdict.firstName,
    lastName: verdict.lastName,
    name: `${verdict.firstName} ${verdict.lastName}`,
    email: verdict.email,
    callbackURL: verifiedCallbackPath(verdict.email),
  });
}

/** A failure inside Better Auth after Harbor's checks passed is unexpected: logged, answered plainly. */
export async function afterSignUp(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const failure = failureOf(ctx);
  if (!failure) return;
  await logSecurityEvent(deps.db, {
    type: 'signup_error',
    ipAddress: ipOf(ctx),
    details: { code: errorCodeOf(failure) ?? 'unknown', status: failure.statusCode },
  });
  throw authError('BAD_REQUEST', 'SIGNUP_FAILED', ACCOUNT_MESSAGES.unexpected);
}
