import { ACCOUNT_MESSAGES } from '#shared/validation/account.ts';
import { AUTH_LIMITS, accountKey } from '../auth/auth-limits.ts';
import { AppError } from '../infra/app-error.ts';
import type { RateLimiter } from '../infra/rate-limit.ts';

export type PasswordAttempt = {
  /** The password was right, or the check never ran: only wrong passwords count. */
  release: () => Promise<void>;
};

/**
 * Counts a signed-in person's password confirmation BEFORE the hash is checked, so parallel wrong
 * guesses cannot all slip past a look-only check while the hashes run (docs/decisions/029). A refused
 * attempt gives its count back at once, so it never crowds out one within the limit.
 */
export async function reservePasswordAttempt(
  rateLimiter: RateLimiter,
  email: string,
): Promise<PasswordAttempt> {
  const rule = AUTH_LIMITS.failedSignInPerAccount;
  const key = accountKey(email);
  const verdict = await rateLimiter.consume(rule, key);
  if (!verdict.allowed) {
    await rateLimiter.refund(rule, key);
    throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManyLogins, {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  return { release: () => rateLimiter.refund(rule, key) };
}
