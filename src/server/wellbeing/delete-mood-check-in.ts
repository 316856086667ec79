import { isIsoDate } from '../../shared/wellbeing/moods.ts';
import type { Db } from '../db/client.ts';
import { findMoodCheckIn, removeMoodCheckIn } from './moods.repository.ts';

/**
 * A check-in is named by its day within the person's own, so nobody else's can be reached; a day
 * without one (its check-in deleted already) has nothing to delete (decision 081).
 */
export async function deleteMoodCheckIn(db: Db, userId: string, date: string) {
  const row = isIsoDate(date) ? await findMoodCheckIn(db, userId, date) : undefined;
  if (row) await removeMoodCheckIn(db, row);
}
