import { Hono } from 'hono';
import { z } from 'zod';
import { addDaysIso, latestTodayOnEarth } from '../../shared/dashboard/calendar-dates.ts';
import { detectCrisis } from '../../shared/wellbeing/crisis-detection.ts';
import { isIsoDate, moodEntrySchema, WELLBEING_MESSAGES } from '../../shared/wellbeing/moods.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { requireUser, validate } from '../infra/http.ts';
import { deleteMoodCheckIn, listMoodCheckIns, saveMoodCheckIn } from './moods.repository.ts';
import { privateTextOf } from './private-text-for-request.ts';

const MOOD_NOT_FOUND = 'Check-in not found';

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
    // Counted back from the latest "today" on Earth; the page trims to its own today.
    const since = addDaysIso(latestTodayOnEarth(), -(c.req.valid('query').days + 1));
    const checkIns = await listMoodCheckIns(c.get('deps').db, user.id, since, privateTextOf(c, user.id));
    return c.json({ checkIns });
  })
  .put('/', validate('json', moodEntrySchema), async (c) => {
    const user = requireUser(c);
    const entry = c.req.valid('json');
    if (entry.date > latestTodayOnEarth()) {
      throw new AppError('VALIDATION_FAILED', WELLBEING_MESSAGES.dateInFuture, {
        issues: [{ path: 'date', message: WELLBEING_MESSAGES.dateInFuture }],
      });
    }
    const checkIn = await saveMoodCheckIn(c.get('deps').db, user.id, entry, privateTextOf(c, user.id));
    // For the author's own screen only; nothing about it is stored or counted (decision 033).
    return c.json({ checkIn, crisisLevel: detectCrisis(entry.note ?? '').level });
  })
  .delete('/:date', validate('param', dateParamSchema), async (c) => {
    const user = requireUser(c);
    const { date } = c.req.valid('param');
    if (!isIsoDate(date) || !(await deleteMoodCheckIn(c.get('deps').db, user.id, date))) {
      throw notFound(MOOD_NOT_FOUND);
    }
    return c.json({ ok: true as const });
  });
