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
  failedSignInPerAccount: sensitive('auth/signin-account'),
  resetPerClient: sensitive('auth/password-reset'),
  resetPerEmail: sensitive('auth/password-reset-email'),
  // Wrong sign-in codes (authenticator or backup), counted apart from wrong passwords so that a
  // mistyped code while turning two-step sign-in on cannot lock the password sign-in.
  failedTwoFactorPerClient: sensitive('auth/two-factor'),
  failedTwoFactorPerAccount: sensitive('auth/two-factor-account'),
} as const;

/** Counter keys hold a digest, not the address, so the rate_limits table stores no e-mail addresses. */
export const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
