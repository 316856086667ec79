import { describe, expect, it } from 'vitest';
import type { OnboardingAnswers } from '../onboarding/onboarding-answers.ts';
import { smallEstateOf } from '../state-rules/state-rules.test-support.ts';
import { generateChecklist } from './generate-checklist.ts';
import { ALL_OPTIONS_ANSWERS } from './sample-answers.ts';

const TODAY = '2025-06-15';

const plan = (answers: OnboardingAnswers) =>
  generateChecklist({ path: 'planning-ahead', answers, today: TODAY });
const keysOf = (answers: OnboardingAnswers) => plan(answers).map((task) => task.key);
const taskOf = (answers: OnboardingAnswers, key: string) => plan(answers).find((task) => task.key === key);

const CORE_PLANNING_TASKS = [
  'advance-directive',
  'will-or-trust',
  'hipaa-release',
  'financial-power-of-attorney',
  'check-beneficiaries',
  'inventory-accounts-and-passwords',
  'letter-of-instruction',
  'where-documents-are',
  'funeral-wishes',
  'organ-donor-registration',
  'compare-plots-and-plans',
  'letter-to-loved-ones',
  'talk-with-family',
  'yearly-review',
];

/** The one date every plan has: the yearly review, a year from today. */
const datedKeys = (answers: OnboardingAnswers) =>
  plan(answers)
    .filter((task) => task.dueDate !== null)
    .map((task) => task.key);

describe('generateChecklist on the planning-ahead path', () => {
  it('gives the core planning tasks when every question was skipped', () => {
    expect(keysOf({})).toEqual(CORE_PLANNING_TASKS);
  });

  it('has nothing urgent and keeps Other present', () => {
    const categories = new Set(plan(ALL_OPTIONS_ANSWERS).map((task) => task.category));
    expect(categories.has('Urgent Needs (First 48 Hours)')).toBe(false);
    expect(categories.has('Other')).toBe(true);
    expect(new Set(plan({}).map((task) => task.category)).has('Other')).toBe(true);
  });

  it('adds none of the recent-loss tasks, whatever the answers', () => {
    const keys = keysOf(ALL_OPTIONS_ANSWERS);
    for (const key of [
      'notify-social-security',
      'death-certificate-copies',
      'death-certificate-facts',
      'probate',
    ]) {
      expect(keys).not.toContain(key);
    }
  });

  describe('the healthcare directive answer', () => {
    it.each([
      ['Yes', 'Review your advance directive and share copies'],
      ['No', 'Make an advance directive and name a healthcare agent'],
      ['Not sure what that is', 'Learn what an advance directive is, then make yours'],
      [undefined, 'Make an advance directive and name a healthcare agent'],
    ] as const)('%j gives "%s"', (answer, title) => {
      expect(taskOf({ healthcare_directive: answer }, 'advance-directive')?.title).toBe(title);
    });

    it('explains what a directive is to someone who is not sure', () => {
      expect(
        taskOf({ healthcare_directive: 'Not sure what that is' }, 'advance-directive')?.description,
      ).toContain('living will');
    });
  });

  describe('the will answer', () => {
    it.each([
      ['Yes', 'Review your will and keep it up to date'],
      ['No', 'Make a will, or a living trust'],
      ['In progress', 'Finish and sign your will'],
      [undefined, 'Make a will, or a living trust'],
    ] as const)('%j gives "%s"', (answer, title) => {
      expect(taskOf({ will_status: answer }, 'will-or-trust')?.title).toBe(title);
    });
  });

  describe('the planning reason', () => {
    it('adds portable medical orders and dates the directive and will for health concerns', () => {
      const tasks = plan({ planning_reason: 'Health concerns' });
      expect(tasks.map((task) => task.key)).toContain('portable-medical-orders');
      expect(tasks.find((task) => task.key === 'advance-directive')?.dueDate).toBe('2025-06-29');
      expect(tasks.find((task) => task.key === 'portable-medical-orders')?.dueDate).toBe('2025-06-29');
      expect(tasks.find((task) => task.key === 'will-or-trust')?.dueDate).toBe('2025-07-15');
    });

    it('adds a task about paying for care later in life for age or life stage', () => {
      expect(keysOf({ planning_reason: 'Age/life stage' })).toContain('long-term-care-costs');
    });

    it.each(['Family request', 'Peace of mind', 'Other'] as const)(
      'adds nothing and dates nothing for %j',
      (reason) => {
        const tasks = plan({ planning_reason: reason });
        expect(tasks.map((task) => task.key)).toEqual(CORE_PLANNING_TASKS);
        expect(datedKeys({ planning_reason: reason })).toEqual(['yearly-review']);
      },
    );
  });

  describe('personalise answers about one’s own affairs', () => {
    it.each([
      [{ dependents: 'Yes' }, ['name-a-guardian']],
      [{ assets: 'Yes' }, ['property-plan']],
      [{ financial_accounts: ['Bank accounts'] }, ['payable-on-death-accounts']],
      [{ financial_accounts: ['Credit cards', 'Investments/retirement'] }, []],
      [{ benefits: ['Life insurance'] }, ['life-insurance-details']],
      [{ benefits: ['Retirement benefits'] }, ['pension-survivor-options']],
      [{ benefits: ["Veterans' benefits"] }, ['va-pre-need-eligibility']],
      [{ veteran: 'Yes' }, ['va-pre-need-eligibility']],
      [{ online_accounts: ['Email/cloud'] }, ['email-legacy-contact']],
      [{ online_accounts: ['Social media'] }, ['social-media-wishes']],
      [{ online_accounts: ['Password manager/crypto'] }, ['password-and-crypto-access']],
      [{ online_accounts: ['Streaming/news subscriptions'] }, []],
      [{ disposition: 'Organ/tissue donation' }, []],
      [{ service: 'Yes' }, ['service-wishes']],
      [{ service: 'Not sure' }, ['service-wishes']],
      [{ service: 'No' }, []],
      [{ pets: 'Yes' }, []],
      [{ living_trust: 'Yes' }, ['living-trust']],
      [{ estate_band: 'Larger, up to the federal estate tax limit' }, ['living-trust']],
      [{ estate_band: 'Over the federal estate tax limit' }, ['living-trust', 'estate-tax-planning']],
      [{ estate_band: 'Small: under the state’s small-estate limit' }, ['small-estate-plan']],
      [{ jurisdiction: { state: 'TX' } }, []],
      [{ jurisdiction: { state: 'PA' } }, ['state-inheritance-tax-plan']],
      [
        { jurisdiction: { state: 'MA' }, estate_band: 'Larger, up to the federal estate tax limit' },
        ['living-trust', 'state-estate-tax-plan'],
      ],
      [
        { jurisdiction: { state: 'MA' }, estate_band: 'Small: under the state’s small-estate limit' },
        ['small-estate-plan'],
      ],
      [{ debts: ['Mortgage'] }, ['plan-for-debts']],
      [{ debts: [] }, []],
      [{ employer: 'Yes', utilities: ['Cell phone'], probate: 'Yes', role: 'Executor' }, []],
    ] as [OnboardingAnswers, string[]][])('%j adds %j', (answers, added) => {
      const keys = keysOf(answers);
      expect(keys.filter((key) => !CORE_PLANNING_TASKS.includes(key))).toEqual(added);
      const removed = answers.disposition === 'Organ/tissue donation' ? ['compare-plots-and-plans'] : [];
      expect(CORE_PLANNING_TASKS.filter((key) => !keys.includes(key))).toEqual(removed);
    });
  });

  it('names the state’s small-estate route and limit once the state is known', () => {
    const task = taskOf(
      { jurisdiction: { state: 'CA' }, estate_band: 'Small: under the state’s small-estate limit' },
      'small-estate-plan',
    );
    expect(task?.title).toBe('Learn California’s simpler route for small estates');
    expect(task?.description).toContain(`$${smallEstateOf('CA').limitDollars.toLocaleString('en-US')}`);
  });

  it('says so where the state has no small-estate procedure on record (New Hampshire)', () => {
    const task = taskOf(
      { jurisdiction: { state: 'NH' }, estate_band: 'Small: under the state’s small-estate limit' },
      'small-estate-plan',
    );
    expect(task?.title).toBe('Learn how New Hampshire settles a small estate');
    expect(task?.description).toContain(
      'New Hampshire has no simpler procedure for small estates that we could confirm. What passes by joint ownership or to a named beneficiary needs no probate,',
    );
  });

  it('writes down only the debts that were named', () => {
    const description = taskOf({ debts: ['Car loan'] }, 'plan-for-debts')?.description ?? '';
    expect(description).toContain('car');
    expect(description).not.toContain('mortgage');
    expect(description).not.toContain('co-signed a loan');
  });

  it('reminds them to review the plan a year from today', () => {
    expect(taskOf({}, 'yearly-review')?.dueDate).toBe('2026-06-15');
  });

  it('puts funeral wishes under Memorial Planning only when a service is wanted', () => {
    expect(taskOf({ service: 'Yes' }, 'funeral-wishes')?.category).toBe('Memorial Planning');
    expect(taskOf({ service: 'No' }, 'funeral-wishes')?.category).toBe('Other');
    expect(plan({}).some((task) => task.category === 'Memorial Planning')).toBe(false);
  });

  it('offers every planner the donor choice, as registration once they chose donation', () => {
    expect(taskOf({}, 'organ-donor-registration')?.title).toBe('Decide about organ and tissue donation');
    expect(taskOf({ disposition: 'Organ/tissue donation' }, 'organ-donor-registration')?.title).toBe(
      'Register as an organ and tissue donor',
    );
  });

  it('mentions the chosen disposition in the funeral wishes', () => {
    expect(taskOf({ disposition: 'Cremation' }, 'funeral-wishes')?.description).toContain('cremation');
    expect(taskOf({ disposition: 'Burial' }, 'funeral-wishes')?.description).toContain('plot');
  });

  it('gives about twenty-five tasks when every option is chosen', () => {
    const tasks = plan(ALL_OPTIONS_ANSWERS);
    expect(tasks.length).toBeGreaterThanOrEqual(20);
    expect(tasks.length).toBeLessThanOrEqual(30);
  });

  it('ignores a date of death on this path', () => {
    expect(datedKeys({ date_of_death: '2025-06-01' })).toEqual(['yearly-review']);
  });
});
