import { Hono } from 'hono';
import { z } from 'zod';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import { fullName } from '#shared/team/person-name.ts';
import { joinKeySchema } from '#shared/team/team.ts';
import type { AppEnv } from '../app-env.ts';
import { enforceRateLimit, requireUser, validate } from '../infra/http.ts';
import { findJoinStatus } from './find-join-status.ts';
import { findJoinTarget } from './find-join-target.ts';
import { requestToJoin } from './request-to-join.ts';
import { findPerson } from './team-people.ts';

const keyBody = z.object({ key: joinKeySchema });
const JOIN_LOOKUP_RULE = { name: 'join_link_lookup', points: 60, windowSeconds: 15 * 60 };

/** The quick share link: the key, not the bare id, is what admits a visitor to ask. */
export const joinRoutes = new Hono<AppEnv>()
  .post('/:lovedOneId/lookup', validate('json', keyBody), async (c) => {
    await enforceRateLimit(c, JOIN_LOOKUP_RULE, c.get('rateLimitClient'));
    const { db } = c.get('deps');
    const lovedOne = await findJoinTarget(db, c.req.param('lovedOneId'), c.req.valid('json').key);
    const admin = await findPerson(db, lovedOne.adminUserId);
    const user = c.get('user');
    return c.json({
      lovedOneName: lovedOne.name,
      isOwnPlan: isOwnPlan(lovedOne.kind),
      adminName: admin ? fullName(admin) : null,
      status: user ? await findJoinStatus(db, lovedOne.id, user.id) : null,
    });
  })
  .post('/:lovedOneId/requests', validate('json', keyBody), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const lovedOne = await findJoinTarget(db, c.req.param('lovedOneId'), c.req.valid('json').key);
    return c.json({ status: await requestToJoin(db, lovedOne.id, user.id) }, 201);
  });
