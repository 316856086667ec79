import { Hono } from 'hono';
import { z } from 'zod';
import { FOLLOW_MESSAGES } from '#shared/memorial-followers/follow-messages.ts';
import { followRequestSchema } from '#shared/memorial-followers/follow-schemas.ts';
import { TRIBUTE_HONEYPOT_FIELD } from '#shared/memorials/memorial-messages.ts';
import type { AppEnv } from '../app-env.ts';
import { enforceRateLimit, noteHoneypot, validate } from '../infra/http.ts';
import { confirmFollow, findFollowConfirmation } from './confirm-follow.ts';
import { requireFollowablePage } from './followed-page.ts';
import { FOLLOW_CLIENT_RULE, FOLLOW_PAGE_RULE } from './follower-rate-limits.ts';
import { requestFollow } from './request-follow.ts';
import { describeStop, requireStopClaim, stopFollowing } from './stop-following.ts';

const memorialParam = z.object({ memorialId: z.string().min(1).max(100) });
const tokenParam = z.object({ token: z.string().min(1).max(512) });

/** Visitors ask to follow a live page, with no account (issue 22). */
export const memorialFollowersRoutes = new Hono<AppEnv>().post(
  '/:memorialId/followers',
  validate('param', memorialParam),
  validate('json', followRequestSchema),
  async (c) => {
    const { db, rateLimiter, config } = c.get('deps');
    const page = await requireFollowablePage(db, c.req.valid('param').memorialId);
    await enforceRateLimit(c, FOLLOW_CLIENT_RULE, c.get('rateLimitClient'), FOLLOW_MESSAGES.rateLimited);
    await enforceRateLimit(c, FOLLOW_PAGE_RULE, page.id, FOLLOW_MESSAGES.rateLimited);
    const { [TRIBUTE_HONEYPOT_FIELD]: honeypot, ...request } = c.req.valid('json');
    if (honeypot) await noteHoneypot(c, 'memorial_follow');
    else await requestFollow({ db, rateLimiter, mail: config }, page, request);
    // One answer whether the address is new, waiting, already following or over its limit.
    return c.json({ received: true as const }, 202);
  },
);

/**
 * The pages the follower's links open, signed in or not: the link itself is the proof. GET only reads,
 * so a mail scanner that follows links confirms and stops nothing; the pages' buttons POST.
 */
export const followLinksRoutes = new Hono<AppEnv>()
  .get('/confirm/:token', validate('param', tokenParam), async (c) =>
    c.json(await findFollowConfirmation(c.get('deps').db, c.req.valid('param').token)),
  )
  .post('/confirm/:token', validate('param', tokenParam), async (c) =>
    c.json(await confirmFollow(c.get('deps').db, c.req.valid('param').token)),
  )
  .get('/stop/:token', validate('param', tokenParam), async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await describeStop(db, requireStopClaim(config, c.req.valid('param').token)));
  })
  .post('/stop/:token', validate('param', tokenParam), async (c) => {
    const { db, config } = c.get('deps');
    const claim = requireStopClaim(config, c.req.valid('param').token);
    await stopFollowing(db, claim);
    return c.json({ ...(await describeStop(db, claim)), stopped: true as const });
  });

/**
 * RFC 8058 one-click at the address in List-Unsubscribe (the same address the stop page has): a mail
 * app POSTs `List-Unsubscribe=One-Click` there, with no cookie and from no page of ours.
 */
export const oneClickStopFollowingRoutes = new Hono<AppEnv>().post(
  '/:token',
  validate('param', tokenParam),
  async (c) => {
    const { db, config } = c.get('deps');
    await stopFollowing(db, requireStopClaim(config, c.req.valid('param').token));
    return c.text('You no longer follow this memorial page.');
  },
);
