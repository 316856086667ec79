import { createHash } from 'node:crypto';
import { type RateLimitRule, SENSITIVE_WINDOW_SECONDS } from '../infra/rate-limit.ts';

/** The spec's sensitive-operation rule (3 in 15 minutes), per client and per account. */
const sensitive = (name: string): RateLimitRule => ({
  name,
  points: 3,
  windowSeconds: SENSITIVE_WINDOW_SECONDS,
});

export const AUTH_LIMITS = {
  signUpPerClient: sensitive('auth/signup'),
  failedSignInPerClient: sensitive('auth/signin'),
  /**
   * Wrong passwords from a browser holding this account's device cookie (sign-in-device.ts): only that
   * browser is held back (docs/decisions/029).
   */
  failedSignInPerDevice: sensitive('auth/signin-device'),
  /**
   * Wrong passwords for an account from browsers without its device cookie slow the next try down step
   * by step instead of locking the owner out for 15 minutes at once: 3 in a minute, 6 in 15 minutes,
   * 12 in an hour (the same 12 an hour as 3 in every 15 minutes; docs/decisions/029).
   */
  untrustedSignInPerAccount: [
    { name: 'auth/signin-account-1m', points: 3, windowSeconds: 60 },
    { name: 'auth/signin-account-15m', points: 6, windowSeconds: 15 * 60 },
    { name: 'auth/signin-account-1h', points: 12, windowSeconds: 60 * 60 },
  ],
  /** Wrong passwords given by a signed-in person to confirm a change (two-step settings, account routes). */
  failedSignInPerAccount: sensitive('auth/signin-account'),
  resetPerClient: sensitive('auth/password-reset'),
  resetPerEmail: sensitive('auth/password-reset-email'),
  // Wrong sign-in codes (authenticator or backup), counted apart from wrong passwords so that a
  // mistyped code while turning two-step sign-in on cannot lock the password sign-in.
  failedTwoFactorPerClient: sensitive('auth/two-factor'),
  failedTwoFactorPerAccount: sensitive('auth/two-factor-account'),
} as const satisfies Record<string, RateLimitRule | readonly RateLimitRule[]>;

/** Counter keys hold a digest, not the address, so the rate_limits table stores no e-mail addresses. */
export const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
