import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { isValidEmail, normaliseEmail } from '#shared/validation/email-address.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import {
  type AuthLimitCheck,
  type AuthPolicyDeps,
  authError,
  errorCodeOf,
  failureOf,
  type HookContext,
  ipOf,
  refundAttempt,
  reserveAttempt,
} from './auth-hook-context.ts';
import { AUTH_LIMITS, accountKey } from './auth-limits.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieValue,
  deviceKeyOf,
} from './sign-in-device.ts';

const message = ACCOUNT_MESSAGES.tooManyLogins;

const deviceCookie = (ctx: HookContext) =>
  ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });

/**
 * Where a wrong password for this account counts (docs/decisions/029): a browser holding the account's
 * device cookie against itself only; any other browser against the account's step-by-step slow-down.
 */
function accountChecks(deps: AuthPolicyDeps, ctx: HookContext, email: string): AuthLimitCheck[] {
  const account = accountKey(email);
  const device = deviceKeyOf(ctx.getCookie(deviceCookie(ctx).name), account, deps.config.authSecret);
  if (device) return [{ rule: AUTH_LIMITS.failedSignInPerDevice, key: device, message }];
  return AUTH_LIMITS.untrustedSignInPerAccount.map((rule) => ({ rule, key: account, message }));
}

/**
 * Counts the attempt against this client and this account before Better Auth checks the password, so
 * parallel guesses cannot slip past the limit while it hashes; afterSignIn gives a success its counts back.
 */
export async function beforeSignIn(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const ip = ipOf(ctx);
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
  const perClient = { rule: AUTH_LIMITS.failedSignInPerClient, key: ip, message };
  if (!email) throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', ACCOUNT_MESSAGES.emailRequired);
  if (!isValidEmail(email)) {
    await reserveAttempt(deps, ctx, [perClient]);
    await logSecurityEvent(deps.db, { type: 'invalid_email_login_attempt', ipAddress: ip, details: {} });
    throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', ACCOUNT_MESSAGES.emailInvalid);
  }
  if (typeof body.password !== 'string' || body.password === '') {
    throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', ACCOUNT_MESSAGES.passwordRequired);
  }
  await reserveAttempt(deps, ctx, [perClient, ...accountChecks(deps, ctx, email)]);
  body.email = email;
  // Only the two fields Better Auth needs for a password sign-in; a callbackURL is never followed.
  for (const key of Object.keys(body)) {
    if (!['email', 'password', 'rememberMe'].includes(key)) delete body[key];
  }
}

/**
 * A wrong password keeps its counts and gets the same words whether the account exists or not. The
 * right password gives them back and leaves this browser a fresh device cookie for the account (also
 * when a two-step code is still to come: the cookie only says the password was once right here).
 */
export async function afterSignIn(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const email = normaliseEmail(String(ctx.body?.email ?? ''));
  const failure = failureOf(ctx);
  const code = failure ? errorCodeOf(failure) : undefined;
  if (code === 'INVALID_EMAIL_OR_PASSWORD') {
    const ip = ipOf(ctx);
    await logSecurityEvent(deps.db, { type: 'failed_login_attempt', ipAddress: ip, details: {} });
    throw authError('UNAUTHORIZED', 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
  }
  await refundAttempt(deps, ctx);
  if (!failure) {
    const cookie = deviceCookie(ctx);
    ctx.setCookie(
      cookie.name,
      deviceCookieValue(accountKey(email), deps.config.authSecret),
      cookie.attributes,
    );
    return;
  }
  if (code === 'EMAIL_NOT_VERIFIED') {
    throw authError('FORBIDDEN', 'EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified);
  }
  // Refused by the session hook for an account an operator disabled; the right password was given.
  if (code === 'ACCOUNT_DISABLED') throw failure;
  deps.logger.warn({ code, status: failure.statusCode }, 'sign-in failed unexpectedly');
  throw authError('BAD_REQUEST', 'SIGNIN_FAILED', ACCOUNT_MESSAGES.unexpected);
}
