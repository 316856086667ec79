import { addDays, addMonths, weekdayOf } from '../dates/calendar-days.ts';
import { FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS } from '../state-rules/state-rules.ts';
import { nextIrsBusinessDay } from './irs-business-days.ts';

// The Legal Forms Library (issue 23, decision 066): the federal forms an executor usually meets, in plain
// words, each with its agency's own page. Due dates are counted from the date of death as YYYY-MM-DD
// calendar days; nothing here knows today's date. Checked against the agencies' pages on LEGAL_FORMS_CHECKED_ON.

export const LEGAL_FORMS_CHECKED_ON = '2026-11-27';

export const LEGAL_FORM_GROUPS = [
  { id: 'taxes', title: 'Taxes' },
  { id: 'social-security', title: 'Social Security' },
  { id: 'veterans', title: 'Veterans' },
  { id: 'records', title: 'Records' },
] as const;

type LegalFormGroupId = (typeof LEGAL_FORM_GROUPS)[number]['id'];

/**
 * A date counted from the death. `fixedBy: 'law'` is a deadline set by statute or regulation; 'usual'
 * is when it is normally done, with nothing lost by being later.
 */
type LegalFormDue = {
  /** 'Due', 'File by': the words before the date. */
  label: string;
  fixedBy: 'law' | 'usual';
  /** The date, from the date of death (YYYY-MM-DD). */
  dateFrom: (dateOfDeath: string) => string;
};

export type LegalForm = {
  id: string;
  /** 'Form 706', 'SF-180'. */
  number: string;
  name: string;
  group: LegalFormGroupId;
  /** What it is for, in plain words. */
  purpose: string;
  whoFiles: string;
  /** When, in plain words; shown whether or not a date can be worked out. */
  when: string;
  /** A date worked out from the date of death, where the form has one. */
  due: LegalFormDue | null;
  /** The agency's own page for the form. */
  url: string;
};

/**
 * Saturday or Sunday moves to the Monday after: a state return's rule, where each state's own holidays
 * (Patriots' Day in MA and ME) are not counted (see the Tax Document Organizer's wording).
 */
export function nextWeekday(isoDate: string): string {
  const weekday = weekdayOf(isoDate);
  if (weekday === 6) return addDays(isoDate, 2);
  if (weekday === 0) return addDays(isoDate, 1);
  return isoDate;
}

/** April 15 of the year after the death, off weekends and DC holidays: the final 1040 and a calendar-year 1041. */
export function aprilFifteenthAfter(dateOfDeath: string): string {
  const year = Number(dateOfDeath.slice(0, 4)) + 1;
  return nextIrsBusinessDay(`${year}-04-15`);
}

/** Nine months after the death, to the same day of the month, off weekends and DC holidays: Form 706. */
export function nineMonthsAfter(dateOfDeath: string): string {
  return nextIrsBusinessDay(addMonths(dateOfDeath, 9));
}

/** Whole years after the death, to the same day (February 29 becomes February 28). */
export function yearsAfter(dateOfDeath: string, years: number): string {
  return addMonths(dateOfDeath, 12 * years);
}

const exemption = `$${(FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS / 1_000_000).toLocaleString('en-US')} million`;

export const LEGAL_FORMS: readonly LegalForm[] = [
  {
    id: 'irs-56',
    number: 'Form 56',
    name: 'Notice Concerning Fiduciary Relationship',
    group: 'taxes',
    purpose:
      'Tells the IRS that you now act for the person who died or for their estate, so its letters about their taxes come to you.',
    whoFiles: 'The executor or administrator the court appointed (or another person acting for the estate).',
    when: 'No deadline. It is usually filed once you are appointed, before or with the first tax return you file for them.',
    due: null,
    url: 'https://www.irs.gov/forms-pubs/about-form-56',
  },
  {
    id: 'irs-1310',
    number: 'Form 1310',
    name: 'Statement of Person Claiming Refund Due a Deceased Taxpayer',
    group: 'taxes',
    purpose: 'Claims a tax refund that is owed to the person who died.',
    whoFiles:
      'The person claiming the refund. A surviving spouse filing a joint return does not need it, nor does a court-appointed executor who sends a copy of the court certificate with the return.',
    when: 'No deadline of its own. It goes with the final income tax return that shows the refund.',
    due: null,
    url: 'https://www.irs.gov/forms-pubs/about-form-1310',
  },
  {
    id: 'irs-1040-final',
    number: 'Form 1040 (final return)',
    name: 'U.S. Individual Income Tax Return, for the year of death',
    group: 'taxes',
    purpose:
      'Reports their income from January 1 up to the day they died. Any returns for earlier years that were never filed are due too.',
    whoFiles:
      'The executor or administrator. A surviving spouse may file a joint return for that year. Write “Deceased”, their name and the date of death across the top.',
    when: 'Due April 15 of the year after the death, set by law. A weekend or a legal holiday in Washington, DC moves it to the next business day, as the date here does.',
    due: { label: 'Due', fixedBy: 'law', dateFrom: aprilFifteenthAfter },
    url: 'https://www.irs.gov/forms-pubs/about-form-1040',
  },
  {
    id: 'irs-1041',
    number: 'Form 1041',
    name: 'U.S. Income Tax Return for Estates and Trusts',
    group: 'taxes',
    purpose:
      'Reports income the estate earns after the death, such as interest, dividends, rent or the sale of property. It is needed when that income is $600 or more in the estate’s tax year.',
    whoFiles: 'The executor or administrator, using the estate’s own tax number (EIN).',
    when: 'Due by law on the 15th day of the 4th month after the estate’s tax year ends. With a calendar tax year, the usual choice, that is April 15 of the year after the death. An estate may choose a fiscal year instead on its first return, which moves the date.',
    due: { label: 'Due', fixedBy: 'law', dateFrom: aprilFifteenthAfter },
    url: 'https://www.irs.gov/forms-pubs/about-form-1041',
  },
  {
    id: 'irs-706',
    number: 'Form 706',
    name: 'United States Estate (and Generation-Skipping Transfer) Tax Return',
    group: 'taxes',
    purpose: `Reports the federal estate tax. It is needed only for large estates: for deaths in 2026, when the estate and certain lifetime gifts add up to more than ${exemption}. It is also filed to pass any unused exemption to a surviving spouse.`,
    whoFiles: 'The executor or administrator, often with an attorney or tax professional.',
    when: 'Due 9 months after the death, set by law (a weekend or a legal holiday in Washington, DC moves it to the next business day). Form 4768 gives 6 more months to file. A return filed only to pass the unused exemption to a spouse may have up to 5 years.',
    due: { label: 'Due', fixedBy: 'law', dateFrom: nineMonthsAfter },
    url: 'https://www.irs.gov/forms-pubs/about-form-706',
  },
  {
    id: 'irs-4768',
    number: 'Form 4768',
    name: 'Application for Extension of Time To File a Return and/or Pay U.S. Estate Taxes',
    group: 'taxes',
    purpose:
      'Asks for 6 more months to file Form 706. More time to pay the tax is a separate request and must give a reason.',
    whoFiles: 'The executor or administrator who will file Form 706.',
    when: 'Must be filed by the date Form 706 is due: 9 months after the death.',
    due: { label: 'Due by', fixedBy: 'law', dateFrom: nineMonthsAfter },
    url: 'https://www.irs.gov/forms-pubs/about-form-4768',
  },
  {
    id: 'irs-ss-4',
    number: 'Form SS-4',
    name: 'Application for Employer Identification Number (EIN)',
    group: 'taxes',
    purpose:
      'Gets the estate its own tax number. Banks ask for it to open an estate account, and Form 1041 uses it. Applying online on the IRS site is free.',
    whoFiles: 'The executor or administrator.',
    when: 'No deadline. It is usually done soon after you are appointed, before opening the estate’s bank account.',
    due: null,
    url: 'https://www.irs.gov/forms-pubs/about-form-ss-4',
  },
  {
    id: 'irs-4506-t',
    number: 'Form 4506-T',
    name: 'Request for Transcript of Tax Return',
    group: 'records',
    purpose:
      'Gets a free summary of past tax returns and income records, which helps find accounts, income and any years left unfiled.',
    whoFiles:
      'The executor or administrator (with the court papers that appoint them), or a surviving spouse for a joint return.',
    when: 'No deadline. It is most useful early, before the final return is prepared.',
    due: null,
    url: 'https://www.irs.gov/forms-pubs/about-form-4506-t',
  },
  {
    id: 'ssa-8',
    number: 'Form SSA-8',
    name: 'Application for Lump-Sum Death Payment',
    group: 'social-security',
    purpose:
      'Claims Social Security’s one-time $255 death payment. A spouse who was already getting benefits on their record is usually paid without applying.',
    whoFiles:
      'A surviving spouse who lived with them or, if there is none, a spouse or child who can get benefits on their record. Many people apply by phone instead of on paper.',
    when: 'Must be applied for within 2 years of the death, set by law.',
    due: { label: 'Apply by', fixedBy: 'law', dateFrom: (dateOfDeath) => yearsAfter(dateOfDeath, 2) },
    url: 'https://www.ssa.gov/forms/ssa-8.html',
  },
  {
    id: 'va-21p-530ez',
    number: 'VA Form 21P-530EZ',
    name: 'Application for Burial Benefits',
    group: 'veterans',
    purpose: 'Asks VA to help pay for a veteran’s burial, funeral, plot and transport.',
    whoFiles: 'The person who paid for the burial or funeral, often a family member or the executor.',
    when: 'When the death was not related to military service, within 2 years of the burial. When it was service-connected, there is no time limit.',
    due: null,
    url: 'https://www.va.gov/find-forms/about-form-21p-530ez/',
  },
  {
    id: 'va-21p-534ez',
    number: 'VA Form 21P-534EZ',
    name: 'Application for DIC, Survivors Pension, and/or Accrued Benefits',
    group: 'veterans',
    purpose:
      'Claims monthly payments for a veteran’s surviving spouse or children, and any VA money that was owed to the veteran.',
    whoFiles: 'A surviving spouse, or a child, of the veteran.',
    when: 'Filed within 1 year of the death, payments can start from the first day of the month of death. Filed later, they start from when VA receives the form. Money owed to the veteran at death (accrued benefits) can be claimed only within 1 year of the death.',
    due: { label: 'File by', fixedBy: 'law', dateFrom: (dateOfDeath) => yearsAfter(dateOfDeath, 1) },
    url: 'https://www.va.gov/find-forms/about-form-21p-534ez/',
  },
  {
    id: 'va-40-1330',
    number: 'VA Form 40-1330',
    name: 'Claim for Standard Government Headstone or Marker',
    group: 'veterans',
    purpose: 'Asks for a free government headstone or marker for an eligible veteran’s grave.',
    whoFiles:
      'A family member, the executor, or another person allowed to act for the family, such as a funeral director.',
    when: 'No deadline. It is usually sent after the burial, when the cemetery is ready to mark the grave.',
    due: null,
    url: 'https://www.va.gov/find-forms/about-form-40-1330/',
  },
  {
    id: 'va-40-0247',
    number: 'VA Form 40-0247',
    name: 'Application for Presidential Memorial Certificate',
    group: 'veterans',
    purpose: 'Asks for a certificate, signed by the President, honoring the veteran’s service.',
    whoFiles: 'Family members and loved ones; more than one copy can be asked for.',
    when: 'No deadline. It can be asked for at any time.',
    due: null,
    url: 'https://www.va.gov/find-forms/about-form-40-0247/',
  },
  {
    id: 'sf-180',
    number: 'SF-180',
    name: 'Request Pertaining to Military Records',
    group: 'records',
    purpose:
      'Asks the National Archives for a veteran’s military records, including the DD-214 discharge papers that VA burial benefits and military honors ask for.',
    whoFiles:
      'The next of kin (a surviving spouse who has not remarried, a parent, child or sibling), with proof of death.',
    when: 'No deadline. It is best sent early if the DD-214 cannot be found, since requests can take weeks.',
    due: null,
    url: 'https://www.archives.gov/veterans/military-service-records',
  },
];

export type LegalFormWithDate = LegalForm & {
  /** The worked-out date (YYYY-MM-DD), or null when the form has none or the date of death is unknown. */
  dueDate: string | null;
};

/** The forms in their groups, in the library's order, each with its date once the date of death is known. */
export function legalFormsByGroup(dateOfDeath: string | null) {
  return LEGAL_FORM_GROUPS.map((group) => ({
    ...group,
    forms: LEGAL_FORMS.filter((form) => form.group === group.id).map(
      (form): LegalFormWithDate => ({
        ...form,
        dueDate: form.due && dateOfDeath ? form.due.dateFrom(dateOfDeath) : null,
      }),
    ),
  }));
}
