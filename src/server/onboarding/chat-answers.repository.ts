import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { griefSupportAnswers } from './onboarding.schema.ts';

type ChatAnswers = Record<string, unknown>;

/** The user's saved chat answers as question key → answer (null = skipped). */
export async function listChatAnswers(db: Db, userId: string): Promise<ChatAnswers> {
  const rows = await db
    .select({ questionKey: griefSupportAnswers.questionKey, answer: griefSupportAnswers.answer })
    .from(griefSupportAnswers)
    .where(eq(griefSupportAnswers.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.questionKey, row.answer ?? null]));
}

/** One answer, saved as soon as it is given (the spec's upsert per question). */
export async function saveChatAnswer(db: Db, userId: string, questionKey: string, answer: unknown) {
  await db
    .insert(griefSupportAnswers)
    .values({ userId, questionKey, answer: answer ?? null })
    .onConflictDoUpdate({
      target: [griefSupportAnswers.userId, griefSupportAnswers.questionKey],
      set: { answer: sql`excluded.answer`, updatedAt: new Date() },
    });
}

/** Start over: every saved chat answer of the user goes. */
export async function deleteChatAnswers(db: Db, userId: string): Promise<void> {
  await db.delete(griefSupportAnswers).where(eq(griefSupportAnswers.userId, userId));
}
