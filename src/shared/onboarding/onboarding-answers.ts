import { z } from 'zod';
import { findCounty } from '../geo/us-counties.ts';
import { findState, US_STATE_CODES } from '../geo/us-states.ts';
import { isIsoDate } from '../validation/dates.ts';
import { nameField, optionalNameField } from '../validation/names.ts';
import {
  BASIC_QUESTIONS,
  BENEFIT_OPTIONS,
  BURIAL_PLACE_OPTIONS,
  CARE_STATUS_OPTIONS,
  DEATH_CIRCUMSTANCE_OPTIONS,
  DEBT_OPTIONS,
  DEPENDENTS_STATUS_OPTIONS,
  DISPOSITION_OPTIONS,
  ESTATE_BAND_OPTIONS,
  FEDERAL_SERVICE_OPTIONS,
  FINANCIAL_ACCOUNT_OPTIONS,
  HEALTHCARE_DIRECTIVE_OPTIONS,
  HOME_OPTIONS,
  NOTIFICATIONS_STATUS_OPTIONS,
  ONLINE_ACCOUNT_OPTIONS,
  type OnboardingQuestion,
  PLACE_OF_DEATH_OPTIONS,
  PLANNING_REASON_OPTIONS,
  PROBATE_OPTIONS,
  type QuestionFlow,
  RELATIONSHIP_OPTIONS,
  ROLE_OPTIONS,
  SERVICE_OPTIONS,
  SURVIVING_SPOUSE_OPTIONS,
  UTILITY_OPTIONS,
  WILL_STATUS_OPTIONS,
  YES_NO,
  YES_NO_NOT_SURE,
} from './questions.ts';

export const ANSWER_MESSAGES = {
  unknownOption: 'Please choose one of the options offered',
  duplicateOption: 'Each option can be chosen only once',
  invalidDate: 'Please enter a real date as YYYY-MM-DD',
  futureDate: "The date of passing can't be in the future",
  unknownState: 'Please choose a US state or DC',
  unknownCounty: 'Please choose a county of that state',
  firstNameRequired: 'Please add their first name, or skip this question',
} as const;

export { isIsoDate };

// null is accepted as "skipped" because a chat that upserts one answer at a time may store it.
const single = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: ANSWER_MESSAGES.unknownOption }).nullish();

const multi = <const T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(z.enum(options, { error: ANSWER_MESSAGES.unknownOption }))
    .refine((chosen) => new Set(chosen).size === chosen.length, ANSWER_MESSAGES.duplicateOption)
    .nullish();

// The spec's generator reads jurisdiction.state or jurisdiction.state_code, and people type
// 'Texas' as often as 'TX': all of them are normalised to the USPS code.
const jurisdictionSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== 'object' || value === null) return value;
      const raw = value as Record<string, unknown>;
      const state = raw.state ?? raw.state_code;
      const code = typeof state === 'string' ? (findState(state)?.code ?? state) : state;
      return { state: code, county: raw.county };
    },
    z.object({
      state: z.enum(US_STATE_CODES, { error: ANSWER_MESSAGES.unknownState }),
      county: z.string().trim().max(100).nullish(),
    }),
  )
  .refine((jurisdiction) => !jurisdiction.county || findCounty(jurisdiction.state, jurisdiction.county), {
    message: ANSWER_MESSAGES.unknownCounty,
    path: ['county'],
  })
  .nullish();

const isBlankName = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const { first, last } = value as { first?: unknown; last?: unknown };
  const isBlank = (part: unknown) => part === undefined || (typeof part === 'string' && part.trim() === '');
  return isBlank(first) && isBlank(last);
};

// Two empty boxes sent with Next are a skip, not a mistake to correct.
export const deceasedNameSchema = z.preprocess(
  (value) => (isBlankName(value) ? null : value),
  z
    .object({
      // The profile's name rules, so a name given here is one the profile form also accepts. Only
      // the first name is needed: many know no more.
      first: nameField(ANSWER_MESSAGES.firstNameRequired),
      last: optionalNameField().default(''),
    })
    .nullish(),
);

function dateOfDeathSchema(today: string | undefined) {
  return z
    .string()
    .refine(isIsoDate, ANSWER_MESSAGES.invalidDate)
    .refine((date) => today === undefined || date <= today, ANSWER_MESSAGES.futureDate)
    .nullish();
}

function answersShape(today: string | undefined) {
  return {
    deceased_name: deceasedNameSchema,
    relationship_to_deceased: single(RELATIONSHIP_OPTIONS),
    date_of_death: dateOfDeathSchema(today),
    jurisdiction: jurisdictionSchema,
    care_status: single(CARE_STATUS_OPTIONS),
    dependents_status: single(DEPENDENTS_STATUS_OPTIONS),
    notifications_status: single(NOTIFICATIONS_STATUS_OPTIONS),
    planning_reason: single(PLANNING_REASON_OPTIONS),
    healthcare_directive: single(HEALTHCARE_DIRECTIVE_OPTIONS),
    will_status: single(WILL_STATUS_OPTIONS),
    funeral_home_chosen: single(YES_NO),
    disposition: single(DISPOSITION_OPTIONS),
    service: single(SERVICE_OPTIONS),
    printed_programs: single(YES_NO),
    livestream: single(YES_NO),
    flowers: single(YES_NO),
    food: single(YES_NO),
    death_circumstances: single(DEATH_CIRCUMSTANCE_OPTIONS),
    place_of_death: single(PLACE_OF_DEATH_OPTIONS),
    burial_place: single(BURIAL_PLACE_OPTIONS),
    surviving_spouse: single(SURVIVING_SPOUSE_OPTIONS),
    dependents: single(YES_NO),
    pets: single(YES_NO),
    home: single(HOME_OPTIONS),
    employer: single(YES_NO),
    federal_service: single(FEDERAL_SERVICE_OPTIONS),
    assets: single(YES_NO),
    financial_accounts: multi(FINANCIAL_ACCOUNT_OPTIONS),
    debts: multi(DEBT_OPTIONS),
    probate: single(PROBATE_OPTIONS),
    benefits: multi(BENEFIT_OPTIONS),
    social_security: single(YES_NO_NOT_SURE),
    medicaid: single(YES_NO_NOT_SURE),
    living_trust: single(YES_NO_NOT_SURE),
    estate_band: single(ESTATE_BAND_OPTIONS),
    utilities: multi(UTILITY_OPTIONS),
    online_accounts: multi(ONLINE_ACCOUNT_OPTIONS),
    veteran: single(YES_NO),
    military_retiree: single(YES_NO),
    role: single(ROLE_OPTIONS),
  };
}

/**
 * The answers map (question id → answer) without the "not in the future" check, for reading
 * answers back from storage, where yesterday's valid answer must not start failing. Unknown
 * question ids are refused: they can only be a client bug.
 */
export const onboardingAnswersSchema = z.strictObject(answersShape(undefined));

const answersSchemaOn = (today: string) => z.strictObject(answersShape(today));

let forLatestDay: { today: string; schema: ReturnType<typeof answersSchemaOn> } | undefined;

/**
 * The answers map as submitted on `today` (YYYY-MM-DD, the user's local date): as above, and
 * the date of death may not be after today. `.shape[id]` validates a single chat answer.
 * Built once per day asked for: a form checks an answer as it is typed, and the map holds ~40 rules.
 */
export function onboardingAnswersSchemaFor(today: string) {
  if (forLatestDay?.today !== today) forLatestDay = { today, schema: answersSchemaOn(today) };
  return forLatestDay.schema;
}

export type OnboardingAnswersInput = z.input<typeof onboardingAnswersSchema>;
export type OnboardingAnswers = z.output<typeof onboardingAnswersSchema>;

/** A name answer counts only with a first name: a last name alone does not name anyone. */
export function hasFirstName(value: unknown): value is { first: string; last?: string } {
  const first = (value as { first?: unknown } | null | undefined)?.first;
  return typeof first === 'string' && first.trim() !== '';
}

function isAnswered(question: OnboardingQuestion, answers: OnboardingAnswers): boolean {
  const value: unknown = answers[question.id as keyof OnboardingAnswers];
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  // An empty multi-select is a real answer ("none of these"); a location needs its state.
  if (Array.isArray(value)) return true;
  if (question.kind === 'location') return Boolean((value as { state?: unknown }).state);
  if (question.kind === 'name') return hasFirstName(value);
  return true;
}

/**
 * The rounded percent of a flow's basic questions answered: 7 for recent loss, 3 for planning
 * ahead, 10 for the chat. Pass a question list to count another set.
 */
export function completionPct(
  flowOrQuestions: QuestionFlow | readonly OnboardingQuestion[],
  answers: OnboardingAnswers,
): number {
  const questions = typeof flowOrQuestions === 'string' ? BASIC_QUESTIONS[flowOrQuestions] : flowOrQuestions;
  if (questions.length === 0) return 100;
  const answered = questions.filter((question) => isAnswered(question, answers)).length;
  return Math.round((answered / questions.length) * 100);
}
