import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { onboardingAnswers } from '../onboarding/onboarding.schema.ts';

/**
 * Onboarding's completion_pct for this loved one (one row at most: one answer set per loved one), as a
 * query that runs alone or sits inside a bigger statement as a scalar subquery (the dashboards' summary).
 */
export const onboardingCompletionPctQuery = (db: Db, lovedOneId: string) =>
  db
    .select({ completionPct: onboardingAnswers.completionPct })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.lovedOneId, lovedOneId));

/**
 * Onboarding's completion_pct for this loved one, or null when it was never onboarded (a profile made
 * with Add Loved One): then there is no banner and overall progress comes from the tasks alone.
 */
export async function findOnboardingCompletionPct(db: Db, lovedOneId: string): Promise<number | null> {
  const [row] = await onboardingCompletionPctQuery(db, lovedOneId);
  return row?.completionPct ?? null;
}
