import type { RateLimitRule } from '../infra/rate-limit.ts';

/**
 * Invitations go to addresses the sender typed, so each mail counts: a page sends at most 100 an hour
 * (a large funeral's list in a few sittings) and one account 300 a day across all its pages, which
 * keeps the list from being a way to send mail to strangers in bulk.
 */
export const INVITATION_PAGE_RULE: RateLimitRule = {
  name: 'guest_invitation_page',
  points: 100,
  windowSeconds: 3600,
};
/**
 * One guest's invitation sent again at most once a minute: three taps on "Send again" are one mail even
 * when a slow server takes them one after another, which the claim on the row as it was read (two taps
 * reading together) cannot tell from a second send meant a minute later.
 */
export const INVITATION_RESEND_RULE: RateLimitRule = {
  name: 'guest_invitation_resend',
  points: 1,
  windowSeconds: 60,
};
export const INVITATION_SENDER_RULE: RateLimitRule = {
  name: 'guest_invitation_sender',
  points: 300,
  windowSeconds: 24 * 3600,
};
