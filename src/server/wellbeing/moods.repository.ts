import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { MoodEntry, MoodValue } from '../../shared/wellbeing/moods.ts';
import type { Db } from '../db/client.ts';
import type { PrivateText } from './private-text-cipher.ts';
import { moodCheckIns } from './wellbeing.schema.ts';

type MoodCheckInView = {
  date: string;
  mood: MoodValue;
  tags: string[];
  note: string | null;
  updatedAt: string;
};

type Row = typeof moodCheckIns.$inferSelect;

const toView = (row: Row, text: PrivateText): MoodCheckInView => ({
  date: row.checkInDate,
  mood: row.mood as MoodValue,
  tags: row.tags,
  note: text.openOptional('mood.note', row.noteCiphertext),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export async function listMoodCheckIns(db: Db, userId: string, since: string, text: PrivateText) {
  const rows = await db
    .select()
    .from(moodCheckIns)
    .where(and(eq(moodCheckIns.userId, userId), gte(moodCheckIns.checkInDate, since)))
    .orderBy(asc(moodCheckIns.checkInDate));
  return rows.map((row) => toView(row, text));
}

/** One check-in per day: a second one for the same day replaces the first (the unique index holds it). */
export async function upsertMoodCheckIn(db: Db, userId: string, entry: MoodEntry, text: PrivateText) {
  const values = {
    mood: entry.mood,
    tags: entry.tags,
    noteCiphertext: text.sealOptional('mood.note', entry.note),
  };
  const [row] = await db
    .insert(moodCheckIns)
    .values({ userId, checkInDate: entry.date, ...values })
    .onConflictDoUpdate({
      target: [moodCheckIns.userId, moodCheckIns.checkInDate],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return toView(row!, text);
}

export async function findMoodCheckIn(db: Db, userId: string, date: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(moodCheckIns)
    .where(and(eq(moodCheckIns.userId, userId), eq(moodCheckIns.checkInDate, date)));
  return row;
}

export async function removeMoodCheckIn(db: Db, row: Row): Promise<void> {
  await db.delete(moodCheckIns).where(and(eq(moodCheckIns.id, row.id), eq(moodCheckIns.userId, row.userId)));
}
