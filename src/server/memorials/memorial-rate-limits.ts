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

/**
 * Candles and flowers: one of each per browser a day (a second tap is thanked, not counted), a room on
 * one Wi-Fi address can still all take part, and one page cannot be flooded.
 */
export const REMEMBRANCE_VISITOR_RULE: RateLimitRule = {
  name: 'memorial_remembrance_visitor',
  points: 1,
  windowSeconds: 24 * 3600,
};
export const REMEMBRANCE_CLIENT_RULE: RateLimitRule = {
  name: 'memorial_remembrance_client',
  points: 60,
  windowSeconds: 3600,
};
export const REMEMBRANCE_PAGE_RULE: RateLimitRule = {
  name: 'memorial_remembrance_page',
  points: 600,
  windowSeconds: 3600,
};

/** Replies to events: like tributes, per client and per page. */
export const RSVP_CLIENT_RULE: RateLimitRule = {
  name: 'memorial_rsvp_client',
  points: 10,
  windowSeconds: 3600,
};
export const RSVP_PAGE_RULE: RateLimitRule = { name: 'memorial_rsvp_page', points: 200, windowSeconds: 3600 };

/**
 * The programme is drawn afresh for each download (about 0.1 s of the server's time), for visitors too:
 * enough for a family printing and reprinting, not for a script asking in a loop.
 */
export const ORDER_OF_SERVICE_CLIENT_RULE: RateLimitRule = {
  name: 'memorial_order_of_service_client',
  points: 30,
  windowSeconds: 3600,
};
