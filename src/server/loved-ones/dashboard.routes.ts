import { Hono } from 'hono';
import { z } from 'zod';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import type { AppEnv } from '../app-env.ts';
import { requireUser, validate } from '../infra/http.ts';
import { listAccessibleLovedOnes } from './list-accessible-loved-ones.ts';
import { toLovedOneView } from './loved-one-view.ts';
import { summarizeLovedOne } from './summarize-loved-one.ts';

const dashboardQuery = timeZoneQuerySchema.extend({ lovedOne: z.string().max(64).optional() });

/**
 * The main dashboard in one request: the user's loved ones and the summary of the chosen one
 * (`lovedOne`, or the first when it is missing or not theirs — which reveals nothing).
 */
export const dashboardRoutes = new Hono<AppEnv>().get('/', validate('query', dashboardQuery), async (c) => {
  const user = requireUser(c);
  const { db } = c.get('deps');
  const { lovedOne: wanted, timeZone } = c.req.valid('query');
  const accessible = await listAccessibleLovedOnes(db, user.id);
  const selected = accessible.find(({ row }) => row.id === wanted) ?? accessible[0] ?? null;
  const summary = selected
    ? await summarizeLovedOne(db, selected.row.id, todayIn(timeZone), {
        userId: user.id,
        role: selected.role,
      })
    : null;
  return c.json({
    lovedOnes: accessible.map(({ row, role }) => toLovedOneView(row, { userId: user.id, role })),
    selectedId: selected?.row.id ?? null,
    summary,
  });
});
