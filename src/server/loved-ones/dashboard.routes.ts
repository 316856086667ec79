import { Hono } from 'hono';
import { z } from 'zod';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { NOT_AUTHENTICATED, validate } from '../infra/http.ts';
import { readSignedInDashboard } from './read-dashboard.ts';

const dashboardQuery = timeZoneQuerySchema.extend({ lovedOne: z.string().max(64).optional() });

/**
 * The main dashboard in one request. It checks the session itself, inside its first statement: the
 * app's session check steps aside for it (app.ts, decision 055).
 */
export const dashboardRoutes = new Hono<AppEnv>().get('/', validate('query', dashboardQuery), async (c) => {
  const { lovedOne, timeZone } = c.req.valid('query');
  const dashboard = await readSignedInDashboard(c.get('deps'), c.req.raw.headers, lovedOne, timeZone);
  if (!dashboard) throw new AppError('UNAUTHENTICATED', NOT_AUTHENTICATED);
  return c.json(dashboard);
});
