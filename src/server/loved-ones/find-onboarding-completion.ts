import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { onboardingAnswers } from '../onboarding/onboarding.schema.ts';

/**
 * Onboarding's completion_pct for this loved one, or null when it was never onboarded (a profile made
 * with Add Loved One): then there is no banner and overall progress comes from the tasks alone.
 */
export async function findOnboardingCompletionPct(db: Db, lovedOneId: string): Promise<number | null> {
  const [row] = await db
    .select({ completionPct: onboardingAnswers.completionPct })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
  return row?.completionPct ?? null;
}
