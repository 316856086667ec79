import { Hono } from 'hono';
import { acceptsReplies } from '#shared/memorials/memorial-events.ts';
import { MEMORIAL_MESSAGES, TRIBUTE_HONEYPOT_FIELD } from '#shared/memorials/memorial-messages.ts';
import { rsvpSchema } from '#shared/memorials/memorial-schemas.ts';
import { memorialPolicy } from '#shared/permissions/memorial-permissions.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { enforceRateLimit, noteHoneypot, validate } from '../infra/http.ts';
import { addRsvp } from './add-rsvp.ts';
import { findMemorialEvent } from './find-memorial-event.ts';
import { authorizeMemorial } from './memorial-access.ts';
import { itemIdOf, itemParam } from './memorial-params.ts';
import { RSVP_CLIENT_RULE, RSVP_PAGE_RULE } from './memorial-rate-limits.ts';

export const memorialRsvpsRoutes = new Hono<AppEnv>()
  // Anyone who can read the page replies, with no account; the replies are the admin's to read.
  .post(
    '/:memorialId/events/:itemId/rsvps',
    validate('param', itemParam),
    validate('json', rsvpSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { memorialId, itemId } = c.req.valid('param');
      const { page } = await authorizeMemorial(db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
      const event = await findMemorialEvent(db, page.id, itemIdOf(itemId));
      if (!acceptsReplies(event)) throw new AppError('CONFLICT', MEMORIAL_MESSAGES.rsvpClosed);
      await enforceRateLimit(
        c,
        RSVP_CLIENT_RULE,
        c.get('rateLimitClient'),
        MEMORIAL_MESSAGES.rsvpRateLimited,
      );
      await enforceRateLimit(c, RSVP_PAGE_RULE, page.id, MEMORIAL_MESSAGES.rsvpRateLimited);
      const { [TRIBUTE_HONEYPOT_FIELD]: honeypot, ...reply } = c.req.valid('json');
      if (honeypot) {
        await noteHoneypot(c, 'memorial_rsvp');
        return c.json({ received: true as const }, 201);
      }
      await addRsvp(db, event.id, reply);
      return c.json({ received: true as const }, 201);
    },
  );
