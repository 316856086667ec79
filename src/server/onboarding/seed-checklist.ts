import { and, eq, sql } from 'drizzle-orm';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { onboardingAnswersSchema } from '#shared/onboarding/onboarding-answers.ts';
import type { Db } from '../db/client.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { onboardingAnswers } from './onboarding.schema.ts';
import { answersNamedAs } from './retitle-generated-tasks.ts';
import { insertGeneratedTasks } from './save-generated-tasks.ts';

type SeedOutcome = 'seeded' | 'has-tasks' | 'incomplete';

/**
 * The spec's auto-seeding: a loved one whose onboarding is 100 % complete and who has no tasks
 * gets its generated checklist, once. Two requests at the same time both see "no tasks", and
 * the unique (loved_one_id, key) index makes the second insert a no-op, so no task is doubled.
 */
export async function seedChecklistIfReady(db: Db, lovedOneId: string, today: string): Promise<SeedOutcome> {
  const [stored] = await db
    .select({
      path: onboardingAnswers.path,
      answersJson: onboardingAnswers.answersJson,
      completionPct: onboardingAnswers.completionPct,
      firstName: lovedOnes.firstName,
      lastName: lovedOnes.lastName,
      nameGiven: lovedOnes.nameGiven,
    })
    .from(onboardingAnswers)
    .innerJoin(lovedOnes, eq(lovedOnes.id, onboardingAnswers.lovedOneId))
    .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
  if (!stored || stored.completionPct < 100) return 'incomplete';
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(eq(tasks.lovedOneId, lovedOneId)));
  if ((existing?.count ?? 0) > 0) return 'has-tasks';
  // Stored answers were valid when saved; reading them without the "not in the future" rule
  // keeps yesterday's answers valid today.
  const answers = onboardingAnswersSchema.parse(stored.answersJson);
  const generated = generateChecklist({ path: stored.path, answers: answersNamedAs(answers, stored), today });
  await insertGeneratedTasks(db, lovedOneId, generated);
  return 'seeded';
}
