import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../infra/http.ts';
import { recordClientEvent } from './record-client-event.ts';

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

/** The spec's start-up and global-error events from the browser; always 204, logged or dropped. */
export const clientEventsRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', clientEventSchema),
  async (c) => {
    await recordClientEvent(c.get('deps'), {
      ...c.req.valid('json'),
      userId: c.get('user')?.id ?? null,
      ipAddress: c.get('clientIp'),
      userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    });
    return c.body(null, 204);
  },
);
