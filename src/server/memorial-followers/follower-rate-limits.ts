import type { RateLimitRule } from '../infra/rate-limit.ts';

/** Asking needs no account, so it is limited per client (one person or bot) and per page. */
export const FOLLOW_CLIENT_RULE: RateLimitRule = {
  name: 'memorial_follow_client',
  points: 10,
  windowSeconds: 3600,
};
export const FOLLOW_PAGE_RULE: RateLimitRule = {
  name: 'memorial_follow_page',
  points: 100,
  windowSeconds: 3600,
};

/**
 * Mails to one address about one page: a stranger typing someone's address again and again sends them
 * at most this many. Past it the request is answered the same and sends nothing, so the limit reveals
 * nothing about the address either.
 */
export const FOLLOW_ADDRESS_RULE: RateLimitRule = {
  name: 'memorial_follow_address',
  points: 3,
  windowSeconds: 24 * 3600,
};
