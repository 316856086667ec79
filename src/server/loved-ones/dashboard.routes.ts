import { Hono } from 'hono';
import { z } from 'zod';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import type { AppEnv } from '../app-env.ts';
import { requireUser, validate } from '../infra/http.ts';
import { readDashboard } from './read-dashboard.ts';

const dashboardQuery = timeZoneQuerySchema.extend({ lovedOne: z.string().max(64).optional() });

/** The main dashboard in one request (readDashboard). */
export const dashboardRoutes = new Hono<AppEnv>().get('/', validate('query', dashboardQuery), async (c) => {
  const user = requireUser(c);
  const { lovedOne, timeZone } = c.req.valid('query');
  return c.json(await readDashboard(c.get('deps').db, user.id, lovedOne, timeZone));
});
