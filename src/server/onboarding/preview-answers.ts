import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import type { OnboardingAnswers } from '#shared/onboarding/onboarding-answers.ts';
import type { Db } from '../db/client.ts';
import type { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { previewRegeneration } from './save-generated-tasks.ts';

/** What new answers would change in the loved one's checklist; nothing is written. */
export async function previewAnswers(
  db: Db,
  lovedOne: Pick<typeof lovedOnes.$inferSelect, 'id' | 'kind'>,
  answers: OnboardingAnswers,
  today: string,
) {
  const generated = generateChecklist({ path: lovedOne.kind, answers, today });
  return { changes: await previewRegeneration(db, lovedOne.id, generated) };
}
