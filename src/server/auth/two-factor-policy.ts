import {
  backupCodeSchema,
  confirmPasswordSchema,
  TWO_FACTOR_MESSAGES,
  totpCodeSchema,
} from '#shared/account-security/two-factor.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import {
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

/** Better Auth's cookie for a sign-in whose password was right and whose code is still to come. */
const CHALLENGE_COOKIE = 'two_factor';

/** Whose code or password this is: the signed-in user (settings), or the person half-way through signing in. */
type Subject = { userId: string; email: string; isSignedIn: boolean };

async function subjectOf(ctx: HookContext): Promise<Subject | null> {
  const sessionToken = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (sessionToken) {
    const found = await ctx.context.internalAdapter.findSession(sessionToken);
    if (found) return { userId: found.user.id, email: found.user.email, isSignedIn: true };
  }
  const challengeName = ctx.context.createAuthCookie(CHALLENGE_COOKIE).name;
  const challenge = await ctx.getSignedCookie(challengeName, ctx.context.secret);
  if (!challenge) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  if (!verification || verification.expiresAt.getTime() <= Date.now()) return null;
  return { userId: verification.value, email: '', isSignedIn: false };
}

// Better Auth replaces the session (or consumes the sign-in challenge) on success, so the after-hook
// can no longer look the person up: the before-hook's answer is kept, keyed by the request's body
// object, which Better Auth hands unchanged to both hooks.
const subjectsByRequest = new WeakMap<object, Subject>();

async function rememberSubject(ctx: HookContext): Promise<Subject | null> {
  const subject = await subjectOf(ctx);
  if (subject && ctx.body) subjectsByRequest.set(ctx.body, subject);
  return subject;
}

const rememberedSubject = (ctx: HookContext) => (ctx.body ? subjectsByRequest.get(ctx.body) : undefined);

/** Better Auth reads the body after the hooks: it gets exactly the fields Harbor allows, nothing else. */
function replaceBody(ctx: HookContext, fields: Record<string, unknown>): void {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(body)) delete body[key];
  Object.assign(body, fields);
}

const invalid = (message: string) => authError('UNPROCESSABLE_ENTITY', 'VALIDATION_FAILED', message);

/**
 * A code check (`/two-factor/verify-totp`, `/two-factor/verify-backup-code`), at sign-in or while
 * turning two-step sign-in on: refused, like a password sign-in, after 3 wrong codes in 15 minutes from
 * this client or for this account. Only a well-formed code is passed on, with no trust-this-device
 * flag: every sign-in on every device asks for the code.
 */
export async function beforeVerifyCode(
  deps: AuthPolicyDeps,
  ctx: HookContext,
  kind: 'totp' | 'backup',
): Promise<void> {
  const parsed = (kind === 'totp' ? totpCodeSchema : backupCodeSchema).safeParse(ctx.body ?? {});
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeMalformed);
  const subject = await rememberSubject(ctx);
  const message = TWO_FACTOR_MESSAGES.tooManyAttempts;
  await reserveAttempt(deps, ctx, [
    { rule: AUTH_LIMITS.failedTwoFactorPerClient, key: ipOf(ctx), message },
    ...(subject ? [{ rule: AUTH_LIMITS.failedTwoFactorPerAccount, key: subject.userId, message }] : []),
  ]);
  replaceBody(ctx, { code: parsed.data.code });
}

export async function afterVerifyCode(
  deps: AuthPolicyDeps,
  ctx: HookContext,
  kind: 'totp' | 'backup',
): Promise<void> {
  const subject = rememberedSubject(ctx);
  const ip = ipOf(ctx);
  const failure = failureOf(ctx);
  const code = failure ? errorCodeOf(failure) : undefined;
  if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') {
    await logSecurityEvent(deps.db, {
      type: 'failed_two_factor_attempt',
      userId: subject?.userId,
      ipAddress: ip,
      details: { method: kind },
    });
    throw authError(
      'UNAUTHORIZED',
      code,
      kind === 'totp' ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.backupCodeWrong,
    );
  }
  await refundAttempt(deps, ctx);
  if (!failure) {
    if (subject) await deps.rateLimiter.reset(AUTH_LIMITS.failedTwoFactorPerAccount, subject.userId);
    const type =
      kind === 'backup'
        ? 'backup_code_used'
        : subject?.isSignedIn
          ? 'two_factor_enabled'
          : 'two_factor_sign_in';
    await logSecurityEvent(deps.db, { type, userId: subject?.userId, ipAddress: ip });
    return;
  }
  // An operator disabled the account between the password and the code: their words stand.
  if (code === 'ACCOUNT_DISABLED') throw failure;
  if (code === 'INVALID_TWO_FACTOR_COOKIE') {
    throw authError('UNAUTHORIZED', 'TWO_FACTOR_EXPIRED', TWO_FACTOR_MESSAGES.challengeExpired);
  }
  if (code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
    throw authError('BAD_REQUEST', 'TWO_FACTOR_EXPIRED', TWO_FACTOR_MESSAGES.tooManyCodes);
  }
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED') {
    throw authError('TOO_MANY_REQUESTS', 'RATE_LIMITED', TWO_FACTOR_MESSAGES.tooManyAttempts);
  }
  deps.logger.warn({ code, status: failure.statusCode }, 'two-factor verification failed unexpectedly');
  throw authError('BAD_REQUEST', 'TWO_FACTOR_FAILED', ACCOUNT_MESSAGES.unexpected);
}

/**
 * Turning two-step sign-in on or off and new backup codes ask for the password; a wrong one counts
 * against the account like a wrong password at sign-in (as change password and delete account do).
 */
export async function beforePasswordConfirmed(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const subject = await rememberSubject(ctx);
  // Signed out: Better Auth answers 401 itself.
  if (!subject?.isSignedIn) return;
  const parsed = confirmPasswordSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) throw invalid(TWO_FACTOR_MESSAGES.passwordRequired);
  await reserveAttempt(deps, ctx, [
    {
      rule: AUTH_LIMITS.failedSignInPerAccount,
      key: accountKey(subject.email),
      message: ACCOUNT_MESSAGES.tooManyLogins,
    },
  ]);
  // Authenticator apps only (no codes by mail), under Harbor's name.
  replaceBody(ctx, ctx.path === '/two-factor/enable' ? { ...parsed.data, method: 'totp' } : parsed.data);
}

const EVENT_BY_PATH: Record<string, string> = {
  '/two-factor/enable': 'two_factor_setup_started',
  '/two-factor/disable': 'two_factor_disabled',
  '/two-factor/generate-backup-codes': 'backup_codes_regenerated',
};

export async function afterPasswordConfirmed(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  const failure = failureOf(ctx);
  const ip = ipOf(ctx);
  const code = failure ? errorCodeOf(failure) : undefined;
  if (code !== 'INVALID_PASSWORD') await refundAttempt(deps, ctx);
  if (!failure) {
    await logSecurityEvent(deps.db, {
      type: EVENT_BY_PATH[ctx.path ?? ''] ?? 'two_factor_changed',
      userId: rememberedSubject(ctx)?.userId,
      ipAddress: ip,
    });
    return;
  }
  if (code === 'INVALID_PASSWORD') {
    const subject = rememberedSubject(ctx);
    await logSecurityEvent(deps.db, {
      type: 'failed_password_confirmation',
      userId: subject?.userId,
      ipAddress: ip,
      details: { endpoint: ctx.path },
    });
    // An after-hook keeps the endpoint's status (400); only the words are Harbor's.
    throw authError('BAD_REQUEST', 'INVALID_PASSWORD', ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  if (code === 'TOTP_ALREADY_ENABLED') throw authError('BAD_REQUEST', code, TWO_FACTOR_MESSAGES.alreadyOn);
  if (code === 'TWO_FACTOR_NOT_ENABLED') throw authError('BAD_REQUEST', code, TWO_FACTOR_MESSAGES.notOn);
  if (failure.statusCode === 401) return;
  deps.logger.warn({ code, status: failure.statusCode }, 'two-factor change failed unexpectedly');
  throw authError('BAD_REQUEST', 'TWO_FACTOR_FAILED', ACCOUNT_MESSAGES.unexpected);
}
