import { eq } from 'drizzle-orm';
import { onboardingAnswersSchema } from '#shared/onboarding/onboarding-answers.ts';
import type { Db } from '../db/client.ts';
import type { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { onboardingAnswers } from './onboarding.schema.ts';

/** The answers saved for a loved one, to prefill re-personalising; empty when none were given. */
export async function findSavedAnswers(db: Db, lovedOne: Pick<typeof lovedOnes.$inferSelect, 'id' | 'kind'>) {
  const [stored] = await db
    .select()
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.lovedOneId, lovedOne.id));
  return {
    path: lovedOne.kind,
    answers: stored ? onboardingAnswersSchema.parse(stored.answersJson) : {},
    completionPct: stored?.completionPct ?? null,
  };
}
