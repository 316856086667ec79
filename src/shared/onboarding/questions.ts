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
export const WILL_STATUS_OPTIONS = ['Yes', 'No', 'In progress'] as const;

export const DISPOSITION_OPTIONS = ['Burial', 'Cremation', 'Organ/tissue donation'] as const;
export const SERVICE_OPTIONS = ['Yes', 'Not sure', 'No'] as const;
export const PROBATE_OPTIONS = ['Yes', 'No', 'Not sure'] as const;
export const FINANCIAL_ACCOUNT_OPTIONS = ['Bank accounts', 'Credit cards', 'Investments/retirement'] as const;
export const DEBT_OPTIONS = ['Mortgage/landlord', 'Car loan', 'Personal/other loan'] as const;
export const BENEFIT_OPTIONS = ['Life insurance', 'Retirement benefits', "Veterans' benefits"] as const;
export const UTILITY_OPTIONS = ['Electric/gas/water', 'Cell phone', 'Cable/internet'] as const;
export const ONLINE_ACCOUNT_OPTIONS = [
  'Email/cloud',
  'Social media',
  'Streaming/news subscriptions',
  'Password manager/crypto',
] as const;
export const ROLE_OPTIONS = ['Executor', 'Family member helping', 'Other'] as const;

export type QuestionKind = 'single' | 'multi' | 'date' | 'location' | 'name';
export type QuestionSection = 'recent-loss' | 'planning-ahead' | 'personalise';

export type OnboardingQuestion = {
  id: string;
  kind: QuestionKind;
  section: QuestionSection;
  /** Wording on the question's own path (personalise questions: about someone who died). */
  prompt: string;
  /** The planning questions, reworded when the chat is about someone who has died. */
  recentLossPrompt?: string;
  /** Personalise questions that also make sense about one's own plans; absent = not asked. */
  planningAheadPrompt?: string;
  /** A gentle line under the prompt: why we ask, or what a term means. */
  hint?: string;
  /** The answer choices, stored verbatim; empty for date, location and name questions. */
  options: readonly string[];
};

export const QUESTIONS = {
  // Asked first so every later screen can say their name instead of 'Parent' (issue #19).
  deceased_name: {
    id: 'deceased_name',
    kind: 'name',
    section: 'recent-loss',
    prompt: 'What was their name?',
    hint: 'So we can use their name, not a label. You can add it later.',
    options: [],
  },
  relationship_to_deceased: {
    id: 'relationship_to_deceased',
    kind: 'single',
    section: 'recent-loss',
    prompt: 'We’re so sorry for your loss. Who have you lost?',
    hint: 'This helps us use the right words and show what usually matters for your family.',
    options: RELATIONSHIP_OPTIONS,
  },
  date_of_death: {
    id: 'date_of_death',
    kind: 'date',
    section: 'recent-loss',
    prompt: 'When did they pass away?',
    hint: 'An approximate date is fine. We use it to work out the few deadlines that are real.',
    options: [],
  },
  jurisdiction: {
    id: 'jurisdiction',
    kind: 'location',
    section: 'recent-loss',
    prompt: 'Where did they live?',
    hint: 'Choose the state, then the county. Death certificates and probate are handled locally.',
    options: [],
  },
  care_status: {
    id: 'care_status',
    kind: 'single',
    section: 'recent-loss',
    prompt: 'Is your loved one in the care of a funeral home, hospital or medical examiner?',
    hint: 'If not yet, we’ll help you with who to call first.',
    options: CARE_STATUS_OPTIONS,
  },
  dependents_status: {
    id: 'dependents_status',
    kind: 'single',
    section: 'recent-loss',
    prompt: 'Was anyone relying on them for day-to-day care, such as children, a partner or pets?',
    options: DEPENDENTS_STATUS_OPTIONS,
  },
  notifications_status: {
    id: 'notifications_status',
    kind: 'single',
    section: 'recent-loss',
    prompt: 'Have close family and friends been told?',
    hint: 'There’s no right pace for this. We can help you share the news when you’re ready.',
    options: NOTIFICATIONS_STATUS_OPTIONS,
  },
  planning_reason: {
    id: 'planning_reason',
    kind: 'single',
    section: 'planning-ahead',
    prompt: 'What’s bringing you to plan ahead?',
    recentLossPrompt: 'A loss often makes us think about our own plans. What’s on your mind?',
    options: PLANNING_REASON_OPTIONS,
  },
  healthcare_directive: {
    id: 'healthcare_directive',
    kind: 'single',
    section: 'planning-ahead',
    prompt: 'Do you have a healthcare directive, sometimes called a living will?',
    recentLossPrompt: 'Did they have a healthcare directive, sometimes called a living will?',
    hint: 'It says what medical care someone wants if they can’t speak for themselves.',
    options: HEALTHCARE_DIRECTIVE_OPTIONS,
  },
  will_status: {
    id: 'will_status',
    kind: 'single',
    section: 'planning-ahead',
    prompt: 'Do you have a will?',
    recentLossPrompt: 'Did they leave a will?',
    options: WILL_STATUS_OPTIONS,
  },

  funeral_home_chosen: {
    id: 'funeral_home_chosen',
    kind: 'single',
    section: 'personalise',
    prompt: 'Have you chosen a funeral home?',
    options: YES_NO,
  },
  disposition: {
    id: 'disposition',
    kind: 'single',
    section: 'personalise',
    prompt: 'How will they be laid to rest?',
    planningAheadPrompt: 'What would you like for yourself?',
    hint: 'Choose what is planned so far. You can change it later.',
    options: DISPOSITION_OPTIONS,
  },
  service: {
    id: 'service',
    kind: 'single',
    section: 'personalise',
    prompt: 'Will there be a funeral, memorial or celebration of life?',
    planningAheadPrompt: 'Would you like a service or gathering to remember you?',
    options: SERVICE_OPTIONS,
  },
  printed_programs: {
    id: 'printed_programs',
    kind: 'single',
    section: 'personalise',
    prompt: 'Would you like printed programs for the service?',
    options: YES_NO,
  },
  livestream: {
    id: 'livestream',
    kind: 'single',
    section: 'personalise',
    prompt: 'Would you like to livestream the service for people who can’t be there?',
    options: YES_NO,
  },
  flowers: {
    id: 'flowers',
    kind: 'single',
    section: 'personalise',
    prompt: 'Would you like help with flowers, or with naming a charity for donations?',
    options: YES_NO,
  },
  food: {
    id: 'food',
    kind: 'single',
    section: 'personalise',
    prompt: 'Will there be food or a gathering after the service?',
    options: YES_NO,
  },
  dependents: {
    id: 'dependents',
    kind: 'single',
    section: 'personalise',
    prompt: 'Did they have children or others who depended on them?',
    planningAheadPrompt: 'Does anyone depend on you, such as children or a parent you care for?',
    options: YES_NO,
  },
  employer: {
    id: 'employer',
    kind: 'single',
    section: 'personalise',
    prompt: 'Were they working when they died?',
    options: YES_NO,
  },
  assets: {
    id: 'assets',
    kind: 'single',
    section: 'personalise',
    prompt: 'Did they own a home, land or a vehicle?',
    planningAheadPrompt: 'Do you own a home, land or a vehicle?',
    options: YES_NO,
  },
  financial_accounts: {
    id: 'financial_accounts',
    kind: 'multi',
    section: 'personalise',
    prompt: 'Which of these did they have? Choose any that apply.',
    planningAheadPrompt: 'Which of these do you have? Choose any that apply.',
    options: FINANCIAL_ACCOUNT_OPTIONS,
  },
  debts: {
    id: 'debts',
    kind: 'multi',
    section: 'personalise',
    prompt: 'Were they paying any of these? Choose any that apply.',
    planningAheadPrompt: 'Are you paying any of these? Choose any that apply.',
    options: DEBT_OPTIONS,
  },
  probate: {
    id: 'probate',
    kind: 'single',
    section: 'personalise',
    prompt: 'Will the estate go through probate?',
    hint: 'Probate is the court process that confirms who can settle the estate. Not sure is fine.',
    options: PROBATE_OPTIONS,
  },
  benefits: {
    id: 'benefits',
    kind: 'multi',
    section: 'personalise',
    prompt: 'Did they have any of these? Choose any that apply.',
    planningAheadPrompt: 'Do you have any of these? Choose any that apply.',
    options: BENEFIT_OPTIONS,
  },
  utilities: {
    id: 'utilities',
    kind: 'multi',
    section: 'personalise',
    prompt: 'Which services were in their name? Choose any that apply.',
    options: UTILITY_OPTIONS,
  },
  online_accounts: {
    id: 'online_accounts',
    kind: 'multi',
    section: 'personalise',
    prompt: 'Which online accounts did they use? Choose any that apply.',
    planningAheadPrompt: 'Which online accounts would someone need to look after for you?',
    options: ONLINE_ACCOUNT_OPTIONS,
  },
  veteran: {
    id: 'veteran',
    kind: 'single',
    section: 'personalise',
    prompt: 'Did they serve in the military?',
    planningAheadPrompt: 'Did you serve in the military?',
    options: YES_NO,
  },
  role: {
    id: 'role',
    kind: 'single',
    section: 'personalise',
    prompt: 'What is your part in looking after their affairs?',
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

const PERSONALISE_QUESTIONS: readonly OnboardingQuestion[] = Object.values(QUESTIONS).filter(
  (question: OnboardingQuestion) => question.section === 'personalise',
);

/**
 * The optional "Personalise your checklist" step. Planning ahead asks only the questions that
 * make sense about one's own affairs (a funeral home or employer question would not).
 */
export function personaliseQuestionsFor(path: OnboardingPath): readonly OnboardingQuestion[] {
  if (path === 'recent-loss') return PERSONALISE_QUESTIONS;
  return PERSONALISE_QUESTIONS.filter((question) => question.planningAheadPrompt !== undefined);
}

/** The words to show for a question on a path. */
export function promptFor(question: OnboardingQuestion, path: OnboardingPath): string {
  if (path === 'recent-loss') return question.recentLossPrompt ?? question.prompt;
  return question.planningAheadPrompt ?? question.prompt;
}
