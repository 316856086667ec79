import { isUsStateCode, stateByCode } from '../geo/us-states.ts';
import { usPhone } from '../hubs/phone.ts';
import type { PhoneNumber } from '../hubs/types.ts';
import { stateRulesFor } from '../state-rules/state-rules.ts';

// The Attorney Finder (issue 23, decision 067): links only. No scraping, no third-party scripts, no
// paid listings. The national directories below were last compared with their sites on 2026-11-27.

/** The ABA's list of lawyer referral programs, for when no state is known (and for rows that use it). */
export const ABA_LAWYER_REFERRAL_URL =
  'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/';

type Directory = { id: string; name: string; url: string; goodFor: string };

export const NATIONAL_DIRECTORIES: readonly Directory[] = [
  {
    id: 'actec',
    name: 'American College of Trust and Estate Counsel (ACTEC): find a Fellow',
    url: 'https://www.actec.org/find-a-fellow/',
    goodFor:
      'Experienced trusts and estates lawyers, each elected by their peers after at least ten years of practice. A good place to look when the estate is large or complicated.',
  },
  {
    id: 'naela',
    name: 'National Academy of Elder Law Attorneys (NAELA): find a lawyer',
    url: 'https://www.naela.org/findlawyer',
    goodFor:
      'Elder law lawyers: Medicaid, long-term care, nursing home bills and benefits, often alongside probate.',
  },
  {
    id: 'lawhelp',
    name: 'LawHelp.org: free legal aid by state',
    url: 'https://www.lawhelp.org/',
    goodFor: 'Free legal help if money is tight. Pick the state to see the legal aid offices that serve it.',
  },
  {
    id: 'lsc',
    name: 'Legal Services Corporation: find legal aid',
    url: 'https://www.lsc.gov/about-lsc/what-legal-aid/get-legal-help',
    goodFor: 'Also free legal aid if income is limited, from offices funded by Congress in every state.',
  },
  {
    id: 'aba',
    name: 'American Bar Association: lawyer referral programs',
    url: ABA_LAWYER_REFERRAL_URL,
    goodFor:
      'Bar-run referral services across the country. Most can arrange a first talk with a lawyer for a small, set fee.',
  },
];

export const QUESTIONS_TO_ASK: readonly string[] = [
  'How many probate cases have you handled in this county, and how recently?',
  'Does this estate need probate at all, or could a small-estate affidavit or simpler route work?',
  'Do you charge a flat fee, by the hour, or a percentage? What does that cover, and what does it not?',
  'What is your best estimate of the total cost, including court fees and other costs?',
  'Who will do most of the work: you, another lawyer, or a paralegal? What are their rates?',
  'How long do you expect this to take, and what could slow it down?',
  'How will you keep me updated, and how soon do you usually reply to calls and e-mails?',
  'Are the fees paid from the estate, and when would you bill?',
  'Will you put the fee agreement in writing in an engagement letter?',
  'What should I bring to our first meeting?',
];

type FeeTopic = { title: string; text: string };

export const HOW_FEES_WORK: readonly FeeTopic[] = [
  {
    title: 'By the hour',
    text: 'Many lawyers bill for the time they spend. Ask for the hourly rates of everyone who may work on the estate, and for an estimate of the total.',
  },
  {
    title: 'A flat fee',
    text: 'Some lawyers charge one set price for a simple probate or for set steps. Ask exactly what is included and what would cost extra.',
  },
  {
    title: 'A percentage set by state law',
    text: 'A few states, California among them, set the fee of the estate’s lawyer as a percentage of the estate’s value. The lawyer can tell you whether that applies.',
  },
  {
    title: 'Usually paid from the estate',
    text: 'The estate’s legal fees are normally paid from the estate, not from the executor’s own pocket. Keep the bills with the estate’s records.',
  },
  {
    title: 'Get it in writing',
    text: 'Before any work starts, ask for an engagement letter that says what the lawyer will do and how they will charge.',
  },
  {
    title: 'A low-cost first talk',
    text: 'Bar referral services can often arrange a first consultation for free or a small, set fee, so you can ask your questions before deciding.',
  },
];

type LocalReferral = { area: string; name: string | null; beforeCalling: string | null; phone: PhoneNumber };

export type StateReferral = {
  stateName: string;
  /** False where no statewide service could be confirmed and the ABA's list stands in (decision 067). */
  statewide: boolean;
  name: string;
  url: string;
  phone: PhoneNumber | null;
  /** City and county bar services with a confirmed phone; empty where none is recorded. */
  local: readonly LocalReferral[];
};

type AttorneyFinderContent = {
  /** The loved one's state's referral service, or null when no state is known. */
  referral: StateReferral | null;
  directories: readonly Directory[];
  questions: readonly string[];
  fees: readonly FeeTopic[];
};

/** The state's referral service, with its phone as a tel: link when one was confirmed; null for no state. */
export function stateReferralFor(stateCode: string | null): StateReferral | null {
  if (stateCode === null || !isUsStateCode(stateCode)) return null;
  const state = stateByCode(stateCode);
  if (!state) return null;
  const { name, url, phone, local = [] } = stateRulesFor(stateCode).lawyerReferral;
  return {
    stateName: state.name,
    statewide: url !== ABA_LAWYER_REFERRAL_URL,
    name,
    url,
    phone: phone === null ? null : usPhone(phone),
    local: local.map((service) => ({
      area: service.area,
      name: service.name ?? null,
      beforeCalling: service.beforeCalling ?? null,
      phone: usPhone(service.phone),
    })),
  };
}

/** Everything the Attorney Finder shows for a loved one whose state is `stateCode` (or unknown). */
export function attorneyFinderContent(stateCode: string | null): AttorneyFinderContent {
  return {
    referral: stateReferralFor(stateCode),
    directories: NATIONAL_DIRECTORIES,
    questions: QUESTIONS_TO_ASK,
    fees: HOW_FEES_WORK,
  };
}

/** The page's own words (Harbor's; the spec gives none for this tool). */
export const ATTORNEY_FINDER_TEXT = {
  header: {
    title: 'Attorney Finder',
    subtitle: 'Trusted places to find a lawyer who handles probate and estates.',
    back: { label: 'Back to Legal Hub', to: '/hub/legal' },
  },
  messages: { loading: 'Loading...', loadError: 'Error loading attorney finder' },
  heading: (stateName: string) => `Lawyers who handle probate in ${stateName}`,
  intro: (name: string | null) =>
    `You don’t have to work out probate alone. A lawyer can tell you what the estate needs${
      name ? ` for ${name}` : ''
    }, and many offer a first talk for free or a small fee. These are links to trusted, non-profit directories: Harbor is not paid by any of them.`,
  referralTitle: 'The state’s lawyer referral service',
  referralHelp:
    'A referral service listens to what you need and gives you the name of a local lawyer who handles it.',
  noPhone:
    'Their website gives the number to call. We show a phone number here only once we have confirmed it.',
  standInTitle: 'Lawyer referral services in the state',
  standInHelp: (stateName: string) =>
    `We couldn’t confirm a statewide referral service for ${stateName}. The American Bar Association lists the bar referral services it knows of in every state, ${stateName} among them.`,
  callLabel: (phone: string) => `Call ${phone}`,
  localTitle: 'Local bar referral services',
  localHelp:
    'Some cities and counties run their own. The one nearest the court that handles the estate is usually best.',
  visitLabel: 'Visit their website',
  noStateHeading: 'Lawyers who handle probate',
  noStateText: (name: string | null) =>
    `We don’t know yet ${name ? `which state ${name} lived in` : 'which state’s laws apply to the estate'}. Once the state is on the profile, this page will show its referral service. Meanwhile, the American Bar Association lists referral services in every state.`,
  abaLinkLabel: 'Find a lawyer referral service (American Bar Association)',
  directoriesTitle: 'National directories',
  questionsTitle: 'Questions to ask a lawyer',
  questionsIntro: 'It can help to take these to your first meeting or call, and write down the answers.',
  printLabel: 'Print these questions',
  feesTitle: 'How lawyers’ fees work',
} as const;
