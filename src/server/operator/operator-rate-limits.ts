import type { RateLimitRule } from '../infra/rate-limit.ts';

/**
 * One verification mail a minute per account from the console: a double press (or a press again after
 * a lost answer) would otherwise send the person two mails with two different links.
 */
export const VERIFICATION_RESEND_RULE: RateLimitRule = {
  name: 'operator/verification-resend',
  points: 1,
  windowSeconds: 60,
};

export const VERIFICATION_RESENT_MOMENTS_AGO =
  'A verification e-mail went to this address less than a minute ago. Please wait a minute before sending another.';
