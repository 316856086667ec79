import { Hono } from 'hono';
import { remembranceSchema } from '#shared/memorials/memorial-schemas.ts';
import { REMEMBRANCE_MESSAGES } from '#shared/memorials/remembrances.ts';
import { memorialPolicy } from '#shared/permissions/memorial-permissions.ts';
import type { AppEnv } from '../app-env.ts';
import { enforceRateLimit, validate } from '../infra/http.ts';
import { reserveSlot } from '../infra/rate-limit.ts';
import { addRemembrance } from './add-remembrance.ts';
import { authorizeMemorial } from './memorial-access.ts';
import { memorialParam } from './memorial-params.ts';
import {
  REMEMBRANCE_CLIENT_RULE,
  REMEMBRANCE_PAGE_RULE,
  REMEMBRANCE_VISITOR_RULE,
} from './memorial-rate-limits.ts';
import { countRemembrances } from './memorial-view.ts';

export const memorialRemembrancesRoutes = new Hono<AppEnv>()
  // Anyone who can read the page, signed in or not: a candle needs no account (issue 22).
  .post(
    '/:memorialId/remembrances',
    validate('param', memorialParam),
    validate('json', remembranceSchema),
    async (c) => {
      const { db, rateLimiter } = c.get('deps');
      const { memorialId } = c.req.valid('param');
      const { kind, visitorId } = c.req.valid('json');
      const { page } = await authorizeMemorial(db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
      const visitorKey = `${page.id}:${kind}:${visitorId}`;
      // The same browser again today (another tab, a double tap): thanked, not counted twice.
      const firstToday = await reserveSlot(rateLimiter, REMEMBRANCE_VISITOR_RULE, visitorKey);
      if (!firstToday.allowed)
        return c.json({ remembrances: await countRemembrances(db, page.id), counted: false });
      try {
        await enforceRateLimit(
          c,
          REMEMBRANCE_CLIENT_RULE,
          c.get('rateLimitClient'),
          REMEMBRANCE_MESSAGES.rateLimited,
        );
        await enforceRateLimit(c, REMEMBRANCE_PAGE_RULE, page.id, REMEMBRANCE_MESSAGES.rateLimited);
      } catch (refused) {
        // Turned away here, this browser has not remembered yet today and may try again later.
        await rateLimiter.refund(REMEMBRANCE_VISITOR_RULE, visitorKey);
        throw refused;
      }
      const remembrances = await addRemembrance(db, page.id, kind);
      return c.json({ remembrances, counted: true as boolean });
    },
  );
