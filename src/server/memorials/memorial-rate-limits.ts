import type { RateLimitRule } from '../infra/rate-limit.ts';

/**
 * Tributes need no account, so they are limited twice: per client (one person or bot) and per page
 * (many clients flooding one family). Generous enough for a room of mourners on one venue Wi-Fi.
 */
export const TRIBUTE_CLIENT_RULE: RateLimitRule = {
  name: 'memorial_tribute_client',
  points: 10,
  windowSeconds: 3600,
};
export const TRIBUTE_PAGE_RULE: RateLimitRule = {
  name: 'memorial_tribute_page',
  points: 60,
  windowSeconds: 3600,
};
