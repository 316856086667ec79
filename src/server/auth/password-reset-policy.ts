import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { isValidEmail, normaliseEmail } from '#shared/validation/email-address.ts';
import { passwordProblemMessage } from '#shared/validation/password.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
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
import { AUTH_LIMITS, accountKey } from './auth-limits.ts';

/** The mailed link lands on the reset form of the auth page; a caller cannot choose another target. */
const RESET_CALLBACK_PATH = '/auth?type=reset';

/**
 * Counts every request per client and per address. The answer is the same whether an account exists
 * or not (Better Auth answers `{ status: true }` either way); only the private log records which.
 */
export async function beforeResetRequest(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const ip = ipOf(ctx);
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
  await reserveAttempt(deps, ctx, [
    { rule: AUTH_LIMITS.resetPerClient, key: ip, message: ACCOUNT_MESSAGES.tooManyResets },
  ]);
  if (!email) throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', ACCOUNT_MESSAGES.emailRequired);
  if (!isValidEmail(email)) {
    await logSecurityEvent(deps.db, {
      type: 'invalid_email_password_reset',
      ipAddress: ip,
      details: { reason: 'malformed' },
    });
    throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', ACCOUNT_MESSAGES.emailInvalid);
  }
  await reserveAttempt(deps, ctx, [
    { rule: AUTH_LIMITS.resetPerEmail, key: accountKey(email), message: ACCOUNT_MESSAGES.tooManyResets },
  ]);
  const [account] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!account) {
    await logSecurityEvent(deps.db, {
      type: 'invalid_email_password_reset',
      ipAddress: ip,
      details: { reason: 'no account' },
    });
  }
  for (const key of Object.keys(body)) delete body[key];
  Object.assign(body, { email, redirectTo: RESET_CALLBACK_PATH });
}

/** The one password policy, for the new password set through a reset link. */
export function beforeResetPassword(ctx: HookContext): void {
  const newPassword = ctx.body?.newPassword;
  const problems =
    typeof newPassword === 'string' ? passwordProblemMessage(newPassword) : ACCOUNT_MESSAGES.passwordRequired;
  if (problems) throw authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', problems);
}

export async function afterResetPassword(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const failure = failureOf(ctx);
  if (!failure) return;
  await logSecurityEvent(deps.db, {
    type: 'password_reset_error',
    ipAddress: ipOf(ctx),
    details: { code: errorCodeOf(failure) ?? 'unknown' },
  });
  throw authError('BAD_REQUEST', 'INVALID_TOKEN', ACCOUNT_MESSAGES.resetLinkInvalid);
}

/** Change password (called by the account routes through auth.api) holds to the same policy. */
export function beforeChangePassword(ctx: HookContext): void {
  beforeResetPassword(ctx);
}
