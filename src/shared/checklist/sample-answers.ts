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
  dependents: 'Yes',
  employer: 'Yes',
  assets: 'Yes',
  financial_accounts: ['Bank accounts', 'Credit cards', 'Investments/retirement'],
  debts: ['Mortgage/landlord', 'Car loan', 'Personal/other loan'],
  probate: 'Yes',
  benefits: ['Life insurance', 'Retirement benefits', "Veterans' benefits"],
  utilities: ['Electric/gas/water', 'Cell phone', 'Cable/internet'],
  online_accounts: ['Email/cloud', 'Social media', 'Streaming/news subscriptions', 'Password manager/crypto'],
  veteran: 'Yes',
  role: 'Executor',
};

export const ALL_OPTIONS_TODAY = '2025-03-11';
