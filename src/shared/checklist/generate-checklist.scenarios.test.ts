import { describe, expect, it } from 'vitest';
import type { OnboardingAnswers } from '../onboarding/onboarding-answers.ts';
import type { OnboardingPath } from '../onboarding/questions.ts';
import { smallEstateOf } from '../state-rules/state-rules.test-support.ts';
import { stateRulesFor } from '../state-rules/state-rules.ts';
import type { GeneratedTask } from './checklist-types.ts';
import { generateChecklist } from './generate-checklist.ts';

// Issue #19: whole situations, each built from what public sources say a family in it must do
// and must not be told to do. A scenario names its sources so a reviewer can check the reasoning.

type Scenario = {
  name: string;
  sources: readonly string[];
  path?: OnboardingPath;
  answers: OnboardingAnswers;
  today: string;
  /** Task keys that must be on the checklist. */
  must: readonly string[];
  /** Task keys that must not be. */
  mustNot: readonly string[];
  /** Anything else the sources say about the wording or dates. */
  also?: (task: (key: string) => GeneratedTask) => void;
};

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'Pennsylvania: a wife whose husband died in hospice care; their home has a mortgage',
    sources: [
      'https://www.revenue.pa.gov/TaxTypes/InheritanceTax/Pages/default.aspx',
      'https://www.ssa.gov/benefits/survivors/',
      'https://www.irs.gov/instructions/i706',
      'https://www.consumerfinance.gov/ask-cfpb/i-inherited-a-home-with-a-mortgage-on-it-what-do-i-do-en-2043',
    ],
    answers: {
      deceased_name: { first: 'Walter', last: 'Kowalski' },
      relationship_to_deceased: 'My spouse or partner',
      date_of_death: '2026-10-02',
      jurisdiction: { state: 'PA', county: 'Allegheny County' },
      care_status: 'Yes',
      death_circumstances: 'Expected, after an illness or in old age',
      place_of_death: 'In a hospice',
      home: 'In a home they owned',
      debts: ['Mortgage'],
      estate_band: 'Larger, up to the federal estate tax limit',
      will_status: 'Yes',
      role: 'Executor',
    },
    today: '2026-10-20',
    must: [
      'state-inheritance-tax',
      'state-income-tax-return',
      'survivor-benefits',
      'estate-tax-portability',
      'no-big-decisions-yet',
      'mortgage',
      'find-the-will',
      'probate',
      'irs-form-56',
      'notice-to-creditors',
      'death-certificate-facts',
    ],
    mustNot: [
      'estate-tax-return',
      'rented-home',
      'small-estate-route',
      'medical-examiner',
      'state-estate-tax',
    ],
    also: (task) => {
      // PA: 5 % off when paid within three months of the death.
      expect(task('state-inheritance-tax').dueDate).toBe('2027-01-02');
      expect(task('state-inheritance-tax').title).toBe(
        'Check who owes Pennsylvania’s inheritance tax: 5% off if paid within 3 months',
      );
      expect(task('state-income-tax-return').title).toBe(
        'File Walter’s final Pennsylvania income tax return',
      );
      expect(task('estate-tax-portability').dueDate).toBeNull();
    },
  },
  {
    name: 'Texas: a son whose father died suddenly in his rented apartment, with a dog, no will, a small estate',
    sources: [
      'https://comptroller.texas.gov/taxes/',
      'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.205.htm',
      'https://consumer.ftc.gov/articles/debts-and-deceased-relatives',
    ],
    answers: {
      relationship_to_deceased: 'My parent',
      date_of_death: '2026-11-20',
      jurisdiction: { state: 'TX', county: 'Harris County' },
      care_status: 'Yes',
      dependents_status: 'No',
      death_circumstances: 'Sudden or unexpected',
      place_of_death: 'At home',
      pets: 'Yes',
      home: 'In a home they rented',
      assets: 'No',
      will_status: 'No',
      estate_band: 'Small: under the state’s small-estate limit',
      role: 'Family member helping',
    },
    today: '2026-11-22',
    must: [
      'medical-examiner',
      'care-for-pets',
      'rented-home',
      'small-estate-route',
      'estate-without-a-will',
      'secure-home',
      'unclaimed-property',
    ],
    mustNot: [
      'state-income-tax-return',
      'find-the-will',
      'mortgage',
      'survivor-benefits',
      'care-for-dependents',
      'estate-tax-return',
      'estate-tax-portability',
      'probate',
      'property-deeds-and-titles',
    ],
    also: (task) => {
      const { limitDollars } = smallEstateOf('TX');
      expect(task('small-estate-route').description).toContain(`$${limitDollars.toLocaleString('en-US')}`);
      expect(task('small-estate-route').title).toBe('Use Texas’s simpler process for a small estate');
      expect(task('rented-home').description).not.toMatch(/mortgage/i);
    },
  },
  {
    name: 'New York: a military retiree buried in the family plot; his daughter is executor and probate is needed',
    sources: [
      'https://www.va.gov/burials-memorials/',
      'https://www.cem.va.gov/hmm/',
      'https://www.dfas.mil/RetiredMilitary/',
      'https://www.tax.ny.gov/pit/estate/etidx.htm',
      'https://www.irs.gov/forms-pubs/about-form-56',
    ],
    answers: {
      relationship_to_deceased: 'My parent',
      date_of_death: '2026-09-01',
      jurisdiction: { state: 'NY', county: 'Kings County' },
      disposition: 'Burial',
      burial_place: 'A private, church or town cemetery',
      service: 'Yes',
      veteran: 'Yes',
      military_retiree: 'Yes',
      surviving_spouse: 'No',
      will_status: 'Yes',
      probate: 'Yes',
      estate_band: 'Larger, up to the federal estate tax limit',
      role: 'Executor',
    },
    today: '2026-09-10',
    must: [
      'military-retired-pay',
      'military-funeral-honors',
      'va-benefits',
      'arrange-burial',
      'probate',
      'irs-form-56',
      'notice-to-creditors',
      'state-income-tax-return',
      'state-estate-tax',
    ],
    mustNot: ['estate-tax-return', 'estate-tax-portability', 'state-inheritance-tax', 'no-big-decisions-yet'],
    also: (task) => {
      expect(task('arrange-burial').description).toContain('headstone');
      expect(task('arrange-burial').description).not.toContain('national cemetery at no cost');
      expect(task('probate').description).toContain(
        `${stateRulesFor('NY').probateCourt} in Kings County, New York`,
      );
      expect(task('notice-to-creditors').description).toContain(
        stateRulesFor('NY').creditorClaimPeriod.toLowerCase(),
      );
      expect(task('death-certificate-facts').description).toContain('DD Form 214');
    },
  },
  {
    name: 'Florida: a mother who lived in a nursing home on Medicaid and died there',
    sources: [
      'https://www.medicaid.gov/medicaid/eligibility-policy/estate-recovery',
      'https://floridarevenue.com/taxes/taxesfees/Pages/default.aspx',
    ],
    answers: {
      relationship_to_deceased: 'My parent',
      date_of_death: '2026-11-01',
      jurisdiction: { state: 'FL', county: 'Pinellas County' },
      place_of_death: 'In a nursing or care home',
      home: 'In a nursing or care home',
      assets: 'No',
      medicaid: 'Yes',
      social_security: 'Yes',
      surviving_spouse: 'No',
    },
    today: '2026-11-05',
    must: ['medicaid-estate-recovery', 'care-home-belongings', 'notify-social-security'],
    mustNot: [
      'secure-home',
      'rented-home',
      'mortgage',
      'state-income-tax-return',
      'state-inheritance-tax',
      'state-estate-tax',
      'survivor-benefits',
    ],
    also: (task) => {
      expect(task('notify-social-security').description).toContain('will be taken back');
    },
  },
  {
    name: 'California: a federal retiree whose estate sits in a living trust',
    sources: [
      'https://www.opm.gov/retirement-center/',
      'https://www.tsp.gov',
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=16061.7',
      'https://www.ftb.ca.gov/file/personal/filing-situations/deceased-person.html',
    ],
    answers: {
      relationship_to_deceased: 'My parent',
      date_of_death: '2026-08-15',
      jurisdiction: { state: 'CA', county: 'Alameda County' },
      federal_service: 'Yes, and retired from it',
      living_trust: 'Yes',
      estate_band: 'Larger, up to the federal estate tax limit',
      surviving_spouse: 'No',
      role: 'Executor',
    },
    today: '2026-08-20',
    must: ['federal-benefits', 'trustee-duties', 'find-the-will', 'state-income-tax-return', 'irs-form-56'],
    mustNot: [
      'probate',
      'notice-to-creditors',
      'small-estate-route',
      'estate-tax-return',
      'state-estate-tax',
    ],
    also: (task) => {
      expect(task('federal-benefits').title).toBe(
        'Report the death to OPM and claim federal survivor benefits',
      );
      expect(task('federal-benefits').description).toContain('1-888-767-6738');
    },
  },
  {
    name: 'Illinois: a husband who died while travelling abroad; his wife arranges a cremation',
    sources: [
      'https://travel.state.gov/content/travel/en/international-travel/while-abroad/death-abroad1.html',
      'https://tax.illinois.gov/individuals/filingrequirements.html',
      'https://consumer.ftc.gov/articles/shopping-funeral-services',
    ],
    answers: {
      relationship_to_deceased: 'My spouse or partner',
      date_of_death: '2026-11-24',
      jurisdiction: { state: 'IL', county: 'Cook County' },
      place_of_death: 'Outside the United States',
      disposition: 'Cremation',
      estate_band: 'Small: under the state’s small-estate limit',
    },
    today: '2026-11-25',
    must: [
      'death-abroad',
      'arrange-cremation',
      'state-income-tax-return',
      'small-estate-route',
      'look-for-funeral-plans',
    ],
    mustNot: [
      'arrange-burial',
      'confirm-organ-donation',
      'estate-tax-portability',
      'state-estate-tax',
      'probate',
    ],
    also: (task) => {
      expect(task('death-abroad').description).toContain('1-888-407-4747');
      expect(task('death-abroad').dueDate).toBe('2026-11-26');
    },
  },
  {
    name: 'Washington: organ donation after a death in hospital; an estate above the federal exemption',
    sources: [
      'https://www.organdonor.gov',
      'https://dor.wa.gov/taxes-rates/other-taxes/estate-tax-tables',
      'https://www.irs.gov/forms-pubs/about-form-706',
    ],
    answers: {
      relationship_to_deceased: 'My sibling',
      date_of_death: '2026-11-26',
      jurisdiction: { state: 'WA', county: 'King County' },
      place_of_death: 'In a hospital',
      disposition: 'Organ/tissue donation',
      estate_band: 'Over the federal estate tax limit',
      surviving_spouse: 'No',
      benefits: ['Life insurance'],
    },
    today: '2026-11-27',
    must: [
      'confirm-organ-donation',
      'estate-tax-return',
      'state-estate-tax',
      'probate',
      'life-insurance-claim',
    ],
    mustNot: [
      'state-income-tax-return',
      'estate-tax-portability',
      'state-inheritance-tax',
      'small-estate-route',
    ],
    also: (task) => {
      expect(task('confirm-organ-donation').title).toBe('Confirm organ or tissue donation with the hospital');
      // Form 706: 9 months after the death.
      expect(task('estate-tax-return').dueDate).toBe('2027-08-26');
      // Insurers take claims long after 30 days: no invented deadline.
      expect(task('life-insurance-claim').dueDate).toBeNull();
    },
  },
  {
    name: 'New Jersey: a sister helping the executor, not sure whether there is a will',
    sources: [
      'https://www.nj.gov/treasury/taxation/inheritance-estate/',
      'https://www.irs.gov/publications/p559',
    ],
    answers: {
      relationship_to_deceased: 'My sibling',
      date_of_death: '2026-06-30',
      jurisdiction: { state: 'NJ', county: 'Bergen County' },
      will_status: 'Not sure',
      role: 'Family member helping',
      dependents: 'No',
      pets: 'No',
    },
    today: '2026-07-10',
    must: ['state-inheritance-tax', 'find-the-will', 'find-the-executor', 'state-income-tax-return'],
    mustNot: [
      'executor-duties',
      'estate-without-a-will',
      'care-for-pets',
      'care-for-dependents',
      'irs-form-56',
    ],
    also: (task) => {
      // New Jersey's inheritance tax is due 8 months after the death, with no early-payment discount.
      expect(task('state-inheritance-tax').dueDate).toBe('2027-02-28');
      expect(task('state-inheritance-tax').title).toBe('Check who owes New Jersey’s inheritance tax');
    },
  },
  {
    name: 'Massachusetts, planning ahead: a homeowner with a larger estate and no trust',
    sources: [
      'https://www.mass.gov/info-details/massachusetts-estate-tax-guide',
      'https://www.hhs.gov/hipaa/for-individuals/family-members-friends/index.html',
      'https://consumer.ftc.gov/articles/shopping-funeral-services',
    ],
    path: 'planning-ahead',
    answers: {
      planning_reason: 'Peace of mind',
      jurisdiction: { state: 'MA' },
      assets: 'Yes',
      living_trust: 'No',
      estate_band: 'Larger, up to the federal estate tax limit',
      debts: ['Mortgage'],
      disposition: 'Burial',
    },
    today: '2026-11-27',
    must: [
      'state-estate-tax-plan',
      'living-trust',
      'hipaa-release',
      'letter-of-instruction',
      'compare-plots-and-plans',
      'plan-for-debts',
      'yearly-review',
    ],
    mustNot: [
      'estate-tax-planning',
      'small-estate-plan',
      'state-inheritance-tax-plan',
      'notify-social-security',
    ],
    also: (task) => {
      expect(task('yearly-review').dueDate).toBe('2027-11-27');
      expect(task('state-estate-tax-plan').title).toBe(
        'Check whether Massachusetts’s estate tax would apply',
      );
    },
  },
];

describe('checklist scenarios from public sources', () => {
  it('has at least eight, across different states', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(8);
    const states = new Set(SCENARIOS.map((scenario) => scenario.answers.jurisdiction?.state));
    expect(states.size).toBe(SCENARIOS.length);
    for (const scenario of SCENARIOS) {
      expect(scenario.sources.length).toBeGreaterThan(0);
      for (const source of scenario.sources) expect(source).toMatch(/^https:\/\//);
    }
  });

  describe.each(SCENARIOS)('$name', (scenario) => {
    const tasks = generateChecklist({
      path: scenario.path ?? 'recent-loss',
      answers: scenario.answers,
      today: scenario.today,
    });
    const keys = tasks.map((task) => task.key);

    it('has the tasks it must', () => {
      expect(keys).toEqual(expect.arrayContaining([...scenario.must]));
    });

    it('leaves out the tasks that do not apply', () => {
      expect(keys.filter((key) => scenario.mustNot.includes(key))).toEqual([]);
    });

    if (scenario.also) {
      const also = scenario.also;
      it('words and dates them as the sources say', () => {
        also((key) => {
          const task = tasks.find((candidate) => candidate.key === key);
          if (!task) throw new Error(`no task '${key}'`);
          return task;
        });
      });
    }
  });
});
