import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../infra/http.ts';
import { logSecurityEvent } from '../infra/security-log.ts';

/** Generous for a real page (start-up plus a few errors), small enough that nobody fills the table. */
export const CLIENT_EVENT_RULE = { name: 'client-events', points: 20, windowSeconds: 60 };

const MAX_DETAILS_CHARS = 2_000;

const clientEventSchema = z.object({
  type: z.enum([
    'app_initialized',
    'javascript_error',
    'unhandled_promise_rejection',
    // Work the page starts without being asked (e.g. seeding a checklist) that failed quietly.
    'background_request_failed',
  ]),
  details: z
    .record(z.string().max(64), z.union([z.string().max(1_000), z.number(), z.boolean(), z.null()]))
    .refine((details) => JSON.stringify(details).length <= MAX_DETAILS_CHARS, 'Details are too long')
    .default({}),
});

/**
 * The spec's start-up and global-error events from the browser. Over the limit, events are dropped
 * quietly: reporting must never turn into an error loop or a flood of rate-limit events.
 */
export const clientEventsRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', clientEventSchema),
  async (c) => {
    const { db, rateLimiter } = c.get('deps');
    const verdict = await rateLimiter.consume(CLIENT_EVENT_RULE, c.get('clientIp'));
    if (!verdict.allowed) return c.body(null, 204);
    const { type, details } = c.req.valid('json');
    await logSecurityEvent(db, {
      type,
      userId: c.get('user')?.id ?? null,
      ipAddress: c.get('clientIp'),
      details: { ...details, userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null },
    });
    return c.body(null, 204);
  },
);
