import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { onboardingAnswers } from '../onboarding/onboarding.schema.ts';

/**
 * Onboarding's completion_pct for this loved one, or null when it was never measured (a loved one
 * added by hand has no onboarding answers: no banner, progress from tasks alone).
 */
export async function findOnboardingCompletionPct(db: Db, lovedOneId: string): Promise<number | null> {
  const [row] = await db
    .select({ completionPct: onboardingAnswers.completionPct })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
  return row?.completionPct ?? null;
}
