import { findCounty, type UsCounty } from '../geo/us-counties.ts';
import { stateByCode, type UsState } from '../geo/us-states.ts';
import { aprilFifteenthAfter, nineMonthsAfter } from '../legal-forms/legal-forms.ts';
import { hasFirstName, isIsoDate, type OnboardingAnswers } from '../onboarding/onboarding-answers.ts';
import type { OnboardingPath } from '../onboarding/questions.ts';
import { stateRulesFor } from '../state-rules/state-rules.ts';
import type { StateRules } from '../state-rules/state-rules-types.ts';
import { possessive } from '../text/possessive.ts';
import type { ChecklistCategory, ChecklistInput, TaskArea } from './checklist-types.ts';
import { urgentDueDate } from './due-dates.ts';

/**
 * How a task's title speaks of the person who died: by their first name once it is given ("Secure
 * Rose’s home"), or 'they', 'them' and 'their' (decision 038, later).
 */
export type PersonWords = { they: string; them: string; their: string };

export const UNNAMED_PERSON: PersonWords = { they: 'they', them: 'them', their: 'their' };

function personWordsFor(path: OnboardingPath, answers: OnboardingAnswers): PersonWords {
  const name = answers.deceased_name;
  if (path !== 'recent-loss' || !hasFirstName(name)) return UNNAMED_PERSON;
  const first = name.first.trim();
  return { they: first, them: first, their: possessive(first, UNNAMED_PERSON.their) };
}

/** Everything a task definition reads, worked out once per generation. */
export type ChecklistContext = {
  path: OnboardingPath;
  answers: OnboardingAnswers;
  person: PersonWords;
  today: string;
  /** null when unanswered, malformed or after today: no deadline is computed from it. */
  dateOfDeath: string | null;
  /** A service is held when the answer is Yes or Not sure: planning it is still worth a task. */
  isServiceHeld: boolean;
  /** Where memorial tasks go: Memorial Planning exists only when a service is held. */
  memorialCategory: ChecklistCategory;
  isVeteran: boolean;
  /** Who survives them as spouse or partner: the person answering, someone else, or no one we know of. */
  survivingSpouse: 'user' | 'other' | null;
  /** Children or adults who relied on them: people, never pets (issue #19). */
  hasDependents: boolean;
  /** A home or car of theirs to look after: true until the home question says otherwise. */
  hasHomeOrCar: boolean;
  /** The estate band said it is under the state's small-estate limit. */
  isSmallEstate: boolean;
  /** The estate band said it is above that limit: up to the federal exemption, or over it. */
  isLargerEstate: boolean;
  /** The estate band said it is above the federal estate tax exemption. */
  isOverFederalExemption: boolean;
  state: UsState | undefined;
  county: UsCounty | undefined;
  /** The state's tax and probate rules (src/shared/state-rules), once the state is known. */
  stateRules: StateRules | undefined;
  dueDates: {
    urgent: string;
    finalIncomeTaxReturn: string | null;
    estateTaxReturn: string | null;
  };
};

/** Whether a multi-select answer includes an option; the option is checked against the list's type. */
export function chose<T extends string>(list: readonly T[] | null | undefined, option: NoInfer<T>): boolean {
  return list?.includes(option) ?? false;
}

export function buildChecklistContext({ path, answers, today }: ChecklistInput): ChecklistContext {
  if (!isIsoDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date, got '${today}'`);

  const death = answers.date_of_death;
  const dateOfDeath = path === 'recent-loss' && death && isIsoDate(death) && death <= today ? death : null;
  const isServiceHeld = answers.service === 'Yes' || answers.service === 'Not sure';
  const state = answers.jurisdiction?.state ? stateByCode(answers.jurisdiction.state) : undefined;
  const countyAnswer = answers.jurisdiction?.county;
  const county = state && countyAnswer ? findCounty(state.code, countyAnswer) : undefined;
  const isSpouse = answers.relationship_to_deceased === 'My spouse or partner';
  const { home, assets } = answers;

  return {
    path,
    answers,
    person: personWordsFor(path, answers),
    today,
    dateOfDeath,
    isServiceHeld,
    memorialCategory: isServiceHeld ? 'Memorial Planning' : 'Other',
    isVeteran: answers.veteran === 'Yes' || chose(answers.benefits, "Veterans' benefits"),
    survivingSpouse:
      isSpouse || answers.surviving_spouse === 'Yes, me'
        ? 'user'
        : answers.surviving_spouse === 'Yes, someone else'
          ? 'other'
          : null,
    hasDependents: answers.dependents === 'Yes' || answers.dependents_status === 'Yes',
    hasHomeOrCar:
      home === undefined ||
      home === null ||
      home === 'In a home they owned' ||
      home === 'In a home they rented' ||
      assets === 'Yes',
    isSmallEstate: answers.estate_band === 'Small: under the state’s small-estate limit',
    isLargerEstate:
      answers.estate_band === 'Larger, up to the federal estate tax limit' ||
      answers.estate_band === 'Over the federal estate tax limit',
    isOverFederalExemption: answers.estate_band === 'Over the federal estate tax limit',
    state,
    county,
    stateRules: state ? stateRulesFor(state.code) : undefined,
    dueDates: {
      urgent: urgentDueDate(dateOfDeath, today),
      // The dates the Legal Forms Library gives, off weekends and DC holidays: one deadline, said one way.
      finalIncomeTaxReturn: dateOfDeath && aprilFifteenthAfter(dateOfDeath),
      estateTaxReturn: dateOfDeath && nineMonthsAfter(dateOfDeath),
    },
  };
}

type Resolvable<T> = T | ((context: ChecklistContext) => T);

/** One task the generator may add, and the answers that add it. */
export type TaskDefinition = {
  key: string;
  area: TaskArea;
  category: Resolvable<ChecklistCategory>;
  title: Resolvable<string>;
  description: Resolvable<string>;
  estimatedMinutes: Resolvable<number>;
  /** Omitted: no due date. */
  dueDate?: (context: ChecklistContext) => string | null;
  /** Omitted: always added on its path. */
  when?: (context: ChecklistContext) => boolean;
};

export function resolve<T>(value: Resolvable<T>, context: ChecklistContext): T {
  return typeof value === 'function' ? (value as (context: ChecklistContext) => T)(context) : value;
}

/** 'Travis County, Texas'; DC's only county-equivalent is not repeated ('District of Columbia'). */
export function placeName(county: UsCounty, state: UsState): string {
  return county.name === state.name ? state.name : `${county.name}, ${state.name}`;
}
