import { Hono } from 'hono';
import { analyticsBatchSchema } from '#shared/analytics/analytics-events.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { validate } from '../infra/http.ts';
import { hasOptedOutOfTracking } from './privacy-signals.ts';
import { recordAnalyticsEvents } from './record-analytics-events.ts';

/** A page sends a batch every few seconds at most; this leaves room for many tabs behind one address. */
export const ANALYTICS_RULE = { name: 'analytics', points: 60, windowSeconds: 60 };

/**
 * POST /api/analytics/events: a batch of first-party events (the SPA sends it with fetch or
 * navigator.sendBeacon). Works signed in or out and records no user, session or address. A browser
 * asking not to be tracked gets 204 and nothing is stored. Over the limit the batch is refused
 * without a security event: losing a page view is not worth a log line each time.
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  '/events',
  async (c, next) => {
    if (hasOptedOutOfTracking(c.req.raw.headers)) return c.body(null, 204);
    await next();
  },
  validate('json', analyticsBatchSchema),
  async (c) => {
    const { db, rateLimiter } = c.get('deps');
    const verdict = await rateLimiter.consume(ANALYTICS_RULE, c.get('rateLimitClient'));
    if (!verdict.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many events. Please try again later.', {
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    }
    await recordAnalyticsEvents(db, c.req.valid('json').events);
    return c.body(null, 204);
  },
);
