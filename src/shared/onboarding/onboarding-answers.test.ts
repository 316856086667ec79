import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES } from '../validation/names.ts';
import {
  ANSWER_MESSAGES,
  completionPct,
  isIsoDate,
  type OnboardingAnswers,
  onboardingAnswersSchema,
  onboardingAnswersSchemaFor,
} from './onboarding-answers.ts';
import { QUESTIONS } from './questions.ts';

const TODAY = '2025-06-15';
const schema = onboardingAnswersSchemaFor(TODAY);

function issuesOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2025-12-31', '2000-01-01'])('accepts the real date %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each(['2023-02-29', '2025-13-01', '2025-04-31', '2025-6-1', '15/06/2025', '', '2025-06-15T00:00:00Z'])(
    'refuses %j',
    (date) => {
      expect(isIsoDate(date)).toBe(false);
    },
  );
});

describe('onboardingAnswersSchema', () => {
  it('accepts an empty map, since every question may be skipped', () => {
    expect(schema.parse({})).toEqual({});
  });

  it('accepts a full set of answers', () => {
    const answers = {
      deceased_name: { first: 'Rose', last: 'Lane' },
      relationship_to_deceased: 'My parent',
      date_of_death: '2025-06-01',
      jurisdiction: { state: 'TX', county: 'Travis County' },
      care_status: "I'm not sure",
      dependents_status: 'Not sure yet',
      notifications_status: 'Yes',
      planning_reason: 'Peace of mind',
      healthcare_directive: 'Not sure what that is',
      will_status: 'In progress',
      funeral_home_chosen: 'No',
      disposition: 'Organ/tissue donation',
      service: 'Not sure',
      printed_programs: 'Yes',
      livestream: 'No',
      flowers: 'Yes',
      food: 'No',
      dependents: 'Yes',
      employer: 'No',
      assets: 'Yes',
      financial_accounts: ['Bank accounts', 'Investments/retirement'],
      debts: [],
      probate: 'Not sure',
      benefits: ["Veterans' benefits"],
      utilities: ['Cell phone'],
      online_accounts: ['Password manager/crypto'],
      veteran: 'Yes',
      role: 'Executor',
    };
    expect(schema.parse(answers)).toEqual(answers);
  });

  it('treats null as a skipped answer', () => {
    expect(schema.parse({ care_status: null, financial_accounts: null })).toEqual({
      care_status: null,
      financial_accounts: null,
    });
  });

  it('refuses a date of death in the future', () => {
    expect(issuesOf({ date_of_death: '2025-06-16' })).toEqual([
      { path: ['date_of_death'], message: ANSWER_MESSAGES.futureDate },
    ]);
  });

  it('accepts a date of death of today', () => {
    expect(schema.parse({ date_of_death: TODAY }).date_of_death).toBe(TODAY);
  });

  it.each(['2023-02-29', '06/01/2025', 'yesterday'])('refuses the malformed date of death %j', (date) => {
    expect(issuesOf({ date_of_death: date })[0]?.message).toBe(ANSWER_MESSAGES.invalidDate);
  });

  it('leaves the future check out of the stored-answers schema, which has no today', () => {
    expect(onboardingAnswersSchema.safeParse({ date_of_death: '2199-01-01' }).success).toBe(true);
    expect(onboardingAnswersSchema.safeParse({ date_of_death: '2025-02-30' }).success).toBe(false);
  });

  it('refuses an option the question does not offer', () => {
    expect(issuesOf({ relationship_to_deceased: 'My cousin' })).toEqual([
      { path: ['relationship_to_deceased'], message: ANSWER_MESSAGES.unknownOption },
    ]);
    expect(issuesOf({ care_status: 'yes' })).toHaveLength(1);
    expect(issuesOf({ disposition: 'Burial at sea' })).toHaveLength(1);
  });

  it('refuses an unknown option inside a multi-select answer', () => {
    expect(issuesOf({ debts: ['Car loan', 'Payday loan'] })).toEqual([
      { path: ['debts', 1], message: ANSWER_MESSAGES.unknownOption },
    ]);
  });

  it('refuses a multi-select answer that repeats an option', () => {
    expect(issuesOf({ utilities: ['Cell phone', 'Cell phone'] })).toEqual([
      { path: ['utilities'], message: ANSWER_MESSAGES.duplicateOption },
    ]);
  });

  it('refuses a single answer where a list is expected, and the reverse', () => {
    expect(issuesOf({ benefits: 'Life insurance' })).toHaveLength(1);
    expect(issuesOf({ veteran: ['Yes'] })).toHaveLength(1);
  });

  it('refuses a question id it does not know', () => {
    expect(issuesOf({ favourite_colour: 'blue' })[0]?.path).toEqual([]);
  });

  describe('jurisdiction', () => {
    it('keeps a state code with a county name or FIPS', () => {
      expect(schema.parse({ jurisdiction: { state: 'TX', county: 'Travis County' } }).jurisdiction).toEqual({
        state: 'TX',
        county: 'Travis County',
      });
      expect(schema.parse({ jurisdiction: { state: 'TX', county: '48453' } }).jurisdiction?.county).toBe(
        '48453',
      );
    });

    it('accepts a state without a county', () => {
      expect(schema.parse({ jurisdiction: { state: 'CA' } }).jurisdiction).toEqual({ state: 'CA' });
    });

    it('reads the spec’s state_code and a state name as the state', () => {
      expect(schema.parse({ jurisdiction: { state_code: 'NY' } }).jurisdiction?.state).toBe('NY');
      expect(schema.parse({ jurisdiction: { state: 'Texas', county: 'travis' } }).jurisdiction?.state).toBe(
        'TX',
      );
      expect(schema.parse({ jurisdiction: { state: 'dc' } }).jurisdiction?.state).toBe('DC');
    });

    it('refuses an unknown state or a territory', () => {
      expect(issuesOf({ jurisdiction: { state: 'ZZ' } })[0]?.message).toBe(ANSWER_MESSAGES.unknownState);
      expect(issuesOf({ jurisdiction: { state: 'PR' } })[0]?.message).toBe(ANSWER_MESSAGES.unknownState);
      expect(issuesOf({ jurisdiction: { county: 'Travis' } })[0]?.message).toBe(ANSWER_MESSAGES.unknownState);
    });

    it('refuses a county that is not in the chosen state', () => {
      expect(issuesOf({ jurisdiction: { state: 'CA', county: 'Travis County' } })).toEqual([
        { path: ['jurisdiction', 'county'], message: ANSWER_MESSAGES.unknownCounty },
      ]);
      expect(issuesOf({ jurisdiction: { state: 'CA', county: '48453' } })).toHaveLength(1);
    });
  });

  it('trims their name and accepts a first name alone', () => {
    expect(schema.parse({ deceased_name: { first: ' Rose ', last: ' Lane ' } }).deceased_name).toEqual({
      first: 'Rose',
      last: 'Lane',
    });
    expect(schema.parse({ deceased_name: { first: 'Rose', last: '' } }).deceased_name).toEqual({
      first: 'Rose',
      last: '',
    });
    expect(schema.parse({ deceased_name: { first: 'Rose' } }).deceased_name).toEqual({
      first: 'Rose',
      last: '',
    });
  });

  it('treats two blank name boxes as a skip', () => {
    expect(schema.parse({ deceased_name: { first: ' ', last: '' } }).deceased_name).toBeNull();
    expect(schema.parse({ deceased_name: null }).deceased_name).toBeNull();
  });

  it('asks for a first name when only a last name is given', () => {
    expect(issuesOf({ deceased_name: { first: '  ', last: 'Lane' } })).toEqual([
      { path: ['deceased_name', 'first'], message: ANSWER_MESSAGES.firstNameRequired },
    ]);
  });

  it('holds their name to the profile’s name rules and length', () => {
    expect(issuesOf({ deceased_name: { first: 'R'.repeat(51), last: '' } })).toEqual([
      { path: ['deceased_name', 'first'], message: NAME_MESSAGES.tooLong },
    ]);
    expect(issuesOf({ deceased_name: { first: 'Rose', last: 'L'.repeat(51) } })).toEqual([
      { path: ['deceased_name', 'last'], message: NAME_MESSAGES.tooLong },
    ]);
    expect(issuesOf({ deceased_name: { first: 'Rose2', last: '' } })).toEqual([
      { path: ['deceased_name', 'first'], message: NAME_MESSAGES.characters },
    ]);
    expect(
      schema.parse({ deceased_name: { first: 'R'.repeat(50), last: 'José Nguyễn' } }).deceased_name,
    ).toEqual({
      first: 'R'.repeat(50),
      last: 'José Nguyễn',
    });
  });

  it('validates a single chat answer through the schema’s shape', () => {
    expect(schema.shape.will_status.safeParse('Yes').success).toBe(true);
    expect(schema.shape.will_status.safeParse('Maybe').success).toBe(false);
    expect(schema.shape.date_of_death.safeParse('2030-01-01').success).toBe(false);
  });
});

describe('completionPct', () => {
  it('is 0 when nothing is answered', () => {
    expect(completionPct('recent-loss', {})).toBe(0);
    expect(completionPct('planning-ahead', {})).toBe(0);
    expect(completionPct('chat', {})).toBe(0);
  });

  it('rounds the share of the 7 recent-loss questions answered', () => {
    expect(completionPct('recent-loss', { relationship_to_deceased: 'My child' })).toBe(14);
    expect(
      completionPct('recent-loss', {
        relationship_to_deceased: 'My child',
        date_of_death: '2025-01-01',
        care_status: 'Yes',
      }),
    ).toBe(43);
  });

  it('counts their name like any other question, once it has a first name', () => {
    expect(completionPct('recent-loss', { deceased_name: { first: 'Rose', last: '' } })).toBe(14);
    expect(completionPct([QUESTIONS.deceased_name], { deceased_name: { first: '  ', last: 'Lane' } })).toBe(
      0,
    );
    expect(completionPct([QUESTIONS.deceased_name], { deceased_name: null })).toBe(0);
  });

  it('rounds the share of the 3 planning-ahead questions answered', () => {
    expect(completionPct('planning-ahead', { planning_reason: 'Other' })).toBe(33);
    expect(completionPct('planning-ahead', { planning_reason: 'Other', will_status: 'No' })).toBe(67);
    expect(
      completionPct('planning-ahead', {
        planning_reason: 'Other',
        will_status: 'No',
        healthcare_directive: 'Yes',
      }),
    ).toBe(100);
  });

  it('counts all 10 questions for the chat', () => {
    const recentLossAnswers: OnboardingAnswers = {
      deceased_name: { first: 'Rose', last: 'Lane' },
      relationship_to_deceased: 'My friend',
      date_of_death: '2025-01-01',
      jurisdiction: { state: 'OR' },
      care_status: 'Yes',
      dependents_status: 'No',
      notifications_status: 'Yes',
    };
    expect(completionPct('chat', recentLossAnswers)).toBe(70);
    expect(completionPct('recent-loss', recentLossAnswers)).toBe(100);
    expect(
      completionPct('chat', {
        ...recentLossAnswers,
        planning_reason: 'Peace of mind',
        healthcare_directive: 'No',
        will_status: 'Yes',
      }),
    ).toBe(100);
  });

  it('does not count skipped (null) answers or the personalise answers', () => {
    expect(
      completionPct('planning-ahead', { planning_reason: null, will_status: null, veteran: 'Yes' }),
    ).toBe(0);
  });

  it('counts a location once its state is chosen', () => {
    expect(completionPct([QUESTIONS.jurisdiction], { jurisdiction: { state: 'WA' } })).toBe(100);
  });

  it('counts over any question list it is given', () => {
    const questions = [QUESTIONS.veteran, QUESTIONS.debts];
    expect(completionPct(questions, { veteran: 'No' })).toBe(50);
    expect(completionPct(questions, { veteran: 'No', debts: [] })).toBe(100);
  });
});
