import { eq } from 'drizzle-orm';
import { relationshipAnswerFor } from '#shared/onboarding/loved-one-defaults.ts';
import { onboardingAnswersSchema } from '#shared/onboarding/onboarding-answers.ts';
import type { Db } from '../db/client.ts';
import type { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { onboardingAnswers } from './onboarding.schema.ts';

type LovedOneRow = Pick<
  typeof lovedOnes.$inferSelect,
  | 'id'
  | 'kind'
  | 'firstName'
  | 'lastName'
  | 'nameGiven'
  | 'relationshipToUser'
  | 'dateOfDeath'
  | 'stateCode'
  | 'county'
>;

/**
 * What the profile already says, as answers: a loved one added through Add Loved One has a name,
 * a relationship and a date of death but no answers yet, and nobody should type them twice. A
 * value the answers' rules would refuse is left out, to be asked.
 */
function answersFromProfile(lovedOne: LovedOneRow) {
  if (lovedOne.kind !== 'recent-loss') return {};
  const shape = onboardingAnswersSchema.shape;
  const candidates = {
    deceased_name: lovedOne.nameGiven ? { first: lovedOne.firstName, last: lovedOne.lastName } : undefined,
    relationship_to_deceased: relationshipAnswerFor(lovedOne.relationshipToUser),
    date_of_death: lovedOne.dateOfDeath ?? undefined,
    jurisdiction: lovedOne.stateCode ? { state: lovedOne.stateCode, county: lovedOne.county } : undefined,
  };
  const answers: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(candidates)) {
    if (value === undefined) continue;
    const parsed = shape[id as keyof typeof candidates].safeParse(value);
    if (parsed.success && parsed.data != null) answers[id] = parsed.data;
  }
  return answers;
}

/**
 * The answers saved for a loved one, to prefill re-personalising. None saved yet (a loved one
 * added through Add Loved One): what the profile says, and completionPct null.
 */
export async function findSavedAnswers(db: Db, lovedOne: LovedOneRow) {
  const [stored] = await db
    .select()
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.lovedOneId, lovedOne.id));
  return {
    path: lovedOne.kind,
    answers: stored ? onboardingAnswersSchema.parse(stored.answersJson) : answersFromProfile(lovedOne),
    completionPct: stored?.completionPct ?? null,
  };
}
