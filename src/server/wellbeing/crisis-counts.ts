import { desc, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { wellbeingCrisisDailyCounts } from './wellbeing.schema.ts';

// What the service keeps about a crisis check that fired: one more on today's count. Not who,
// not why, not where from, not what was written (decision 033).

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Adds one to the day's count of support-chat messages the crisis check flagged. */
export async function countCrisisDetection(db: Db, at = new Date()): Promise<void> {
  await db
    .insert(wellbeingCrisisDailyCounts)
    .values({ day: utcDay(at), count: 1 })
    .onConflictDoUpdate({
      target: wellbeingCrisisDailyCounts.day,
      set: { count: sql`${wellbeingCrisisDailyCounts.count} + 1` },
    });
}

/** The daily counts for the operator console, newest day first. */
export async function listCrisisDailyCounts(db: Db, days: number, now = new Date()) {
  const since = utcDay(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000));
  return db
    .select({ day: wellbeingCrisisDailyCounts.day, count: wellbeingCrisisDailyCounts.count })
    .from(wellbeingCrisisDailyCounts)
    .where(gte(wellbeingCrisisDailyCounts.day, since))
    .orderBy(desc(wellbeingCrisisDailyCounts.day));
}
