import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import type { OnboardingAnswers } from '#shared/onboarding/onboarding-answers.ts';
import type { Db } from '../db/client.ts';
import type { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { answersNamedAs } from './retitle-generated-tasks.ts';
import { previewRegeneration } from './save-generated-tasks.ts';
import { findNamesForAnswers } from './update-answers.ts';

/** What new answers would change in the loved one's checklist; nothing is written. */
export async function previewAnswers(
  db: Db,
  lovedOne: Pick<typeof lovedOnes.$inferSelect, 'id' | 'kind'>,
  answers: OnboardingAnswers,
  today: string,
) {
  // The titles it lists speak of the person by the name the profile would have.
  const { after } = await findNamesForAnswers(db, lovedOne.id, lovedOne.kind, answers);
  const generated = generateChecklist({
    path: lovedOne.kind,
    answers: answersNamedAs(answers, after),
    today,
  });
  return { changes: await previewRegeneration(db, lovedOne.id, generated) };
}
