import { ACCOUNT_MESSAGES } from '#shared/validation/account.ts';
import { isValidEmail, normaliseEmail } from '#shared/validation/email.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import {
  type AuthPolicyDeps,
  authError,
  enforceAuthLimit,
  errorCodeOf,
  failureOf,
  type HookContext,
  ipOf,
} from './auth-hook-context.ts';
import { AUTH_LIMITS, accountKey } from './auth-limits.ts';

/** Refuses before the password is checked when this client or this account had 3 failures in 15 minutes. */
export async function beforeSignIn(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const ip = ipOf(ctx);
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
  await enforceAuthLimit(deps, ctx, {
    rule: AUTH_LIMITS.failedSignInPerClient,
    key: ip,
    message: ACCOUNT_MESSAGES.tooManyLogins,
    mode: 'peek',
  });
  if (email) {
    await enforceAuthLimit(deps, ctx, {
      rule: AUTH_LIMITS.failedSignInPerAccount,
      key: accountKey(email),
      message: ACCOUNT_MESSAGES.tooManyLogins,
      mode: 'peek',
    });
  }
  if (!email) throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', ACCOUNT_MESSAGES.emailRequired);
  if (!isValidEmail(email)) {
    await deps.rateLimiter.consume(AUTH_LIMITS.failedSignInPerClient, ip);
    await logSecurityEvent(deps.db, { type: 'invalid_email_login_attempt', ipAddress: ip, details: {} });
    throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', ACCOUNT_MESSAGES.emailInvalid);
  }
  if (typeof body.password !== 'string' || body.password === '') {
    throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', ACCOUNT_MESSAGES.passwordRequired);
  }
  body.email = email;
  // Only the two fields Better Auth needs for a password sign-in; a callbackURL is never followed.
  for (const key of Object.keys(body)) {
    if (!['email', 'password', 'rememberMe'].includes(key)) delete body[key];
  }
}

/**
 * A wrong password counts against the client and the account and gets the same words whether the
 * account exists or not; success clears the account's count (not the client's).
 */
export async function afterSignIn(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const email = normaliseEmail(String(ctx.body?.email ?? ''));
  const failure = failureOf(ctx);
  if (!failure) {
    await deps.rateLimiter.reset(AUTH_LIMITS.failedSignInPerAccount, accountKey(email));
    return;
  }
  const code = errorCodeOf(failure);
  if (code === 'EMAIL_NOT_VERIFIED') {
    throw authError('FORBIDDEN', 'EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified);
  }
  // Refused by the session hook for an account an operator disabled; the right password was given.
  if (code === 'ACCOUNT_DISABLED') throw failure;
  if (code === 'INVALID_EMAIL_OR_PASSWORD') {
    const ip = ipOf(ctx);
    await deps.rateLimiter.consume(AUTH_LIMITS.failedSignInPerClient, ip);
    await deps.rateLimiter.consume(AUTH_LIMITS.failedSignInPerAccount, accountKey(email));
    await logSecurityEvent(deps.db, { type: 'failed_login_attempt', ipAddress: ip, details: {} });
    throw authError('UNAUTHORIZED', 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
  }
  deps.logger.warn({ code, status: failure.statusCode }, 'sign-in failed unexpectedly');
  throw authError('BAD_REQUEST', 'SIGNIN_FAILED', ACCOUNT_MESSAGES.unexpected);
}
