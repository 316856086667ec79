import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { AUTH_LIMITS, accountKey } from '../auth/auth-limits.ts';
import { AppError } from '../infra/app-error.ts';
import { type RateLimiter, reserveSlot } from '../infra/rate-limit.ts';

type PasswordAttempt = {
  /** The password was right, or the check never ran: only wrong passwords count. */
  release: () => Promise<void>;
};

/** A signed-in person's password confirmation, counted before the hash is checked (docs/decisions/029). */
export async function reservePasswordAttempt(
  rateLimiter: RateLimiter,
  email: string,
): Promise<PasswordAttempt> {
  const rule = AUTH_LIMITS.failedSignInPerAccount;
  const key = accountKey(email);
  const verdict = await reserveSlot(rateLimiter, rule, key);
  if (!verdict.allowed) {
    throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManyLogins, {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  return { release: () => rateLimiter.refund(rule, key) };
}
