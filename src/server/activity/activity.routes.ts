import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { requireUser, validate } from '../infra/http.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { listActivity } from './list-activity.ts';

const lovedOneParam = z.object({ lovedOneId: z.string().max(64) });
const pageQuery = z.object({ cursor: z.string().max(200).optional() });

/** The team's feed: the admin and members of the loved one read it; anyone else gets 404. */
export const activityRoutes = new Hono<AppEnv>().get(
  '/:lovedOneId',
  validate('param', lovedOneParam),
  validate('query', pageQuery),
  async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listActivity(db, row.id, c.req.valid('query').cursor));
  },
);
