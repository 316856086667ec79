import { latestTodayOnEarth } from '../../shared/dates/time-zones.ts';
import { detectCrisis } from '../../shared/wellbeing/crisis-detection.ts';
import { type MoodEntry, WELLBEING_MESSAGES } from '../../shared/wellbeing/moods.ts';
import type { Db } from '../db/client.ts';
import { invalidField } from '../infra/app-error.ts';
import { upsertMoodCheckIn } from './moods.repository.ts';
import type { PrivateText } from './private-text-cipher.ts';

/** One check-in per day: a second one for the same day replaces the first. */
export async function saveMoodCheckIn(db: Db, userId: string, entry: MoodEntry, text: PrivateText) {
  if (entry.date > latestTodayOnEarth()) {
    throw invalidField('date', WELLBEING_MESSAGES.dateInFuture);
  }
  const checkIn = await upsertMoodCheckIn(db, userId, entry, text);
  // For the author's own screen only; nothing about it is stored or counted (decision 033).
  return { checkIn, crisisLevel: detectCrisis(entry.note ?? '').level };
}
