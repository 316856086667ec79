import { isIsoDate } from '../../shared/wellbeing/moods.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { findMoodCheckIn, removeMoodCheckIn } from './moods.repository.ts';
import { requireOwnRecord } from './require-own-record.ts';

const MOOD_NOT_FOUND = 'Check-in not found';

/** A check-in is named by its day within the person's own, so a day without one is the only 404. */
export async function deleteMoodCheckIn(db: Db, userId: string, date: string) {
  const found = isIsoDate(date) ? await findMoodCheckIn(db, userId, date) : undefined;
  const row = requireOwnRecord(found, userId, 'delete', MOOD_NOT_FOUND);
  if (!(await removeMoodCheckIn(db, row))) throw notFound(MOOD_NOT_FOUND);
}
