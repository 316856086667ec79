import { DISPLAY_DATE, formatIsoDate } from '../dates/display-formats.ts';
import type { HubHeader, HubMessages } from '../hubs/types.ts';
import { possessive } from '../text/possessive.ts';

// The words of the Legal Forms Library page (/hub/legal/{lovedOneId}/legal-forms), kept with its data
// so they can be read and reviewed in one place.

export const LEGAL_FORMS_PAGE = {
  header: {
    title: 'Legal Forms Library',
    subtitle: 'The federal forms an executor often meets, explained in plain words',
    back: { label: 'Back to Legal Hub', to: '/hub/legal' },
  } satisfies HubHeader,
  messages: {
    loading: 'Loading...',
    loadError: 'Error loading legal forms library',
  } satisfies HubMessages,
  intro:
    'You will not need every form here. Each card says what the form is for, who files it and when, and links to the agency’s own page, where you can read the instructions and download it.',
  datesFrom: (name: string | null, isoDate: string) =>
    `Dates are counted from ${possessive(name, 'the')} date of death, ${formatIsoDate(isoDate, DISPLAY_DATE)}. Where the law sets a deadline, we say so.`,
  noDateOfDeath: (name: string | null) =>
    `Once the date of death is added to ${possessive(name, 'their')} profile, the dates that follow from it will appear on these cards.`,
  stateTitle: 'Probate court forms for your state',
  /** `court` as the state table names it: 'Superior Court', 'County Commission (the county clerk …)'. */
  stateCourt: (stateName: string, court: string) => `In ${stateName}, probate is handled by the ${court}.`,
  stateSelfHelp: 'The state courts’ self-help pages explain the steps and hold the state’s own forms.',
  stateLinkLabel: (stateName: string) => `${stateName} courts: probate forms and self-help`,
  stateHomePage: (name: string | null) =>
    `We couldn’t confirm a probate page on the state courts’ website, so this link opens its home page: look there for probate or self-help. The court’s clerk in the county where ${name ?? 'they'} lived can also tell you which forms to use.`,
  stateHomePageLinkLabel: (stateName: string) => `${stateName} courts’ website`,
  noState: (name: string | null) =>
    `We don’t know yet ${name ? `which state ${name} lived in` : 'which state’s laws apply'}. Once the state is on the profile, its courts’ page will appear here.`,
  whatFor: 'What it is for',
  whoFiles: 'Who files it',
  when: 'When',
  dueOn: (label: string, isoDate: string) => `${label} ${formatIsoDate(isoDate, DISPLAY_DATE)}`,
  fixedByLaw: '(set by law)',
  /** A date before today: said in the warning tone, with what can still be done, never as an error. */
  datePassed: 'Date passed',
  datePassedNote:
    'This date has passed. The official page, or the agency itself, can say what can still be done.',
  officialPage: 'Official page',
} as const;
