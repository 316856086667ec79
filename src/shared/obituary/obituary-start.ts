import type { Pronouns } from '../memorials/memorial-options.ts';
import type { ObituaryAnswers } from './obituary-answers.ts';
import { EMPTY_ANSWERS } from './obituary-answers.ts';
import { type GatheringFacts, serviceSentences } from './service-sentences.ts';

/** What Harbor already knows when the writer opens: the profile, and the memorial page if there is one. */
export type ObituaryStart = {
  lovedOne: {
    firstName: string;
    lastName: string;
    nameGiven: boolean;
    dateOfBirth: string | null;
    dateOfDeath: string | null;
    obituary: string | null;
  };
  memorial: {
    slug: string;
    pronouns: Pronouns | null;
    charityName: string | null;
    description: string | null;
    events: GatheringFacts[];
  } | null;
  /** Who writes the draft: the configured model, or Harbor's templates. */
  writer: 'model' | 'templates';
};

/** The questions' first answers, filled from the record so the family only adds what Harbor cannot know. */
export function prefilledAnswers(start: ObituaryStart): ObituaryAnswers {
  const { lovedOne, memorial } = start;
  return {
    ...EMPTY_ANSWERS,
    // A relationship standing in for a name ("Parent") is never offered as their name.
    fullName: lovedOne.nameGiven ? `${lovedOne.firstName} ${lovedOne.lastName}`.trim() : '',
    knownAs: lovedOne.nameGiven ? lovedOne.firstName : '',
    pronouns: memorial?.pronouns ?? null,
    birthDate: lovedOne.dateOfBirth ?? '',
    deathDate: lovedOne.dateOfDeath ?? '',
    serviceDetails: memorial ? serviceSentences(memorial.events) : '',
    charity: memorial?.charityName ?? '',
  };
}
