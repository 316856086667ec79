import type { OnboardingAnswers } from '../onboarding/onboarding-answers.ts';

/**
 * A recent loss with every condition met: each Yes, every multi-select option, a known date and
 * county. The largest checklist the generator makes; shared by the tests and the benchmark.
 */
export const ALL_OPTIONS_ANSWERS: OnboardingAnswers = {
  relationship_to_deceased: 'My spouse or partner',
  date_of_death: '2025-03-10',
  jurisdiction: { state: 'TX', county: 'Travis County' },
  care_status: 'Not yet',
  dependents_status: 'Yes',
  notifications_status: 'Not yet',
  planning_reason: 'Health concerns',
  healthcare_directive: 'No',
  will_status: 'Yes',
  funeral_home_chosen: 'No',
  disposition: 'Burial',
  service: 'Yes',
  printed_programs: 'Yes',
  livestream: 'Yes',
  flowers: 'Yes',
  food: 'Yes',
  death_circumstances: 'Sudden or unexpected',
  place_of_death: 'Outside the United States',
  burial_place: 'Not decided yet',
  dependents: 'Yes',
  pets: 'Yes',
  home: 'In a home they owned',
  federal_service: 'Yes, and retired from it',
  employer: 'Yes',
  assets: 'Yes',
  financial_accounts: ['Bank accounts', 'Credit cards', 'Investments/retirement'],
  debts: ['Mortgage', 'Car loan', 'Personal/other loan'],
  probate: 'Yes',
  benefits: ['Life insurance', 'Retirement benefits', "Veterans' benefits"],
  social_security: 'Yes',
  medicaid: 'Yes',
  living_trust: 'Yes',
  estate_band: 'Larger, up to the federal estate tax limit',
  utilities: ['Electric/gas/water', 'Cell phone', 'Cable/internet'],
  online_accounts: ['Email/cloud', 'Social media', 'Streaming/news subscriptions', 'Password manager/crypto'],
  veteran: 'Yes',
  military_retiree: 'Yes',
  role: 'Executor',
};

export const ALL_OPTIONS_TODAY = '2025-03-11';
