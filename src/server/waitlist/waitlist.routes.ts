import { Hono } from 'hono';
import { waitlistEntrySchema } from '#shared/validation/waitlist.ts';
import type { AppEnv } from '../app-env.ts';
import { enforceRateLimit, validate } from '../infra/http.ts';
import { joinWaitlist } from './waitlist.repository.ts';

const WAITLIST_RULE = { name: 'waitlist', points: 20, windowSeconds: 60 * 60 };

export const waitlistRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', waitlistEntrySchema),
  async (c) => {
    await enforceRateLimit(c, WAITLIST_RULE, c.get('rateLimitClient'));
    await joinWaitlist(c.get('deps').db, c.req.valid('json'));
    // The same answer whether or not the e-mail was already listed, so nobody can probe the list.
    return c.json({ ok: true as const }, 201);
  },
);
