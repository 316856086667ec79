import { Hono } from 'hono';
import { z } from 'zod';
import { moodEntrySchema } from '../../shared/wellbeing/moods.ts';
import type { AppEnv } from '../app-env.ts';
import { requireUser, validate } from '../infra/http.ts';
import { deleteMoodCheckIn } from './delete-mood-check-in.ts';
import { listRecentMoodCheckIns } from './list-mood-check-ins.ts';
import { privateTextOf } from './private-text-for-request.ts';
import { saveMoodCheckIn } from './save-mood-check-in.ts';

const rangeSchema = z.object({
  days: z.coerce.number().int().min(1).max(3660).default(90),
});
const dateParamSchema = z.object({ date: z.string().max(10) });

/** /api/moods — the person's daily check-ins, one per day, editable. */
export const moodsRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/', validate('query', rangeSchema), async (c) => {
    const user = requireUser(c);
    const { days } = c.req.valid('query');
    const checkIns = await listRecentMoodCheckIns(c.get('deps').db, user.id, days, privateTextOf(c, user.id));
    return c.json({ checkIns });
  })
  .put('/', validate('json', moodEntrySchema), async (c) => {
    const user = requireUser(c);
    const entry = c.req.valid('json');
    return c.json(await saveMoodCheckIn(c.get('deps').db, user.id, entry, privateTextOf(c, user.id)));
  })
  .delete('/:date', validate('param', dateParamSchema), async (c) => {
    const user = requireUser(c);
    await deleteMoodCheckIn(c.get('deps').db, user.id, c.req.valid('param').date);
    return c.json({ ok: true as const });
  });
