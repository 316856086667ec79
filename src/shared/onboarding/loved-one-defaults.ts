import { PLANNING_AHEAD_NAME } from '../loved-ones/loved-one-display.ts';
import { capitalised } from '../text/capitalised.ts';
import { hasFirstName, type OnboardingAnswers } from './onboarding-answers.ts';
import type { OnboardingPath } from './questions.ts';

/** The spec's relationship options for a loved one (relationship_to_user). */
export const LOVED_ONE_RELATIONSHIPS = [
  'parent',
  'spouse',
  'partner',
  'child',
  'sibling',
  'grandparent',
  'grandchild',
  'aunt_uncle',
  'cousin',
  'friend',
  'other',
] as const;
type LovedOneRelationship = (typeof LOVED_ONE_RELATIONSHIPS)[number];

const UNNAMED_LOVED_ONE_FIRST_NAME = 'Loved One';

const RELATIONSHIP_TO_USER: Readonly<Record<string, LovedOneRelationship>> = {
  'My parent': 'parent',
  'My grandparent': 'grandparent',
  'My spouse or partner': 'spouse',
  'My child': 'child',
  'My sibling': 'sibling',
  'My friend': 'friend',
  Other: 'other',
};

/** The relationship_to_user for a relationship_to_deceased answer; null when unanswered. */
export function relationshipToUser(answer: string | null | undefined): LovedOneRelationship | null {
  if (!answer) return null;
  return RELATIONSHIP_TO_USER[answer] ?? null;
}

/**
 * The setup answer for a profile's relationship_to_user, the inverse of the rule above: a partner
 * is 'My spouse or partner', and a relationship the question does not offer is 'Other'.
 */
export function relationshipAnswerFor(relationship: string | null | undefined): string | undefined {
  if (!relationship) return undefined;
  if (relationship === 'partner') return 'My spouse or partner';
  const answer = Object.entries(RELATIONSHIP_TO_USER).find(([, value]) => value === relationship)?.[0];
  return answer ?? 'Other';
}

type LovedOneDefaults = {
  firstName: string;
  lastName: string;
  relationshipToUser: LovedOneRelationship | null;
  dateOfDeath: string | null;
  /** False while a relationship stands in for the name (loved_ones.name_given). */
  nameGiven: boolean;
};

/** 'Spouse' for 'My spouse or partner', 'Loved One' when the relationship is unanswered too. */
function relationshipStandIn(relationship: string | null | undefined): string {
  const firstWord = relationship?.replace(/^My /, '').trim().split(/\s+/)[0];
  return firstWord ? capitalised(firstWord) : UNNAMED_LOVED_ONE_FIRST_NAME;
}

/**
 * The loved one that setup creates: named as the user answered "What was their name?". When
 * they skipped it, the spec's rule stands in: the first word of the relationship answer
 * without 'My ' ('My spouse or partner' → 'Spouse'), capitalised because it is shown where a
 * name goes; 'Loved One' when unanswered. Planning ahead is a record of the user's own wishes,
 * named 'My Plans'.
 */
export function lovedOneDefaults(path: OnboardingPath, answers: OnboardingAnswers): LovedOneDefaults {
  if (path === 'planning-ahead') {
    return { ...PLANNING_AHEAD_NAME, relationshipToUser: null, dateOfDeath: null, nameGiven: true };
  }
  const relationship = answers.relationship_to_deceased;
  const name = answers.deceased_name;
  const given = hasFirstName(name)
    ? { firstName: name.first.trim(), lastName: name.last?.trim() ?? '', nameGiven: true }
    : { firstName: relationshipStandIn(relationship), lastName: '', nameGiven: false };
  return {
    ...given,
    relationshipToUser: relationshipToUser(relationship),
    dateOfDeath: answers.date_of_death ?? null,
  };
}
