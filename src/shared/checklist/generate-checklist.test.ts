import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countiesOf } from '../geo/us-counties.ts';
import type { UsStateCode } from '../geo/us-states.ts';
import { US_STATE_CODES } from '../geo/us-states.ts';
import type { OnboardingAnswers } from '../onboarding/onboarding-answers.ts';
import {
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
  type OnboardingPath,
  PLACE_OF_DEATH_OPTIONS,
  PLANNING_REASON_OPTIONS,
  PROBATE_OPTIONS,
  RELATIONSHIP_OPTIONS,
  ROLE_OPTIONS,
  SERVICE_OPTIONS,
  SURVIVING_SPOUSE_OPTIONS,
  UTILITY_OPTIONS,
  WILL_STATUS_OPTIONS,
  YES_NO,
  YES_NO_NOT_SURE,
} from '../onboarding/questions.ts';
import { stateRulesFor } from '../state-rules/state-rules.ts';
import { buildChecklistContext, type TaskDefinition } from './checklist-context.ts';
import {
  CHECKLIST_CATEGORIES,
  type GeneratedTask,
  TASK_AREAS,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from './checklist-types.ts';
import { buildTasks, generateChecklist } from './generate-checklist.ts';
import { ALL_OPTIONS_ANSWERS, ALL_OPTIONS_TODAY } from './sample-answers.ts';

const TODAY = '2025-06-15';

const generate = (answers: OnboardingAnswers, path: OnboardingPath = 'recent-loss', today = TODAY) =>
  generateChecklist({ path, answers, today });
const keysOf = (answers: OnboardingAnswers, path: OnboardingPath = 'recent-loss') =>
  generate(answers, path).map((task) => task.key);
const taskOf = (answers: OnboardingAnswers, key: string, today = TODAY) =>
  generate(answers, 'recent-loss', today).find((task) => task.key === key);

function difference(before: OnboardingAnswers, after: OnboardingAnswers) {
  const beforeKeys = new Set(keysOf(before));
  const afterKeys = new Set(keysOf(after));
  return {
    added: [...afterKeys].filter((key) => !beforeKeys.has(key)).sort(),
    removed: [...beforeKeys].filter((key) => !afterKeys.has(key)).sort(),
  };
}

const ALWAYS_ON_RECENT_LOSS = [
  'look-for-funeral-plans',
  'choose-funeral-home',
  'death-certificate-facts',
  'secure-home',
  'notify-social-security',
  'death-certificate-copies',
  'final-income-tax-return',
  'notify-credit-bureaus',
  'unclaimed-property',
  'cancel-ids',
  'notify-health-insurance',
  'forward-mail',
  // Other, as no service is held
  'write-obituary',
  'invite-helpers',
  'look-after-yourself',
  'grief-support',
];

describe('generateChecklist on the recent-loss path', () => {
  it('gives the always-useful tasks when every question was skipped', () => {
    expect(keysOf({})).toEqual(ALWAYS_ON_RECENT_LOSS);
  });

  it('always includes death-certificate copies (10 to 15) and the Social Security call', () => {
    const tasks = generate({});
    expect(tasks.find((task) => task.key === 'death-certificate-copies')?.title).toBe(
      'Order 10 to 15 certified copies of the death certificate',
    );
    expect(tasks.find((task) => task.key === 'notify-social-security')?.description).toContain(
      '1-800-772-1213',
    );
  });

  describe('each answer adds and removes its own tasks', () => {
    const SERVICE_HELD: OnboardingAnswers = { service: 'Yes' };
    const cases: [string, OnboardingAnswers, OnboardingAnswers, string[], string[]][] = [
      // [what, before, after, added, removed]
      [
        'a spouse or partner',
        {},
        { relationship_to_deceased: 'My spouse or partner' },
        ['estate-tax-portability', 'no-big-decisions-yet', 'survivor-benefits'],
        [],
      ],
      ['a parent', {}, { relationship_to_deceased: 'My parent' }, [], []],
      ['a date of death', {}, { date_of_death: '2025-06-01' }, [], []],
      ['a state without a county', {}, { jurisdiction: { state: 'TX' } }, [], []],
      ['a state and county', {}, { jurisdiction: { state: 'TX', county: 'Travis County' } }, [], []],
      ['a state with an income tax', {}, { jurisdiction: { state: 'OH' } }, ['state-income-tax-return'], []],
      [
        'a state with an inheritance tax',
        {},
        { jurisdiction: { state: 'NJ' } },
        ['state-income-tax-return', 'state-inheritance-tax'],
        [],
      ],
      ['care not yet arranged', {}, { care_status: 'Not yet' }, ['arrange-care'], []],
      ['not sure about care', {}, { care_status: "I'm not sure" }, ['arrange-care'], []],
      ['care arranged', {}, { care_status: 'Yes' }, [], []],
      [
        'someone relying on them',
        {},
        { dependents_status: 'Yes' },
        ['care-for-dependents', 'survivor-benefits'],
        [],
      ],
      [
        'not sure anyone relied on them',
        {},
        { dependents_status: 'Not sure yet' },
        ['check-for-dependents'],
        [],
      ],
      ['no one relying on them', {}, { dependents_status: 'No' }, [], []],
      ['family not yet told', {}, { notifications_status: 'Not yet' }, ['tell-family-and-friends'], []],
      ['family told', {}, { notifications_status: 'Yes' }, [], []],
      ['a planning reason', {}, { planning_reason: 'Health concerns' }, [], []],
      ['a healthcare directive', {}, { healthcare_directive: 'No' }, [], []],
      ['a will', {}, { will_status: 'Yes' }, ['find-the-will'], []],
      ['a will in progress', {}, { will_status: 'In progress' }, ['find-the-will'], []],
      ['not sure about a will', {}, { will_status: 'Not sure' }, ['find-the-will'], []],
      ['no will', {}, { will_status: 'No' }, ['estate-without-a-will'], []],
      [
        'no will, for the executor',
        { role: 'Executor' },
        { role: 'Executor', will_status: 'No' },
        ['estate-without-a-will'],
        ['find-the-will'],
      ],
      ['a living trust', {}, { living_trust: 'Yes' }, ['find-the-will', 'trustee-duties'], []],
      ['a sudden death', {}, { death_circumstances: 'Sudden or unexpected' }, ['medical-examiner'], []],
      ['an expected death', {}, { death_circumstances: 'Expected, after an illness or in old age' }, [], []],
      ['a death abroad', {}, { place_of_death: 'Outside the United States' }, ['death-abroad'], []],
      ['a death in hospital', {}, { place_of_death: 'In a hospital' }, [], []],
      ['pets', {}, { pets: 'Yes' }, ['care-for-pets'], []],
      ['pets but no people relying on them', {}, { pets: 'Yes', dependents: 'No' }, ['care-for-pets'], []],
      ['a rented home', {}, { home: 'In a home they rented' }, ['rented-home'], []],
      ['an owned home', {}, { home: 'In a home they owned' }, [], []],
      ['living with family', {}, { home: 'With family' }, [], ['secure-home']],
      [
        'living with family, with a car',
        {},
        { home: 'With family', assets: 'Yes' },
        ['property-deeds-and-titles'],
        [],
      ],
      ['a care home', {}, { home: 'In a nursing or care home' }, ['care-home-belongings'], ['secure-home']],
      [
        'a surviving spouse who is answering',
        {},
        { surviving_spouse: 'Yes, me' },
        ['estate-tax-portability', 'no-big-decisions-yet', 'survivor-benefits'],
        [],
      ],
      [
        'a surviving spouse who is someone else',
        {},
        { surviving_spouse: 'Yes, someone else' },
        ['estate-tax-portability', 'survivor-benefits'],
        [],
      ],
      ['no surviving spouse', {}, { surviving_spouse: 'No' }, [], []],
      [
        'a federal employee',
        {},
        { federal_service: 'Yes, and still working there' },
        ['federal-benefits'],
        [],
      ],
      ['a federal retiree', {}, { federal_service: 'Yes, and retired from it' }, ['federal-benefits'], []],
      [
        'a military retiree',
        { veteran: 'Yes' },
        { veteran: 'Yes', military_retiree: 'Yes' },
        ['military-retired-pay'],
        [],
      ],
      ['military retired pay without service', {}, { military_retiree: 'Yes' }, [], []],
      ['Social Security payments', {}, { social_security: 'Yes' }, [], []],
      ['Medicaid care after 55', {}, { medicaid: 'Yes' }, ['medicaid-estate-recovery'], []],
      ['maybe Medicaid', {}, { medicaid: 'Not sure' }, ['medicaid-estate-recovery'], []],
      [
        'a small estate',
        {},
        { estate_band: 'Small: under the state’s small-estate limit' },
        ['small-estate-route'],
        [],
      ],
      [
        'a larger estate',
        {},
        { estate_band: 'Larger, up to the federal estate tax limit' },
        ['list-assets-and-debts', 'notice-to-creditors', 'probate'],
        [],
      ],
      [
        'an estate over the federal exemption',
        {},
        { estate_band: 'Over the federal estate tax limit' },
        ['estate-tax-return', 'list-assets-and-debts', 'notice-to-creditors', 'probate'],
        [],
      ],
      [
        'a larger estate held in a trust',
        { living_trust: 'Yes' },
        { living_trust: 'Yes', estate_band: 'Larger, up to the federal estate tax limit' },
        [],
        [],
      ],
      ['a funeral home already chosen', {}, { funeral_home_chosen: 'Yes' }, [], ['choose-funeral-home']],
      ['no funeral home yet', {}, { funeral_home_chosen: 'No' }, [], []],
      ['burial', {}, { disposition: 'Burial' }, ['arrange-burial'], []],
      ['cremation', {}, { disposition: 'Cremation' }, ['arrange-cremation'], []],
      [
        'organ or tissue donation',
        {},
        { disposition: 'Organ/tissue donation' },
        ['confirm-organ-donation'],
        [],
      ],
      ['a service', {}, { service: 'Yes' }, ['plan-service'], []],
      ['maybe a service', {}, { service: 'Not sure' }, ['plan-service'], []],
      ['no service', {}, { service: 'No' }, [], []],
      [
        'printed programs',
        SERVICE_HELD,
        { ...SERVICE_HELD, printed_programs: 'Yes' },
        ['printed-programs'],
        [],
      ],
      ['a livestream', SERVICE_HELD, { ...SERVICE_HELD, livestream: 'Yes' }, ['livestream-service'], []],
      ['flowers', SERVICE_HELD, { ...SERVICE_HELD, flowers: 'Yes' }, ['flowers-or-donations'], []],
      ['food', SERVICE_HELD, { ...SERVICE_HELD, food: 'Yes' }, ['plan-reception'], []],
      ['no printed programs', SERVICE_HELD, { ...SERVICE_HELD, printed_programs: 'No' }, [], []],
      ['programs without a service', {}, { service: 'No', printed_programs: 'Yes' }, [], []],
      ['a livestream without a service', {}, { livestream: 'Yes', flowers: 'Yes', food: 'Yes' }, [], []],
      ['dependents', {}, { dependents: 'Yes' }, ['care-for-dependents', 'survivor-benefits'], []],
      ['no dependents', {}, { dependents: 'No' }, [], []],
      ['an employer', {}, { employer: 'Yes' }, ['contact-employer'], []],
      ['no employer', {}, { employer: 'No' }, [], []],
      ['a home or vehicle', {}, { assets: 'Yes' }, ['property-deeds-and-titles'], []],
      ['no property', {}, { assets: 'No' }, [], []],
      [
        'no property and living with family',
        { home: 'With family' },
        { home: 'With family', assets: 'No' },
        [],
        [],
      ],
      ['bank accounts', {}, { financial_accounts: ['Bank accounts'] }, ['bank-accounts'], []],
      ['credit cards', {}, { financial_accounts: ['Credit cards'] }, ['credit-cards'], []],
      ['investments', {}, { financial_accounts: ['Investments/retirement'] }, ['investment-accounts'], []],
      ['no financial accounts', {}, { financial_accounts: [] }, [], []],
      ['a mortgage', {}, { debts: ['Mortgage'] }, ['mortgage'], []],
      ['a car loan', {}, { debts: ['Car loan'] }, ['car-loan'], []],
      ['another loan', {}, { debts: ['Personal/other loan'] }, ['other-loans'], []],
      [
        'probate',
        {},
        { probate: 'Yes' },
        ['estate-ein-and-account', 'irs-form-56', 'list-assets-and-debts', 'notice-to-creditors', 'probate'],
        [],
      ],
      [
        'maybe probate',
        {},
        { probate: 'Not sure' },
        ['list-assets-and-debts', 'notice-to-creditors', 'probate'],
        [],
      ],
      ['no probate', {}, { probate: 'No' }, [], []],
      ['life insurance', {}, { benefits: ['Life insurance'] }, ['life-insurance-claim'], []],
      [
        'retirement benefits',
        {},
        { benefits: ['Retirement benefits'] },
        ['pension-and-retirement-benefits'],
        [],
      ],
      ["veterans' benefits", {}, { benefits: ["Veterans' benefits"] }, ['va-benefits'], []],
      ['utilities', {}, { utilities: ['Electric/gas/water'] }, ['home-utilities'], []],
      ['a cell phone', {}, { utilities: ['Cell phone'] }, ['cell-phone'], []],
      ['cable and internet', {}, { utilities: ['Cable/internet'] }, ['cable-and-internet'], []],
      ['email and cloud', {}, { online_accounts: ['Email/cloud'] }, ['email-and-cloud'], []],
      ['social media', {}, { online_accounts: ['Social media'] }, ['social-media'], []],
      ['subscriptions', {}, { online_accounts: ['Streaming/news subscriptions'] }, ['subscriptions'], []],
      [
        'a password manager or crypto',
        {},
        { online_accounts: ['Password manager/crypto'] },
        ['passwords-and-crypto'],
        [],
      ],
      ['a veteran', {}, { veteran: 'Yes' }, ['military-funeral-honors', 'va-benefits'], []],
      ['not a veteran', {}, { veteran: 'No' }, [], []],
      [
        'the executor',
        {},
        { role: 'Executor' },
        [
          'estate-ein-and-account',
          'executor-duties',
          'find-the-will',
          'irs-form-56',
          'list-assets-and-debts',
        ],
        [],
      ],
      ['a family member helping', {}, { role: 'Family member helping' }, ['find-the-executor'], []],
      ['another role', {}, { role: 'Other' }, [], []],
      [
        'a service no longer planned',
        { ...SERVICE_HELD, food: 'Yes' },
        { service: 'No', food: 'Yes' },
        [],
        ['plan-reception', 'plan-service'],
      ],
      [
        'dependents confirmed after not being sure',
        { dependents_status: 'Not sure yet' },
        { dependents_status: 'Not sure yet', dependents: 'Yes' },
        ['care-for-dependents', 'survivor-benefits'],
        ['check-for-dependents'],
      ],
    ];

    it.each(cases)('%s', (_what, before, after, added, removed) => {
      expect(difference(before, after)).toEqual({ added: [...added].sort(), removed: [...removed].sort() });
    });
  });

  describe('categories', () => {
    it('uses exactly the five categories, in order', () => {
      expect(CHECKLIST_CATEGORIES).toEqual([
        'Urgent Needs (First 48 Hours)',
        'Memorial Planning',
        'Legal & Financial',
        'Home, Property & Accounts',
        'Other',
      ]);
    });

    it('has Memorial Planning only when a service is held', () => {
      const categoriesFor = (answers: OnboardingAnswers) =>
        new Set(generate(answers).map((task) => task.category));
      expect(categoriesFor({}).has('Memorial Planning')).toBe(false);
      expect(categoriesFor({ service: 'No', veteran: 'Yes', flowers: 'Yes' }).has('Memorial Planning')).toBe(
        false,
      );
      expect(categoriesFor({ service: 'Yes' }).has('Memorial Planning')).toBe(true);
      expect(categoriesFor({ service: 'Not sure' }).has('Memorial Planning')).toBe(true);
    });

    it('moves the obituary and military honors to Other when there is no service', () => {
      const withoutService = generate({ service: 'No', veteran: 'Yes' });
      const withService = generate({ service: 'Yes', veteran: 'Yes' });
      for (const key of ['write-obituary', 'military-funeral-honors']) {
        expect(withoutService.find((task) => task.key === key)?.category).toBe('Other');
        expect(withService.find((task) => task.key === key)?.category).toBe('Memorial Planning');
      }
    });

    it('always has at least one task in Other', () => {
      expect(generate({}).some((task) => task.category === 'Other')).toBe(true);
      expect(generate(ALL_OPTIONS_ANSWERS).some((task) => task.category === 'Other')).toBe(true);
    });

    it('orders tasks by category, numbering them from 1', () => {
      const tasks = generate(ALL_OPTIONS_ANSWERS);
      const ranks = tasks.map((task) => CHECKLIST_CATEGORIES.indexOf(task.category));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(tasks.map((task) => task.sortOrder)).toEqual(tasks.map((_, index) => index + 1));
      expect(tasks[0]?.category).toBe('Urgent Needs (First 48 Hours)');
      expect(tasks.at(-1)?.category).toBe('Other');
    });
  });

  describe('the death certificate', () => {
    it('gives the funeral director the facts first, with the DD-214 for a veteran', () => {
      const facts = taskOf({}, 'death-certificate-facts');
      expect(facts?.category).toBe('Urgent Needs (First 48 Hours)');
      expect(facts?.description).toContain('Social Security number');
      expect(facts?.description).toContain('parents’ names');
      expect(facts?.description).not.toContain('DD Form 214');
      expect(taskOf({ veteran: 'Yes' }, 'death-certificate-facts')?.description).toContain('DD Form 214');
    });

    it('orders certified copies without a 48-hour due date, as they come once the certificate is filed', () => {
      const copies = taskOf({}, 'death-certificate-copies');
      expect(copies?.category).toBe('Legal & Financial');
      expect(copies?.dueDate).toBeNull();
    });

    it('names the county and state offices once they are known, in one task', () => {
      const description = taskOf(
        { jurisdiction: { state: 'TX', county: 'Travis County' } },
        'death-certificate-copies',
      )?.description;
      expect(description).toContain('the Travis County, Texas vital records office or the Texas one');
      expect(taskOf({ jurisdiction: { state: 'OH' } }, 'death-certificate-copies')?.description).toContain(
        'the Ohio vital records office or the Ohio one',
      );
      expect(taskOf({}, 'death-certificate-copies')?.description).toContain(
        'the local vital records office or the state one',
      );
    });
  });

  describe('wording that follows the answers', () => {
    it('asks whether to hold a service when the answer is Not sure', () => {
      expect(taskOf({ service: 'Not sure' }, 'plan-service')?.title).toBe(
        'Decide whether to hold a service, and what kind',
      );
      expect(taskOf({ service: 'Yes' }, 'plan-service')?.title).toBe(
        'Plan the service: when, where and who will speak',
      );
    });

    it('starts probate when it is needed and checks when it is not known', () => {
      expect(taskOf({ probate: 'Yes' }, 'probate')?.title).toBe('Start probate with the probate court');
      expect(taskOf({ probate: 'Not sure' }, 'probate')?.title).toBe(
        'Find out whether the estate needs probate',
      );
      expect(
        taskOf({ probate: 'Yes', jurisdiction: { state: 'NY', county: 'Kings County' } }, 'probate')
          ?.description,
      ).toContain(`the ${stateRulesFor('NY').probateCourt} in Kings County, New York`);
    });

    it('writes mortgage text for a mortgage and lease text for a rented home, never the other', () => {
      const owner = generate({ home: 'In a home they owned', debts: ['Mortgage'] });
      const renter = generate({ home: 'In a home they rented', debts: [] });
      const text = (tasks: GeneratedTask[]) =>
        tasks.map((task) => `${task.title} ${task.description}`).join(' ');
      expect(text(owner)).toContain('mortgage');
      expect(text(owner)).not.toMatch(/lease|landlord/i);
      expect(text(renter)).toMatch(/lease/);
      expect(text(renter)).not.toMatch(/mortgage/i);
    });

    it('asks about donation with the hospital only when they died in one', () => {
      const inHospital = { disposition: 'Organ/tissue donation', place_of_death: 'In a hospital' } as const;
      const atHome = { disposition: 'Organ/tissue donation', place_of_death: 'At home' } as const;
      expect(taskOf(inHospital, 'confirm-organ-donation')?.title).toBe(
        'Confirm organ or tissue donation with the hospital',
      );
      expect(taskOf(atHome, 'confirm-organ-donation')?.title).toBe('Ask about tissue donation right away');
      expect(taskOf(atHome, 'confirm-organ-donation')?.description).not.toContain('hospital staff');
    });

    it('words the Social Security call for payments they were receiving', () => {
      expect(taskOf({ social_security: 'Yes' }, 'notify-social-security')?.description).toContain(
        'will be taken back',
      );
    });

    it('mentions VA national cemeteries in the burial task only for a veteran', () => {
      expect(taskOf({ disposition: 'Burial', veteran: 'Yes' }, 'arrange-burial')?.description).toContain(
        'national cemetery',
      );
      expect(taskOf({ disposition: 'Burial' }, 'arrange-burial')?.description).not.toContain('va.gov');
    });

    it('offers a headstone instead of a national cemetery when a private cemetery was chosen', () => {
      const description = taskOf(
        { disposition: 'Burial', veteran: 'Yes', burial_place: 'A private, church or town cemetery' },
        'arrange-burial',
      )?.description;
      expect(description).toContain('headstone');
      expect(description).not.toContain('national cemetery');
    });
  });

  describe('due dates', () => {
    const URGENT = 'Urgent Needs (First 48 Hours)';

    it('gives every urgent task the date 48 hours after the death', () => {
      const tasks = generate({ ...ALL_OPTIONS_ANSWERS, date_of_death: '2025-06-14' });
      const urgent = tasks.filter((task) => task.category === URGENT);
      expect(urgent.length).toBeGreaterThan(0);
      for (const task of urgent) expect(task.dueDate).toBe('2025-06-16');
    });

    it('dates urgent tasks 48 hours from today when the date of death is unknown', () => {
      expect(taskOf({}, 'death-certificate-facts')?.dueDate).toBe('2025-06-17');
    });

    it('dates urgent tasks today when the first 48 hours are long past', () => {
      expect(taskOf({ date_of_death: '2025-01-05' }, 'secure-home')?.dueDate).toBe(TODAY);
    });

    it('gives the life insurance claim no due date: a claim is not lost after 30 days', () => {
      expect(
        taskOf({ date_of_death: '2025-06-01', benefits: ['Life insurance'] }, 'life-insurance-claim')
          ?.dueDate,
      ).toBeNull();
    });

    it('dates Pennsylvania’s inheritance tax at the end of its 3-month discount', () => {
      const task = taskOf(
        { date_of_death: '2025-03-10', jurisdiction: { state: 'PA' } },
        'state-inheritance-tax',
      );
      expect(task?.dueDate).toBe('2025-06-10');
      expect(task?.title).toBe(
        'Check who owes Pennsylvania’s inheritance tax: 5% off if paid within 3 months',
      );
    });

    it('dates Kentucky’s inheritance tax at the end of its 9-month discount, asking first who owes it', () => {
      const task = taskOf(
        { date_of_death: '2025-03-01', jurisdiction: { state: 'KY' } },
        'state-inheritance-tax',
      );
      expect(task?.dueDate).toBe('2025-12-01');
      expect(task?.title).toBe('Check who owes Kentucky’s inheritance tax: 5% off if paid within 9 months');
      expect(task?.description).toContain('It is 5% less when paid within 9 months of the death.');
    });

    it('says when each state’s estate tax return is due, and calls the exemption low only where it is', () => {
      const estateTaskOf = (state: UsStateCode) =>
        taskOf(
          { date_of_death: '2025-03-01', jurisdiction: { state }, estate_band: 'Not sure' },
          'state-estate-tax',
        );
      const connecticut = estateTaskOf('CT')?.description;
      expect(connecticut).toContain('usually due 6 months after the death');
      expect(connecticut).not.toContain('far below the federal exemption');
      expect(estateTaskOf('DC')?.description).toContain(
        'far below the federal exemption, and counts what passes outside probate too',
      );
      expect(estateTaskOf('DC')?.description).toContain('usually due 10 months after the death');
      expect(estateTaskOf('NY')?.description).toContain('usually due 9 months after the death');
    });

    it('dates the final income tax return April 15 of the following year', () => {
      expect(taskOf({ date_of_death: '2025-01-20' }, 'final-income-tax-return')?.dueDate).toBe('2026-04-15');
    });

    it('handles a death on December 31', () => {
      const answers: OnboardingAnswers = {
        date_of_death: '2025-12-31',
        estate_band: 'Over the federal estate tax limit',
      };
      const today = '2026-01-01';
      expect(taskOf(answers, 'final-income-tax-return', today)?.dueDate).toBe('2026-04-15');
      expect(taskOf(answers, 'estate-tax-return', today)?.dueDate).toBe('2026-09-30');
      expect(taskOf(answers, 'death-certificate-facts', today)?.dueDate).toBe('2026-01-02');
    });

    it('handles a death on February 29', () => {
      const answers: OnboardingAnswers = {
        date_of_death: '2024-02-29',
        estate_band: 'Over the federal estate tax limit',
      };
      const today = '2024-03-01';
      expect(taskOf(answers, 'estate-tax-return', today)?.dueDate).toBe('2024-11-29');
      expect(taskOf(answers, 'final-income-tax-return', today)?.dueDate).toBe('2025-04-15');
      expect(taskOf(answers, 'death-certificate-facts', today)?.dueDate).toBe('2024-03-02');
    });

    it('gives the tax returns the dates the Legal Forms Library gives, off weekends and DC holidays', () => {
      const answers: OnboardingAnswers = {
        date_of_death: '2027-03-31',
        estate_band: 'Over the federal estate tax limit',
      };
      const today = '2027-04-01';
      // April 15, 2028 is a Saturday and Emancipation Day is kept on Monday the 17th.
      expect(taskOf(answers, 'final-income-tax-return', today)?.dueDate).toBe('2028-04-18');
      // Nine months on is Friday, December 31, 2027: New Year's Day 2028 (a Saturday) is kept that day.
      expect(taskOf(answers, 'estate-tax-return', today)?.dueDate).toBe('2028-01-03');
    });

    it('keeps a real deadline that has already passed', () => {
      expect(
        taskOf(
          { date_of_death: '2023-05-01', estate_band: 'Over the federal estate tax limit' },
          'estate-tax-return',
          '2025-06-15',
        )?.dueDate,
      ).toBe('2024-02-01');
    });

    it('sets no deadline from the death when its date is unknown', () => {
      const tasks = generate({
        ...ALL_OPTIONS_ANSWERS,
        date_of_death: undefined,
        estate_band: 'Over the federal estate tax limit',
        jurisdiction: { state: 'PA' },
      });
      for (const key of ['final-income-tax-return', 'estate-tax-return', 'state-inheritance-tax']) {
        expect(tasks.find((task) => task.key === key)).toBeDefined();
        expect(tasks.find((task) => task.key === key)?.dueDate).toBeNull();
      }
    });

    it('treats a date of death after today as unknown', () => {
      expect(taskOf({ date_of_death: '2025-07-01' }, 'final-income-tax-return')?.dueDate).toBeNull();
    });

    it('dates nothing outside the urgent category without a real deadline', () => {
      const dated = generate(ALL_OPTIONS_ANSWERS, 'recent-loss', ALL_OPTIONS_TODAY)
        .filter((task) => task.category !== URGENT && task.dueDate !== null)
        .map((task) => task.key)
        .sort();
      expect(dated).toEqual(['final-income-tax-return']);
    });
  });

  describe('deduplication', () => {
    it('adds one dependents task when both dependents questions say Yes', () => {
      const keys = keysOf({ dependents: 'Yes', dependents_status: 'Yes' });
      expect(keys.filter((key) => key === 'care-for-dependents')).toHaveLength(1);
    });

    it('adds one VA benefits task for a veteran with veterans’ benefits', () => {
      const keys = keysOf({ veteran: 'Yes', benefits: ["Veterans' benefits"] });
      expect(keys.filter((key) => key === 'va-benefits')).toHaveLength(1);
    });

    it('adds one will task for an executor whose loved one left a will', () => {
      expect(
        keysOf({ role: 'Executor', will_status: 'Yes' }).filter((key) => key === 'find-the-will'),
      ).toHaveLength(1);
    });

    it('drops a task whose title repeats an earlier one, whatever its case', () => {
      const context = buildChecklistContext({ path: 'recent-loss', answers: {}, today: TODAY });
      const definition = (key: string, title: string): TaskDefinition => ({
        key,
        title,
        area: 'support',
        category: 'Other',
        description: 'Something kind.',
        estimatedMinutes: 5,
      });
      const tasks = buildTasks(
        [
          definition('first', 'Call the bank'),
          definition('second', 'call the BANK'),
          definition('first', 'Other'),
        ],
        context,
      );
      expect(tasks.map((task) => [task.key, task.title])).toEqual([['first', 'Call the bank']]);
    });
  });

  describe('with every option chosen', () => {
    const tasks = generate(ALL_OPTIONS_ANSWERS, 'recent-loss', ALL_OPTIONS_TODAY);

    it('gives roughly 55 to 65 tasks', () => {
      expect(tasks.length).toBeGreaterThanOrEqual(55);
      expect(tasks.length).toBeLessThanOrEqual(65);
    });

    it('fills every category', () => {
      expect(new Set(tasks.map((task) => task.category))).toEqual(new Set(CHECKLIST_CATEGORIES));
    });

    it('uses every area', () => {
      expect(new Set(tasks.map((task) => task.area))).toEqual(new Set(TASK_AREAS));
    });

    it('links official sources', () => {
      const text = tasks.map((task) => task.description).join(' ');
      for (const site of ['ssa.gov', 'irs.gov', 'va.gov', 'consumer.ftc.gov', 'cdc.gov'])
        expect(text).toContain(site);
    });
  });

  it('names the small-estate limit in force on the date of death, not one raised since', () => {
    const small = { estate_band: 'Small: under the state’s small-estate limit' } as const;
    const before = { ...small, jurisdiction: { state: 'CA' as const }, date_of_death: '2025-03-20' };
    const after = { ...before, date_of_death: '2025-04-02' };
    expect(taskOf(before, 'small-estate-route')?.description).toContain('estates up to $184,500,');
    expect(taskOf(after, 'small-estate-route')?.description).toContain('estates up to $208,850,');
  });

  it.each([
    [
      'TX',
      'Texas has a small estate affidavit for estates up to $75,000, not counting the home, 30 days or more after the death, when there is no will.',
    ],
    [
      'AZ',
      'Arizona has a small estate affidavit for estates up to $200,000 of personal property and $300,000 of real property, 30 days or more after the death (6 months for real property).',
    ],
    [
      'MA',
      'Massachusetts has a voluntary administration for estates up to $25,000 of personal property, not counting one vehicle, 30 days or more after the death, when no real property goes through probate.',
    ],
    [
      'NV',
      'Nevada has an affidavit of entitlement for estates up to $25,000 of personal property, not counting vehicles, or $100,000 for a surviving spouse, 40 days or more after the death, when no real property goes through probate.',
    ],
    ['NY', 'New York has a voluntary administration for estates up to $50,000 of personal property.'],
    // Alabama's wait runs from the published notice of the petition (§43-2-692(b)(4)), not the death.
    [
      'AL',
      'Alabama has a summary distribution under the Small Estates Act for estates up to $47,000 of personal property, 30 days or more after the notice of the petition is published, when no real property goes through probate.',
    ],
    [
      'CA',
      'California has a small estate affidavit for estates up to $208,850, not counting vehicles, 40 days or more after the death; it passes personal property, and real property takes its own court filing.',
    ],
  ] as const)('says how %s counts its limit, and when it may be used', (state, sentence) => {
    const answers = {
      estate_band: 'Small: under the state’s small-estate limit',
      jurisdiction: { state },
    } as const;
    expect(taskOf(answers, 'small-estate-route')?.description).toContain(sentence);
  });

  it('sends New Hampshire, with no small-estate procedure on record, to ask the court', () => {
    const answers = {
      estate_band: 'Small: under the state’s small-estate limit',
      jurisdiction: { state: 'NH', county: 'Grafton County' },
    } as const;
    const task = taskOf(answers, 'small-estate-route');
    expect(task?.title).toBe('Ask the court about a simpler route for a small estate');
    expect(task?.description).toContain(
      'New Hampshire has no simpler procedure for small estates that we could confirm. Count only what they owned',
    );
    expect(task?.description).toContain(
      'Probate Division in Grafton County, New Hampshire whether a shorter route fits.',
    );
  });

  describe('where a will closes the small-estate route (Texas, Georgia, New Jersey), or closes it to real property (Louisiana)', () => {
    const small = {
      estate_band: 'Small: under the state’s small-estate limit',
      jurisdiction: { state: 'TX', county: 'Travis County' },
    } as const;

    it('asks about probate instead of offering the route, once they are known to have left a will', () => {
      const withWill = { ...small, will_status: 'Yes' } as const;
      expect(taskOf(withWill, 'small-estate-route')).toBeUndefined();
      expect(taskOf(withWill, 'probate')?.description).toContain(
        'Texas has a small estate affidavit for estates up to $75,000, not counting the home, 30 days or more after the death, but only when there is no will, so it won’t serve with the will they left.',
      );
    });

    it('offers the route without a will, or while the will is not known, and wherever a will does not matter', () => {
      for (const will_status of ['No', 'Not sure', undefined] as const) {
        expect(taskOf({ ...small, will_status }, 'small-estate-route'), will_status).toBeDefined();
        expect(taskOf({ ...small, will_status }, 'probate'), will_status).toBeUndefined();
      }
      const california = { ...small, jurisdiction: { state: 'CA' }, will_status: 'Yes' } as const;
      expect(taskOf(california, 'small-estate-route')).toBeDefined();
      expect(taskOf(california, 'probate')).toBeUndefined();
    });

    it('says Louisiana’s affidavit with a will is only for an estate without real property in probate', () => {
      const louisiana = { ...small, jurisdiction: { state: 'LA' } } as const;
      expect(taskOf(louisiana, 'small-estate-route')?.description).toContain(
        'Louisiana has a small succession affidavit for estates up to $125,000, and with a will only when no real property goes through probate.',
      );
    });

    it('leaves the route to the person who said probate is not needed', () => {
      const said = { ...small, will_status: 'Yes', probate: 'No' } as const;
      expect(taskOf(said, 'probate')).toBeUndefined();
    });
  });

  describe('speaking of the person by name (decision 038)', () => {
    const PRONOUN = /\b(they|them|their)\b/i;
    const named = (first: string) =>
      generate({ ...ALL_OPTIONS_ANSWERS, deceased_name: { first, last: 'Lane' } });

    it('says their first name in every title that would say they, them or their', () => {
      const unnamed = generate(ALL_OPTIONS_ANSWERS);
      const byName = new Map(named('Rose').map((task) => [task.key, task.title]));
      const speakingOfThem = unnamed.filter((task) => PRONOUN.test(task.title));
      expect(speakingOfThem.length).toBeGreaterThan(20);
      for (const task of speakingOfThem) {
        const title = byName.get(task.key);
        expect(title, task.key).toMatch(/\bRose(’s)?\b/);
        expect(title, task.key).not.toMatch(PRONOUN);
      }
      expect(byName.get('secure-home')).toBe('Secure Rose’s home, car and valuables');
      expect(byName.get('arrange-care')).toBe('Arrange for Rose to be taken into care');
      expect(byName.get('list-assets-and-debts')).toBe('List what Rose owned and owed');
    });

    it('keeps a title the name does not touch, and the same keys and order', () => {
      const unnamed = generate(ALL_OPTIONS_ANSWERS);
      const byName = named('Rose');
      expect(byName.map((task) => task.key)).toEqual(unnamed.map((task) => task.key));
      const untouched = unnamed.filter((task) => !PRONOUN.test(task.title));
      for (const task of untouched)
        expect(byName.find((other) => other.key === task.key)?.title).toBe(task.title);
    });

    it('says "their" in a title a long name would take past the limit, and the name in the rest', () => {
      const long = 'Maximiliano-Alexandros-Wolfeschlegel';
      const tasks = named(long);
      for (const task of tasks)
        expect(task.title.length, task.key).toBeLessThanOrEqual(TASK_TITLE_MAX_LENGTH);
      const titleOf = (key: string) => tasks.find((task) => task.key === key)?.title;
      expect(titleOf('secure-home')).toBe(`Secure ${long}’s home, car and valuables`);
      expect(titleOf('notify-credit-bureaus')).toBe(
        'Ask the credit bureaus to flag their credit as deceased',
      );
    });

    it('speaks of no one by name without a first name, or on one’s own plans', () => {
      const lastOnly = generate({ ...ALL_OPTIONS_ANSWERS, deceased_name: { first: ' ', last: 'Lane' } });
      expect(lastOnly).toEqual(generate(ALL_OPTIONS_ANSWERS));
      const plans = generate({ deceased_name: { first: 'Rose', last: '' } }, 'planning-ahead');
      expect(plans).toEqual(generate({}, 'planning-ahead'));
    });
  });

  it('refuses a today that is not a YYYY-MM-DD date', () => {
    expect(() => generateChecklist({ path: 'recent-loss', answers: {}, today: '15/06/2025' })).toThrow(
      RangeError,
    );
  });
});

describe('generateChecklist for any answers', () => {
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
  const oneOf = <T extends string>(options: readonly T[]) => maybe(fc.constantFrom(...options));
  const someOf = <T extends string>(options: readonly T[]) => maybe(fc.subarray([...options]));
  const isoDate = fc
    .date({
      min: new Date('2015-01-01T00:00:00Z'),
      max: new Date('2026-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const jurisdiction = fc.oneof(
    fc.constantFrom(
      { state: 'TX' as const, county: 'Travis County' },
      { state: 'DC' as const, county: '11001' },
      { state: 'AK' as const, county: 'Prince of Wales-Hyder Census Area' },
    ),
    fc.constantFrom(...US_STATE_CODES).map((state) => ({ state })),
  );
  // Up to the 50 characters a name may have, so a long one meets the title limit.
  const firstName = fc.stringMatching(/^[A-Za-zÀ-ÿ’-]{1,50}$/);
  const answersArbitrary: fc.Arbitrary<OnboardingAnswers> = fc.record(
    {
      deceased_name: maybe(fc.record({ first: firstName, last: fc.constant('') })),
      relationship_to_deceased: oneOf(RELATIONSHIP_OPTIONS),
      date_of_death: maybe(isoDate),
      jurisdiction: maybe(jurisdiction),
      care_status: oneOf(CARE_STATUS_OPTIONS),
      dependents_status: oneOf(DEPENDENTS_STATUS_OPTIONS),
      notifications_status: oneOf(NOTIFICATIONS_STATUS_OPTIONS),
      planning_reason: oneOf(PLANNING_REASON_OPTIONS),
      healthcare_directive: oneOf(HEALTHCARE_DIRECTIVE_OPTIONS),
      will_status: oneOf(WILL_STATUS_OPTIONS),
      funeral_home_chosen: oneOf(YES_NO),
      disposition: oneOf(DISPOSITION_OPTIONS),
      service: oneOf(SERVICE_OPTIONS),
      printed_programs: oneOf(YES_NO),
      livestream: oneOf(YES_NO),
      flowers: oneOf(YES_NO),
      food: oneOf(YES_NO),
      death_circumstances: oneOf(DEATH_CIRCUMSTANCE_OPTIONS),
      place_of_death: oneOf(PLACE_OF_DEATH_OPTIONS),
      burial_place: oneOf(BURIAL_PLACE_OPTIONS),
      surviving_spouse: oneOf(SURVIVING_SPOUSE_OPTIONS),
      dependents: oneOf(YES_NO),
      pets: oneOf(YES_NO),
      home: oneOf(HOME_OPTIONS),
      employer: oneOf(YES_NO),
      federal_service: oneOf(FEDERAL_SERVICE_OPTIONS),
      assets: oneOf(YES_NO),
      financial_accounts: someOf(FINANCIAL_ACCOUNT_OPTIONS),
      debts: someOf(DEBT_OPTIONS),
      probate: oneOf(PROBATE_OPTIONS),
      benefits: someOf(BENEFIT_OPTIONS),
      social_security: oneOf(YES_NO_NOT_SURE),
      medicaid: oneOf(YES_NO_NOT_SURE),
      living_trust: oneOf(YES_NO_NOT_SURE),
      estate_band: oneOf(ESTATE_BAND_OPTIONS),
      utilities: someOf(UTILITY_OPTIONS),
      online_accounts: someOf(ONLINE_ACCOUNT_OPTIONS),
      veteran: oneOf(YES_NO),
      military_retiree: oneOf(YES_NO),
      role: oneOf(ROLE_OPTIONS),
    },
    { requiredKeys: [] },
  );
  const inputArbitrary = fc.record({
    path: fc.constantFrom<OnboardingPath>('recent-loss', 'planning-ahead'),
    answers: answersArbitrary,
    today: isoDate,
  });

  function expectWellFormed(tasks: GeneratedTask[], answers: OnboardingAnswers) {
    const keys = tasks.map((task) => task.key);
    const titles = tasks.map((task) => task.title.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(titles).size).toBe(titles.length);
    const categories = new Set(tasks.map((task) => task.category));
    expect(categories.has('Other')).toBe(true);
    expect(categories.has('Memorial Planning')).toBe(
      answers.service === 'Yes' || answers.service === 'Not sure',
    );
    tasks.forEach((task, index) => {
      expect(task.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(task.title.length).toBeGreaterThan(0);
      expect(task.title.length).toBeLessThanOrEqual(TASK_TITLE_MAX_LENGTH);
      expect(task.description.length).toBeGreaterThan(0);
      expect(task.description.length).toBeLessThanOrEqual(TASK_DESCRIPTION_MAX_LENGTH);
      expect(CHECKLIST_CATEGORIES).toContain(task.category);
      expect(TASK_AREAS).toContain(task.area);
      expect(Number.isInteger(task.estimatedMinutes) && task.estimatedMinutes > 0).toBe(true);
      if (task.dueDate !== null) expect(task.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A link must be clickable as written: no trailing period or bracket glued to it (issue #19).
      for (const link of task.description.match(/https?:\/\/\S+/g) ?? []) {
        expect(link, task.key).toMatch(/^https:\/\/[^\s]*[A-Za-z0-9/_-]$/);
      }
      expect(task.sortOrder).toBe(index + 1);
    });
  }

  it('gives unique keys and titles, short titles, valid categories and Other, on either path', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expectWellFormed(generateChecklist(input), input.answers);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every description within its limit in every state, named with its longest county', () => {
    // Random answers reach a long state rule and a long county together only now and then, so every state
    // is tried at its worst.
    for (const state of US_STATE_CODES) {
      const [county] = [...countiesOf(state)].sort((a, b) => b.name.length - a.name.length);
      for (const [probate, will_status] of [
        ['No', undefined],
        ['Not sure', undefined],
        [undefined, 'Yes'],
      ] as const) {
        const answers = {
          jurisdiction: { state, county: county?.name },
          estate_band: 'Small: under the state’s small-estate limit',
          probate,
          will_status,
        } as const;
        for (const task of generateChecklist({ path: 'recent-loss', answers, today: '2026-12-01' }))
          expect(task.description.length, `${state} ${task.key}`).toBeLessThanOrEqual(
            TASK_DESCRIPTION_MAX_LENGTH,
          );
      }
    }
  });

  it('never calls the person "your loved one" (the product rule): a task says them, or their name', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const task of generateChecklist(input)) {
          expect(`${task.title} ${task.description}`, task.key).not.toMatch(/loved one/i);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(generateChecklist(input)).toEqual(generateChecklist(structuredClone(input)));
      }),
      { numRuns: 100 },
    );
  });

  it('never dates an urgent task before today', () => {
    fc.assert(
      fc.property(answersArbitrary, isoDate, (answers, today) => {
        for (const task of generateChecklist({ path: 'recent-loss', answers, today })) {
          if (task.category === 'Urgent Needs (First 48 Hours)') expect(task.dueDate! >= today).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('does not change the answers it is given', () => {
    const answers = structuredClone(ALL_OPTIONS_ANSWERS);
    generateChecklist({ path: 'recent-loss', answers, today: ALL_OPTIONS_TODAY });
    expect(answers).toEqual(ALL_OPTIONS_ANSWERS);
  });
});
