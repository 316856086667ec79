import { findState } from '../geo/us-states.ts';
import { formatWholeDollars } from '../inventory/money.ts';
import { noSmallEstateRouteWords, smallEstateLimitWords } from '../state-rules/small-estate-limit.ts';
import { FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS, stateRulesFor } from '../state-rules/state-rules.ts';
import { isIsoDate } from '../validation/dates.ts';

// The onboarding questions as data, shared by the setup dialog, the chat assessment, the
// answers schema and the checklist generator, so option strings are written exactly once.
// Answers are stored as the option text itself (answers_json { relationship_to_deceased:
// 'My parent' }), as the spec's generator reads them that way.

export const ONBOARDING_PATHS = ['recent-loss', 'planning-ahead'] as const;
export type OnboardingPath = (typeof ONBOARDING_PATHS)[number];

/** Which basic question set a screen asks: the setup dialog asks one path's, the chat all 10. */
export type QuestionFlow = OnboardingPath | 'chat';

export const YES_NO = ['Yes', 'No'] as const;

export const RELATIONSHIP_OPTIONS = [
  'My parent',
  'My grandparent',
  'My spouse or partner',
  'My child',
  'My sibling',
  'My friend',
  'Other',
] as const;
export const CARE_STATUS_OPTIONS = ['Yes', 'Not yet', "I'm not sure"] as const;
export const DEPENDENTS_STATUS_OPTIONS = ['Yes', 'No', 'Not sure yet'] as const;
export const NOTIFICATIONS_STATUS_OPTIONS = ['Yes', 'Not yet'] as const;

export const PLANNING_REASON_OPTIONS = [
  'Health concerns',
  'Age/life stage',
  'Family request',
  'Peace of mind',
  'Other',
] as const;
export const HEALTHCARE_DIRECTIVE_OPTIONS = ['Yes', 'No', 'Not sure what that is'] as const;
// 'In progress' is for one's own will, 'Not sure' for theirs: each path shows its own three.
export const WILL_STATUS_OPTIONS = ['Yes', 'No', 'In progress', 'Not sure'] as const;
const WILL_STATUS_PLANNING_OPTIONS = ['Yes', 'No', 'In progress'] as const;
const WILL_STATUS_RECENT_LOSS_OPTIONS = ['Yes', 'No', 'Not sure'] as const;
export const YES_NO_NOT_SURE = ['Yes', 'No', 'Not sure'] as const;

export const DISPOSITION_OPTIONS = ['Burial', 'Cremation', 'Organ/tissue donation'] as const;
export const SERVICE_OPTIONS = ['Yes', 'Not sure', 'No'] as const;
export const PROBATE_OPTIONS = ['Yes', 'No', 'Not sure'] as const;
export const FINANCIAL_ACCOUNT_OPTIONS = ['Bank accounts', 'Credit cards', 'Investments/retirement'] as const;
// A landlord is not a debt: renting is answered by the home question (issue #19).
export const DEBT_OPTIONS = ['Mortgage', 'Car loan', 'Personal/other loan'] as const;
export const BENEFIT_OPTIONS = ['Life insurance', 'Retirement benefits', "Veterans' benefits"] as const;
export const UTILITY_OPTIONS = ['Electric/gas/water', 'Cell phone', 'Cable/internet'] as const;
export const ONLINE_ACCOUNT_OPTIONS = [
  'Email/cloud',
  'Social media',
  'Streaming/news subscriptions',
  'Password manager/crypto',
] as const;
export const ROLE_OPTIONS = ['Executor', 'Family member helping', 'Other'] as const;

// Issue #19: what the checklist needs to know and the spec never asked.
export const DEATH_CIRCUMSTANCE_OPTIONS = [
  'Expected, after an illness or in old age',
  'Sudden or unexpected',
] as const;
export const PLACE_OF_DEATH_OPTIONS = [
  'At home',
  'In a hospital',
  'In a hospice',
  'In a nursing or care home',
  'Outside the United States',
] as const;
export const HOME_OPTIONS = [
  'In a home they owned',
  'In a home they rented',
  'With family',
  'In a nursing or care home',
] as const;
export const SURVIVING_SPOUSE_OPTIONS = ['Yes, me', 'Yes, someone else', 'No'] as const;
export const BURIAL_PLACE_OPTIONS = [
  'A private, church or town cemetery',
  'A national or state veterans cemetery',
  'Not decided yet',
] as const;
export const FEDERAL_SERVICE_OPTIONS = [
  'Yes, and still working there',
  'Yes, and retired from it',
  'No',
] as const;
export const ESTATE_BAND_OPTIONS = [
  'Small: under the state’s small-estate limit',
  'Larger, up to the federal estate tax limit',
  'Over the federal estate tax limit',
  'Not sure',
] as const;

export type QuestionKind = 'single' | 'multi' | 'date' | 'location' | 'name';
/** The answers so far, as a screen holds them (question id → answer). */
type AnswersSoFar = Readonly<Record<string, unknown>>;

export type OnboardingQuestion = {
  id: string;
  kind: QuestionKind;
  /** Wording on the question's own path (personalise questions: about someone who died). */
  prompt: string;
  /** The planning questions, reworded when the chat is about someone who has died. */
  recentLossPrompt?: string;
  /** Personalise questions that also make sense about one's own plans; absent = not asked. */
  planningAheadPrompt?: string;
  /**
   * Asked after "What was their name?": the wording with the first name they gave (the product rule:
   * never "your loved one" once the name is known); `prompt` is the wording while none was given.
   */
  namedPrompt?: (name: string) => string;
  /** A gentle line under the prompt: why we ask, or what a term means. */
  hint?: string;
  /** The answer choices, stored verbatim; empty for date, location and name questions. */
  options: readonly string[];
  /** The choices shown after a recent loss, where they differ from `options`. */
  recentLossOptions?: readonly string[];
  /**
   * Asked only when an earlier answer makes it matter (`after`, the question that decides it);
   * absent = always asked.
   */
  askIf?: { after: string; when: (answers: AnswersSoFar) => boolean };
};

const ifServicePlanned = {
  after: 'service',
  when: (answers: AnswersSoFar) => answers.service === 'Yes' || answers.service === 'Not sure',
};

export const QUESTIONS = {
  // Asked first so every later screen can say their name instead of 'Parent' (issue #19).
  deceased_name: {
    id: 'deceased_name',
    kind: 'name',
    prompt: 'What was their name?',
    hint: 'So we can use their name, not a label. You can add it later.',
    options: [],
  },
  relationship_to_deceased: {
    id: 'relationship_to_deceased',
    kind: 'single',
    prompt: 'We’re so sorry for your loss. Who have you lost?',
    hint: 'This helps us use the right words and show what usually matters for your family.',
    options: RELATIONSHIP_OPTIONS,
  },
  date_of_death: {
    id: 'date_of_death',
    kind: 'date',
    prompt: 'When did they pass away?',
    namedPrompt: (name) => `When did ${name} pass away?`,
    hint: 'An approximate date is fine. We use it to work out the few deadlines that are real.',
    options: [],
  },
  jurisdiction: {
    id: 'jurisdiction',
    kind: 'location',
    prompt: 'Where did they live?',
    namedPrompt: (name) => `Where did ${name} live?`,
    planningAheadPrompt: 'Where do you live?',
    hint: 'Choose the state, then the county. Death certificates and probate are handled locally.',
    options: [],
  },
  care_status: {
    id: 'care_status',
    kind: 'single',
    prompt: 'Are they in the care of a funeral home, hospital or medical examiner?',
    namedPrompt: (name) => `Is ${name} in the care of a funeral home, hospital or medical examiner?`,
    hint: 'If not yet, we’ll help you with who to call first.',
    options: CARE_STATUS_OPTIONS,
  },
  dependents_status: {
    id: 'dependents_status',
    kind: 'single',
    // People only: a pet made this Yes and brought survivor benefits (issue #19); pets are asked apart.
    prompt: 'Was anyone relying on them for day-to-day care, such as children or an adult they looked after?',
    namedPrompt: (name) =>
      `Was anyone relying on ${name} for day-to-day care, such as children or an adult they looked after?`,
    options: DEPENDENTS_STATUS_OPTIONS,
  },
  notifications_status: {
    id: 'notifications_status',
    kind: 'single',
    prompt: 'Have close family and friends been told?',
    hint: 'There’s no right pace for this. We can help you share the news when you’re ready.',
    options: NOTIFICATIONS_STATUS_OPTIONS,
  },
  planning_reason: {
    id: 'planning_reason',
    kind: 'single',
    prompt: 'What’s bringing you to plan ahead?',
    recentLossPrompt: 'A loss often makes us think about our own plans. What’s on your mind?',
    options: PLANNING_REASON_OPTIONS,
  },
  healthcare_directive: {
    id: 'healthcare_directive',
    kind: 'single',
    prompt: 'Do you have a healthcare directive, sometimes called a living will?',
    namedPrompt: (name) => `Did ${name} have a healthcare directive, sometimes called a living will?`,
    recentLossPrompt: 'Did they have a healthcare directive, sometimes called a living will?',
    hint: 'It says what medical care someone wants if they can’t speak for themselves.',
    options: HEALTHCARE_DIRECTIVE_OPTIONS,
  },
  will_status: {
    id: 'will_status',
    kind: 'single',
    prompt: 'Do you have a will?',
    namedPrompt: (name) => `Did ${name} leave a will?`,
    recentLossPrompt: 'Did they leave a will?',
    options: WILL_STATUS_PLANNING_OPTIONS,
    recentLossOptions: WILL_STATUS_RECENT_LOSS_OPTIONS,
  },

  funeral_home_chosen: {
    id: 'funeral_home_chosen',
    kind: 'single',
    prompt: 'Have you chosen a funeral home?',
    options: YES_NO,
  },
  disposition: {
    id: 'disposition',
    kind: 'single',
    prompt: 'How will they be laid to rest?',
    namedPrompt: (name) => `How will ${name} be laid to rest?`,
    planningAheadPrompt: 'What would you like for yourself?',
    hint: 'Choose what is planned so far. You can change it later.',
    options: DISPOSITION_OPTIONS,
  },
  service: {
    id: 'service',
    kind: 'single',
    prompt: 'Will there be a funeral, memorial or celebration of life?',
    planningAheadPrompt: 'Would you like a service or gathering to remember you?',
    options: SERVICE_OPTIONS,
  },
  printed_programs: {
    id: 'printed_programs',
    kind: 'single',
    askIf: ifServicePlanned,
    prompt: 'Would you like printed programs for the service?',
    options: YES_NO,
  },
  livestream: {
    id: 'livestream',
    kind: 'single',
    askIf: ifServicePlanned,
    prompt: 'Would you like to livestream the service for people who can’t be there?',
    options: YES_NO,
  },
  flowers: {
    id: 'flowers',
    kind: 'single',
    askIf: ifServicePlanned,
    prompt: 'Would you like help with flowers, or with naming a charity for donations?',
    options: YES_NO,
  },
  food: {
    id: 'food',
    kind: 'single',
    askIf: ifServicePlanned,
    prompt: 'Will there be food or a gathering after the service?',
    options: YES_NO,
  },
  death_circumstances: {
    id: 'death_circumstances',
    kind: 'single',
    prompt: 'Was their death expected?',
    namedPrompt: (name) => `Was ${name}’s death expected?`,
    hint: 'A sudden death usually involves the medical examiner, which changes the first steps.',
    options: DEATH_CIRCUMSTANCE_OPTIONS,
  },
  place_of_death: {
    id: 'place_of_death',
    kind: 'single',
    prompt: 'Where did they die?',
    namedPrompt: (name) => `Where did ${name} die?`,
    options: PLACE_OF_DEATH_OPTIONS,
  },
  burial_place: {
    id: 'burial_place',
    kind: 'single',
    prompt: 'Where will they be buried?',
    namedPrompt: (name) => `Where will ${name} be buried?`,
    planningAheadPrompt: 'Where would you like to be buried?',
    options: BURIAL_PLACE_OPTIONS,
    askIf: { after: 'disposition', when: (answers) => answers.disposition === 'Burial' },
  },
  surviving_spouse: {
    id: 'surviving_spouse',
    kind: 'single',
    prompt: 'Did they leave a husband, wife or partner?',
    namedPrompt: (name) => `Did ${name} leave a husband, wife or partner?`,
    options: SURVIVING_SPOUSE_OPTIONS,
    // Someone who lost their spouse has said so already.
    askIf: {
      after: 'relationship_to_deceased',
      when: (answers) => answers.relationship_to_deceased !== 'My spouse or partner',
    },
  },
  dependents: {
    id: 'dependents',
    kind: 'single',
    prompt: 'Did they have children or others who depended on them?',
    namedPrompt: (name) => `Did ${name} have children or others who depended on them?`,
    planningAheadPrompt: 'Does anyone depend on you, such as children or a parent you care for?',
    options: YES_NO,
  },
  pets: {
    id: 'pets',
    kind: 'single',
    prompt: 'Did they have pets that need looking after?',
    namedPrompt: (name) => `Did ${name} have pets that need looking after?`,
    planningAheadPrompt: 'Do you have pets someone would need to look after?',
    options: YES_NO,
  },
  home: {
    id: 'home',
    kind: 'single',
    prompt: 'Where were they living?',
    namedPrompt: (name) => `Where was ${name} living?`,
    options: HOME_OPTIONS,
  },
  employer: {
    id: 'employer',
    kind: 'single',
    prompt: 'Were they working when they died?',
    namedPrompt: (name) => `Was ${name} working when they died?`,
    options: YES_NO,
  },
  federal_service: {
    id: 'federal_service',
    kind: 'single',
    prompt: 'Did they work for the federal government?',
    namedPrompt: (name) => `Did ${name} work for the federal government?`,
    hint: 'Federal workers and retirees have their own life insurance, pension and savings plan.',
    options: FEDERAL_SERVICE_OPTIONS,
  },
  assets: {
    id: 'assets',
    kind: 'single',
    prompt: 'Did they own a home, land or a vehicle?',
    namedPrompt: (name) => `Did ${name} own a home, land or a vehicle?`,
    planningAheadPrompt: 'Do you own a home, land or a vehicle?',
    options: YES_NO,
  },
  financial_accounts: {
    id: 'financial_accounts',
    kind: 'multi',
    prompt: 'Which of these did they have? Choose any that apply.',
    namedPrompt: (name) => `Which of these did ${name} have? Choose any that apply.`,
    planningAheadPrompt: 'Which of these do you have? Choose any that apply.',
    options: FINANCIAL_ACCOUNT_OPTIONS,
  },
  debts: {
    id: 'debts',
    kind: 'multi',
    prompt: 'Were they paying any of these? Choose any that apply.',
    namedPrompt: (name) => `Was ${name} paying any of these? Choose any that apply.`,
    planningAheadPrompt: 'Are you paying any of these? Choose any that apply.',
    options: DEBT_OPTIONS,
  },
  probate: {
    id: 'probate',
    kind: 'single',
    prompt: 'Will the estate go through probate?',
    hint: 'Probate is the court process that confirms who can settle the estate. Not sure is fine.',
    options: PROBATE_OPTIONS,
  },
  benefits: {
    id: 'benefits',
    kind: 'multi',
    prompt: 'Did they have any of these? Choose any that apply.',
    namedPrompt: (name) => `Did ${name} have any of these? Choose any that apply.`,
    planningAheadPrompt: 'Do you have any of these? Choose any that apply.',
    options: BENEFIT_OPTIONS,
  },
  social_security: {
    id: 'social_security',
    kind: 'single',
    prompt: 'Were they receiving Social Security payments?',
    namedPrompt: (name) => `Was ${name} receiving Social Security payments?`,
    options: YES_NO_NOT_SURE,
  },
  medicaid: {
    id: 'medicaid',
    kind: 'single',
    prompt: 'Did Medicaid pay for any of their care after age 55, such as a nursing home?',
    namedPrompt: (name) => `Did Medicaid pay for any of ${name}’s care after age 55, such as a nursing home?`,
    hint: 'States may ask to be repaid from the estate, so it is worth knowing early.',
    options: YES_NO_NOT_SURE,
  },
  living_trust: {
    id: 'living_trust',
    kind: 'single',
    prompt: 'Did they have a living trust?',
    namedPrompt: (name) => `Did ${name} have a living trust?`,
    planningAheadPrompt: 'Do you have a living trust?',
    hint: 'A trust holds property so it can pass without probate. A will on its own is not a trust.',
    options: YES_NO_NOT_SURE,
  },
  estate_band: {
    id: 'estate_band',
    kind: 'single',
    prompt: 'Roughly how much did they own in their name alone?',
    namedPrompt: (name) => `Roughly how much did ${name} own in their name alone?`,
    planningAheadPrompt: 'Roughly how much do you own in your name alone?',
    hint: 'Leave out joint accounts and anything with a named beneficiary. A rough idea is enough.',
    options: ESTATE_BAND_OPTIONS,
  },
  utilities: {
    id: 'utilities',
    kind: 'multi',
    prompt: 'Which services were in their name? Choose any that apply.',
    namedPrompt: (name) => `Which services were in ${name}’s name? Choose any that apply.`,
    options: UTILITY_OPTIONS,
  },
  online_accounts: {
    id: 'online_accounts',
    kind: 'multi',
    prompt: 'Which online accounts did they use? Choose any that apply.',
    namedPrompt: (name) => `Which online accounts did ${name} use? Choose any that apply.`,
    planningAheadPrompt: 'Which online accounts would someone need to look after for you?',
    options: ONLINE_ACCOUNT_OPTIONS,
  },
  veteran: {
    id: 'veteran',
    kind: 'single',
    prompt: 'Did they serve in the military?',
    namedPrompt: (name) => `Did ${name} serve in the military?`,
    planningAheadPrompt: 'Did you serve in the military?',
    options: YES_NO,
  },
  military_retiree: {
    id: 'military_retiree',
    kind: 'single',
    prompt: 'Were they receiving military retired pay?',
    namedPrompt: (name) => `Was ${name} receiving military retired pay?`,
    hint: 'Retired pay comes from DFAS; it stops at death and may continue to a survivor.',
    options: YES_NO,
    askIf: { after: 'veteran', when: (answers) => answers.veteran === 'Yes' },
  },
  role: {
    id: 'role',
    kind: 'single',
    prompt: 'What is your part in looking after their affairs?',
    namedPrompt: (name) => `What is your part in looking after ${name}’s affairs?`,
    hint: 'The executor is the person named in the will (or by a court) to settle the estate.',
    options: ROLE_OPTIONS,
  },
} as const satisfies Record<string, OnboardingQuestion>;

export type QuestionId = keyof typeof QUESTIONS;
export const QUESTION_IDS = Object.keys(QUESTIONS) as QuestionId[];

export const RECENT_LOSS_QUESTIONS: readonly OnboardingQuestion[] = [
  QUESTIONS.deceased_name,
  QUESTIONS.relationship_to_deceased,
  QUESTIONS.date_of_death,
  QUESTIONS.jurisdiction,
  QUESTIONS.care_status,
  QUESTIONS.dependents_status,
  QUESTIONS.notifications_status,
];

export const PLANNING_AHEAD_QUESTIONS: readonly OnboardingQuestion[] = [
  QUESTIONS.planning_reason,
  QUESTIONS.healthcare_directive,
  QUESTIONS.will_status,
];

export const CHAT_QUESTIONS: readonly OnboardingQuestion[] = [
  ...RECENT_LOSS_QUESTIONS,
  ...PLANNING_AHEAD_QUESTIONS,
];

/** The basic questions each flow asks; completion_pct is counted over these. */
export const BASIC_QUESTIONS: Readonly<Record<QuestionFlow, readonly OnboardingQuestion[]>> = {
  'recent-loss': RECENT_LOSS_QUESTIONS,
  'planning-ahead': PLANNING_AHEAD_QUESTIONS,
  chat: CHAT_QUESTIONS,
};

// The optional "Personalise your checklist" step, in the order a person thinks it through: how
// and where they died, the arrangements, family and home, work, money, the estate, accounts.
const RECENT_LOSS_PERSONALISE: readonly OnboardingQuestion[] = [
  QUESTIONS.death_circumstances,
  QUESTIONS.place_of_death,
  QUESTIONS.funeral_home_chosen,
  QUESTIONS.disposition,
  QUESTIONS.burial_place,
  QUESTIONS.service,
  QUESTIONS.printed_programs,
  QUESTIONS.livestream,
  QUESTIONS.flowers,
  QUESTIONS.food,
  QUESTIONS.surviving_spouse,
  QUESTIONS.dependents,
  QUESTIONS.pets,
  QUESTIONS.home,
  QUESTIONS.employer,
  QUESTIONS.federal_service,
  QUESTIONS.veteran,
  QUESTIONS.military_retiree,
  QUESTIONS.assets,
  QUESTIONS.financial_accounts,
  QUESTIONS.debts,
  QUESTIONS.benefits,
  QUESTIONS.social_security,
  QUESTIONS.medicaid,
  QUESTIONS.will_status,
  QUESTIONS.living_trust,
  QUESTIONS.probate,
  QUESTIONS.estate_band,
  QUESTIONS.utilities,
  QUESTIONS.online_accounts,
  QUESTIONS.role,
];

// Planning ahead asks only what makes sense about one's own affairs (a funeral home or employer
// question would not), and the state first: the will, probate and estate tax depend on it.
const PLANNING_AHEAD_PERSONALISE: readonly OnboardingQuestion[] = [
  QUESTIONS.jurisdiction,
  QUESTIONS.disposition,
  QUESTIONS.burial_place,
  QUESTIONS.service,
  QUESTIONS.dependents,
  QUESTIONS.pets,
  QUESTIONS.assets,
  QUESTIONS.financial_accounts,
  QUESTIONS.debts,
  QUESTIONS.benefits,
  QUESTIONS.veteran,
  QUESTIONS.living_trust,
  QUESTIONS.estate_band,
  QUESTIONS.online_accounts,
];

/**
 * The personalise questions to ask on a path given the answers so far: a question whose `askIf`
 * says it does not matter (the programs when there is no service) is left out, and so is any
 * question already asked among the basic ones (`alreadyAsked`, e.g. the chat's will question).
 */
export function personaliseQuestionsFor(
  path: OnboardingPath,
  answers: AnswersSoFar = {},
  alreadyAsked: readonly OnboardingQuestion[] = [],
): readonly OnboardingQuestion[] {
  return personaliseOrder(path, alreadyAsked).filter((question) => question.askIf?.when(answers) ?? true);
}

const personaliseOrder = (path: OnboardingPath, alreadyAsked: readonly OnboardingQuestion[]) =>
  (path === 'recent-loss' ? RECENT_LOSS_PERSONALISE : PLANNING_AHEAD_PERSONALISE).filter(
    (question) => !alreadyAsked.includes(question),
  );

/**
 * Where someone is in the personalise questions ("7 of 27"), at the question `currentId`. The total
 * counts every question still to come that may yet be asked: one that waits on an answer not given
 * yet counts until that answer leaves it out. So the total only shrinks as answers come; counted
 * from the questions that applied so far, it grew ("of 25", then "of 31"), ever more to do.
 */
export function personaliseCounter(
  path: OnboardingPath,
  answers: AnswersSoFar,
  currentId: string,
  alreadyAsked: readonly OnboardingQuestion[] = [],
): { position: number; total: number } {
  const order = personaliseOrder(path, alreadyAsked);
  const current = order.findIndex((question) => question.id === currentId);
  const indexOf = (id: string) => order.findIndex((question) => question.id === id);
  // The deciding answer is still to come: a later question, or the current one not answered yet.
  const undecided = (after: string) =>
    indexOf(after) > current || (indexOf(after) === current && answers[after] === undefined);
  const mayBeAsked = (question: OnboardingQuestion, index: number) =>
    !question.askIf || (index > current && undecided(question.askIf.after)) || question.askIf.when(answers);
  const counted = order.flatMap((question, index) => (mayBeAsked(question, index) ? [index] : []));
  return { position: counted.filter((index) => index <= current).length, total: counted.length };
}

/** The choices to show for a question on a path. */
export function optionsFor(question: OnboardingQuestion, path: OnboardingPath): readonly string[] {
  return path === 'recent-loss' ? (question.recentLossOptions ?? question.options) : question.options;
}

/**
 * The gentle line under a question. The estate band names the limits its choices refer to: the
 * state's small-estate limit once the state is known, and the federal estate tax limit, so the
 * stored choices never carry a figure that changes.
 */
export function hintFor(question: OnboardingQuestion, answers: AnswersSoFar = {}): string | undefined {
  if (question.id !== QUESTIONS.estate_band.id) return question.hint;
  const federal = `The federal estate tax limit is ${formatWholeDollars(FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS)}.`;
  const code = (answers.jurisdiction as { state?: unknown } | null | undefined)?.state;
  const state = typeof code === 'string' ? findState(code) : undefined;
  if (!state) return `${question.hint} ${federal}`;
  const death = answers.date_of_death;
  const dateOfDeath = typeof death === 'string' && isIsoDate(death) ? death : null;
  const { smallEstate } = stateRulesFor(state.code);
  if (smallEstate === null) return `${question.hint} ${noSmallEstateRouteWords(state.name)}. ${federal}`;
  return `${question.hint} ${state.name}’s small-estate limit is ${smallEstateLimitWords(smallEstate, dateOfDeath)}. ${federal}`;
}

/**
 * The first name answered to "What was their name?", or null: the questions after it speak of the
 * person as a family would ("When did Rose pass away?"), not by their full name each time.
 */
function answeredFirstName(answers: AnswersSoFar): string | null {
  const name = answers[QUESTIONS.deceased_name.id] as { first?: unknown } | null | undefined;
  const first = typeof name?.first === 'string' ? name.first.trim() : '';
  return first || null;
}

/** The words to show for a question on a path; `answers` so far give the name a question may say. */
export function promptFor(
  question: OnboardingQuestion,
  path: OnboardingPath,
  answers: AnswersSoFar = {},
): string {
  if (path === 'recent-loss') {
    const name = question.namedPrompt ? answeredFirstName(answers) : null;
    if (name && question.namedPrompt) return question.namedPrompt(name);
    return question.recentLossPrompt ?? question.prompt;
  }
  return question.planningAheadPrompt ?? question.prompt;
}
