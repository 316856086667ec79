import { addDays } from '../../shared/dates/calendar-days.ts';
import { latestTodayOnEarth } from '../../shared/dates/time-zones.ts';
import type { Db } from '../db/client.ts';
import { listMoodCheckIns } from './moods.repository.ts';
import type { PrivateText } from './private-text-cipher.ts';

/** The last `days` of check-ins, counted back from the latest "today" on Earth; the page trims to its own today. */
export function listRecentMoodCheckIns(db: Db, userId: string, days: number, text: PrivateText) {
  return listMoodCheckIns(db, userId, addDays(latestTodayOnEarth(), -(days + 1)), text);
}
