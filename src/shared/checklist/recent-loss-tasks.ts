import { addMonths } from '../dates/calendar-days.ts';
import { formatWholeDollars } from '../inventory/money.ts';
import {
  isRuledOutByWill,
  noSmallEstateRouteWords,
  smallEstateLimitWords,
  waitingFromWords,
} from '../state-rules/small-estate-limit.ts';
import { FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS } from '../state-rules/state-rules.ts';
import type { SmallEstateRule } from '../state-rules/state-rules-types.ts';
import { withArticle } from '../text/article.ts';
import { type ChecklistContext, chose, placeName, type TaskDefinition } from './checklist-context.ts';

// The recent-loss checklist (spec part 1, section 9). Within a category, definitions are listed
// in the order a person would do them; the generator keeps that order.

const URGENT = 'Urgent Needs (First 48 Hours)';
const MEMORIAL = 'Memorial Planning';
const LEGAL = 'Legal & Financial';
const HOME = 'Home, Property & Accounts';
const OTHER = 'Other';

const CDC_VITAL_RECORDS = 'https://www.cdc.gov/nchs/w2w/index.htm';
const SSA_SURVIVORS = 'https://www.ssa.gov/benefits/survivors/';
const VA_BURIALS = 'https://www.va.gov/burials-memorials/';
const FTC_FUNERALS = 'https://consumer.ftc.gov/articles/shopping-funeral-services';
const FTC_DEBTS = 'https://consumer.ftc.gov/articles/debts-and-deceased-relatives';
const IRS_DECEASED = 'https://www.irs.gov/individuals/file-the-final-income-tax-returns-of-a-deceased-person';
const STATE_DEPARTMENT_DEATH_ABROAD =
  'https://travel.state.gov/content/travel/en/international-travel/while-abroad/death-abroad1.html';

const urgentDue = (context: ChecklistContext) => context.dueDates.urgent;

const isExecutor = ({ answers }: ChecklistContext) => answers.role === 'Executor';
const willRulesOutSmallEstate = ({ answers, stateRules }: ChecklistContext) =>
  Boolean(stateRules?.smallEstate && isRuledOutByWill(stateRules.smallEstate, answers.will_status));
/**
 * Probate is likely when they said so, or when a larger estate held outside a trust says it for
 * them; an estate under the state's small-estate limit takes the simpler route instead, unless the
 * will they left rules that route out.
 */
const isProbateLikely = (context: ChecklistContext) => {
  const { answers, isSmallEstate, isLargerEstate } = context;
  if (answers.probate === 'Yes') return true;
  if (answers.probate === 'No') return false;
  if (isSmallEstate) return willRulesOutSmallEstate(context);
  if (answers.probate === 'Not sure') return true;
  return isLargerEstate && answers.living_trust !== 'Yes';
};
const diedInHospital = ({ answers }: ChecklistContext) => answers.place_of_death === 'In a hospital';
const stateName = ({ state }: ChecklistContext) => state?.name ?? 'their state';
/** 'Texas’s'; 'their state’s' while the state is unknown. */
const statePossessive = (context: ChecklistContext) => `${stateName(context)}’s`;
/** 'the Travis County, Texas' court/office, or a plain 'the local' one. */
const localTo = ({ county, state }: ChecklistContext) =>
  county && state ? `the ${placeName(county, state)}` : state ? `the ${state.name}` : 'the local';
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** 'the Surrogate’s Court in Kings County, New York'; 'the probate court' while the state is unknown. */
function probateCourtOf(context: ChecklistContext): string {
  const court = context.stateRules ? `the ${context.stateRules.probateCourt}` : 'the probate court';
  return context.county && context.state ? `${court} in ${placeName(context.county, context.state)}` : court;
}

/** True where the state is known and has no small-estate procedure on record (New Hampshire). */
const hasNoSmallEstateRoute = (context: ChecklistContext) => context.stateRules?.smallEstate === null;

function smallEstateSentence(context: ChecklistContext): string {
  if (!context.stateRules) return 'every state has a simpler process for small estates.';
  const rule = context.stateRules.smallEstate;
  if (rule === null) return `${noSmallEstateRouteWords(stateName(context))}.`;
  const { procedure, waitingDays, realPropertyWaitingMonths, realProperty, realPropertyBarsWithWill } = rule;
  const limit = smallEstateLimitWords(rule, context.dateOfDeath);
  const realPropertyWait =
    realPropertyWaitingMonths === undefined ? '' : ` (${realPropertyWaitingMonths} months for real property)`;
  const wait =
    waitingDays > 0 ? `, ${waitingDays} days or more ${waitingFromWords(rule)}${realPropertyWait}` : '';
  const noRealProperty = {
    bars: ', when no real property goes through probate',
    notCounted: '',
    countedNotPassed: '; it passes personal property, and real property takes its own court filing',
  }[realProperty ?? 'notCounted'];
  const withWill = realPropertyBarsWithWill
    ? ', and with a will only when no real property goes through probate'
    : '';
  return `${stateName(context)} has ${withArticle(procedure)} for estates up to ${limit}${wait}${withoutWillWords(context, rule)}${noRealProperty}${withWill}.`;
}

/** ', when there is no will' where the procedure asks it; where the will they left rules it out, why it won’t serve. */
function withoutWillWords(context: ChecklistContext, { onlyWithoutWill }: SmallEstateRule): string {
  if (!onlyWithoutWill) return '';
  return willRulesOutSmallEstate(context)
    ? ', but only when there is no will, so it won’t serve with the will they left'
    : ', when there is no will';
}

function burialVeteranLine(context: ChecklistContext): string {
  if (!context.isVeteran) return ' There is no need to decide everything today.';
  if (context.answers.burial_place === 'A private, church or town cemetery') {
    return (
      ' In a private cemetery the VA still provides a free headstone, marker or medallion and a burial ' +
      `flag; the funeral director can request them: ${VA_BURIALS}`
    );
  }
  return ` Veterans can be buried in a VA national cemetery at no cost: ${VA_BURIALS}`;
}

const isPlanned = (answer: 'Yes' | 'No' | null | undefined, context: ChecklistContext) =>
  context.isServiceHeld && answer === 'Yes';

export const RECENT_LOSS_TASKS: readonly TaskDefinition[] = [
  // Urgent needs
  {
    key: 'arrange-care',
    area: 'memorial',
    category: URGENT,
    title: ({ person }) => `Arrange for ${person.them} to be taken into care`,
    description: ({ answers }) => {
      const first =
        answers.death_circumstances === 'Sudden or unexpected'
          ? 'After a sudden death, call 911 if no one has yet; the police and the medical examiner or coroner ' +
            'will usually be involved, and nothing needs to be moved. '
          : answers.death_circumstances === 'Expected, after an illness or in old age'
            ? 'After an expected death, call their hospice nurse or doctor; there is no need to call 911. '
            : 'If the death was expected and at home, call their hospice or doctor; if it was unexpected, call 911. ';
      return (
        first +
        'A doctor, hospice nurse or medical examiner has to confirm the death before a funeral home can take ' +
        'them into its care. Have their full name, date of birth and doctor’s name to hand.'
      );
    },
    estimatedMinutes: 20,
    dueDate: urgentDue,
    when: ({ answers }) => answers.care_status === 'Not yet' || answers.care_status === "I'm not sure",
  },
  {
    key: 'tell-family-and-friends',
    area: 'support',
    category: URGENT,
    title: 'Tell close family and friends',
    description:
      'Start with the few people closest to them, by phone if you can, and ask one or two of them to tell ' +
      'others. You don’t have to make every call yourself. It’s fine to keep it short: ' +
      '“I have some sad news, and I wanted you to hear it from me.”',
    estimatedMinutes: 45,
    dueDate: urgentDue,
    when: ({ answers }) => answers.notifications_status === 'Not yet',
  },
  {
    key: 'care-for-dependents',
    area: 'support',
    category: URGENT,
    title: ({ person }) => `Arrange care for anyone who relied on ${person.them}`,
    description:
      'Children and any adult they looked after need someone now. Ask family, friends or ' +
      'neighbors to cover the next few days, and write down routines, medicines, school details and key ' +
      'contacts. If it is unclear who should care for a child long term, look for a will naming a guardian ' +
      'and speak to a family lawyer.',
    estimatedMinutes: 60,
    dueDate: urgentDue,
    when: ({ hasDependents }) => hasDependents,
  },
  {
    key: 'check-for-dependents',
    area: 'support',
    category: URGENT,
    title: ({ person }) => `Check whether anyone relied on ${person.them}`,
    description:
      'Think about children, and a partner or parent they cared for. If you’re not sure, ask ' +
      'neighbors or close friends, and have someone look in on their home today. Anyone who relied on them ' +
      'may need help before anything else on this list.',
    estimatedMinutes: 15,
    dueDate: urgentDue,
    when: ({ answers, hasDependents }) => answers.dependents_status === 'Not sure yet' && !hasDependents,
  },
  {
    key: 'care-for-pets',
    area: 'support',
    category: URGENT,
    title: ({ person }) => `Make sure ${person.their} pets are fed and cared for`,
    description:
      'Ask someone to feed and walk their pets today, or take them in for now, with their food, medicines ' +
      'and vet’s details. Look for any wishes they wrote about who should take them. There is time later to ' +
      'decide on a new home; a local shelter or breed rescue can help if no one in the family can.',
    estimatedMinutes: 30,
    dueDate: urgentDue,
    when: ({ answers }) => answers.pets === 'Yes',
  },
  {
    key: 'medical-examiner',
    area: 'legal',
    category: URGENT,
    title: ({ person }) => `Ask the medical examiner when ${person.they} can be released`,
    description:
      'After a sudden or unexplained death, the medical examiner or coroner decides whether an examination or ' +
      'autopsy is needed, and the funeral home can only collect them once they are released. Ask for the case ' +
      'number and who to call, and tell them which funeral home you have chosen. The family can usually ask ' +
      'for the autopsy report later. The death certificate may say “pending” for a while; banks accept it ' +
      'for many first steps.',
    estimatedMinutes: 20,
    dueDate: urgentDue,
    when: ({ answers }) => answers.death_circumstances === 'Sudden or unexpected',
  },
  {
    key: 'death-abroad',
    area: 'legal',
    category: URGENT,
    title: ({ person }) => `Call the U.S. embassy or consulate about bringing ${person.them} home`,
    description:
      'When an American dies abroad, the nearest U.S. embassy or consulate helps the family: it confirms the ' +
      'death, explains local rules, lists funeral homes that handle repatriation, and issues a Consular Report ' +
      'of Death Abroad, which U.S. banks and courts accept. From the U.S., call 1-888-407-4747. Compare ' +
      `bringing them home with local burial or cremation before you commit: ${STATE_DEPARTMENT_DEATH_ABROAD}`,
    estimatedMinutes: 60,
    dueDate: urgentDue,
    when: ({ answers }) => answers.place_of_death === 'Outside the United States',
  },
  {
    key: 'look-for-funeral-plans',
    area: 'memorial',
    category: URGENT,
    title: 'Look for a prepaid funeral plan, a plot or written wishes',
    description:
      'Before you choose anything, check their papers, email and desk for a prepaid (pre-need) funeral ' +
      'contract, a cemetery plot deed, burial insurance or a note of their wishes. A prepaid plan may already ' +
      'name a funeral home, and the funeral home must honor what was paid for. Ask close family and their ' +
      `lawyer too: ${FTC_FUNERALS}`,
    estimatedMinutes: 30,
    dueDate: urgentDue,
  },
  {
    key: 'choose-funeral-home',
    area: 'memorial',
    category: URGENT,
    title: 'Choose a funeral home',
    description:
      'A funeral home takes them into its care, files the death certificate and helps with ' +
      'arrangements. Under the FTC Funeral Rule they must give prices by phone and an itemized price list ' +
      `in person, so you can compare two or three and buy only what you want: ${FTC_FUNERALS}`,
    estimatedMinutes: 60,
    dueDate: urgentDue,
    when: ({ answers }) => answers.funeral_home_chosen !== 'Yes',
  },
  {
    // Always: the certificate is only as right as the facts the funeral director is given.
    key: 'death-certificate-facts',
    area: 'legal',
    category: URGENT,
    title: 'Give the funeral director the facts for the death certificate',
    description: (context) =>
      'The funeral director fills in the death certificate with you. Have ready their full legal name, ' +
      'Social Security number, date and place of birth, both parents’ names (including the mother’s maiden ' +
      'name), marital status and spouse’s name, education, usual job and industry, and their home address.' +
      (context.isVeteran ? ' Bring their discharge papers (DD Form 214) too.' : '') +
      ' Check every letter before it is filed: correcting a certificate later takes weeks. More on what ' +
      `is asked: ${CDC_VITAL_RECORDS}`,
    estimatedMinutes: 30,
    dueDate: urgentDue,
  },
  {
    key: 'arrange-burial',
    area: 'memorial',
    category: URGENT,
    title: 'Arrange the burial and choose a cemetery',
    description: (context) =>
      'Check their papers for a plot they already own or wishes they wrote down. The cemetery charges ' +
      'separately from the funeral home for the plot, opening and closing the grave, and often a liner; ' +
      'ask for prices in writing.' +
      burialVeteranLine(context),
    estimatedMinutes: 90,
    dueDate: urgentDue,
    when: ({ answers }) => answers.disposition === 'Burial',
  },
  {
    key: 'arrange-cremation',
    area: 'memorial',
    category: URGENT,
    title: 'Arrange the cremation',
    description:
      'The next of kin usually signs a cremation authorization; the funeral home or crematory will explain ' +
      'who may sign in your state. Many states require a short waiting period and a medical examiner’s ' +
      'approval first. You can decide later whether the ashes are kept, scattered or buried; there is no rush.',
    estimatedMinutes: 60,
    dueDate: urgentDue,
    when: ({ answers }) => answers.disposition === 'Cremation',
  },
  {
    key: 'confirm-organ-donation',
    area: 'memorial',
    category: URGENT,
    title: (context) =>
      diedInHospital(context)
        ? 'Confirm organ or tissue donation with the hospital'
        : 'Ask about tissue donation right away',
    description: (context) =>
      diedInHospital(context)
        ? 'Donation has to happen within hours, so tell the hospital staff right away. They contact the local ' +
          'organ procurement organization, which checks the state donor registry and asks the family for ' +
          'consent. Donation does not rule out an open-casket viewing or a funeral. More: https://www.organdonor.gov'
        : 'Organs can usually be donated only after a death in a hospital, but eyes and tissue can often be ' +
          'given within about 24 hours of a death elsewhere. Tell the funeral home, hospice or medical examiner ' +
          'now: they contact the local organ procurement organization, which asks the family for consent. ' +
          'More: https://www.organdonor.gov',
    estimatedMinutes: 20,
    dueDate: urgentDue,
    when: ({ answers }) => answers.disposition === 'Organ/tissue donation',
  },
  {
    // Not only when they owned property: a rented home still holds their belongings and papers, and
    // an empty home is what burglars watch obituaries for. Not when they had neither home nor car.
    key: 'secure-home',
    area: 'accounts',
    category: URGENT,
    title: ({ person }) => `Secure ${person.their} home, car and valuables`,
    description:
      'Lock the home, gather spare keys and ask someone to check on it, water plants and take in mail. Put ' +
      'cash, jewelry and important papers somewhere safe, and leave the car locked where it is. Tell the home ' +
      'and car insurers about the death and keep that insurance in force until the property is sold or passed on.',
    estimatedMinutes: 45,
    dueDate: urgentDue,
    when: ({ hasHomeOrCar }) => hasHomeOrCar,
  },
  {
    key: 'care-home-belongings',
    area: 'accounts',
    category: URGENT,
    title: ({ person }) => `Talk to the care home about ${person.their} room and belongings`,
    description:
      'Tell the care home or assisted living facility who is handling things. Ask how long the family has ' +
      'to clear the room, collect medicines and valuables against their inventory, and ask how any prepaid ' +
      'fees or deposit will be refunded to the estate. Take your time with keepsakes; a friend can help.',
    estimatedMinutes: 60,
    dueDate: urgentDue,
    when: ({ answers }) => answers.home === 'In a nursing or care home',
  },

  // Memorial planning (only when a service is held)
  {
    key: 'plan-service',
    area: 'memorial',
    category: MEMORIAL,
    title: ({ answers }) =>
      answers.service === 'Yes'
        ? 'Plan the service: when, where and who will speak'
        : 'Decide whether to hold a service, and what kind',
    description: ({ answers }) =>
      answers.service === 'Yes'
        ? 'Settle a date, a place (a funeral home, place of worship, park or home) and who will lead it. Choose ' +
          'readings, music and photos, and ask who would like to speak. Tell close family first, then share ' +
          'the details more widely. A simple gathering can mean as much as a formal funeral.'
        : 'There is no rule that there must be a funeral. Choices range from a formal funeral to a private ' +
          'burial now and a memorial or celebration of life weeks later, when people can travel. Talk it over ' +
          'with close family, and look for any wishes they left.',
    estimatedMinutes: ({ answers }) => (answers.service === 'Yes' ? 120 : 30),
    when: ({ isServiceHeld }) => isServiceHeld,
  },
  {
    key: 'write-obituary',
    area: 'memorial',
    category: ({ memorialCategory }) => memorialCategory,
    title: 'Write and share an obituary',
    description:
      'A short notice with their name, age, where they lived and any service details lets people know and ' +
      'come together; a longer tribute can follow. Newspapers charge by length, while the funeral home’s ' +
      'website and social media are usually free. Leave out their birth date, home address and mother’s ' +
      'maiden name, which identity thieves look for.',
    estimatedMinutes: 90,
  },
  {
    key: 'printed-programs',
    area: 'memorial',
    category: MEMORIAL,
    title: 'Prepare printed programs for the service',
    description:
      'A program usually has a photo, their dates, the order of service, readings and a thank-you. Funeral ' +
      'homes and print shops have templates. Print a few more than the guests you expect, and ask someone ' +
      'to check every name and date before printing.',
    estimatedMinutes: 90,
    when: (context) => isPlanned(context.answers.printed_programs, context),
  },
  {
    key: 'livestream-service',
    area: 'memorial',
    category: MEMORIAL,
    title: 'Set up a livestream of the service',
    description:
      'Ask the venue whether it streams services and how good its internet is. A phone on a stand can work ' +
      'well; test the sound in the room beforehand and ask one person to run it so you don’t have to. Share ' +
      'the link privately with people who can’t travel, and ask whether a recording can be kept.',
    estimatedMinutes: 60,
    when: (context) => isPlanned(context.answers.livestream, context),
  },
  {
    key: 'flowers-or-donations',
    area: 'memorial',
    category: MEMORIAL,
    title: 'Arrange flowers, or name a charity for donations',
    description:
      'Decide whether you would like flowers at the service, gifts to a cause they cared about, or both. ' +
      'The funeral home can receive flower deliveries. If you choose a charity, name it in the obituary ' +
      'with the words “in lieu of flowers” so people know.',
    estimatedMinutes: 45,
    when: (context) => isPlanned(context.answers.flowers, context),
  },
  {
    key: 'plan-reception',
    area: 'memorial',
    category: MEMORIAL,
    title: 'Plan the gathering and food after the service',
    description:
      'Choose a place (a home, a hall, a restaurant) and a rough number of guests. Friends and faith ' +
      'communities often offer to bring food: say yes, and ask one person to coordinate it. Caterers ' +
      'usually need a few days’ notice.',
    estimatedMinutes: 90,
    when: (context) => isPlanned(context.answers.food, context),
  },
  {
    key: 'military-funeral-honors',
    area: 'memorial',
    category: ({ memorialCategory }) => memorialCategory,
    title: 'Request military funeral honors',
    description:
      'Eligible veterans receive military funeral honors: at least two service members, the folding and ' +
      'presentation of the flag, and Taps. The funeral director usually requests them and needs the ' +
      'discharge papers (DD Form 214); if you can’t find them, the National Archives can send a copy: ' +
      `https://www.archives.gov/veterans and more at ${VA_BURIALS}`,
    estimatedMinutes: 30,
    when: ({ answers }) => answers.veteran === 'Yes',
  },

  // Legal & financial
  {
    key: 'notify-social-security',
    area: 'legal',
    category: LEGAL,
    title: 'Notify Social Security (1-800-772-1213)',
    description: ({ answers }) =>
      'The funeral home usually reports the death, so ask them first. If not, call 1-800-772-1213 ' +
      '(TTY 1-800-325-0778) with their Social Security number. ' +
      (answers.social_security === 'Yes'
        ? 'Because they were receiving payments, tell the bank too: the payment for the month of death (paid ' +
          'the month after) and any later ones will be taken back, so don’t spend them. '
        : 'Any payment for the month of death or later has to be returned. ') +
      `A spouse or child may get a one-time $255 payment and monthly survivor benefits: ${SSA_SURVIVORS}`,
    estimatedMinutes: 30,
  },
  {
    key: 'survivor-benefits',
    area: 'financial',
    category: LEGAL,
    title: 'Ask Social Security about survivor benefits',
    description:
      'A surviving spouse, children under 18 (or 19 if still in high school) and some dependent parents may ' +
      'get monthly benefits. Apply soon, because back payments are limited. Bring the death certificate, ' +
      `birth and marriage certificates, and everyone’s Social Security numbers: ${SSA_SURVIVORS}`,
    estimatedMinutes: 45,
    when: ({ hasDependents, survivingSpouse }) => hasDependents || survivingSpouse !== null,
  },
  {
    // Not an urgent need: certified copies come once the certificate is filed, often a week or more.
    key: 'death-certificate-copies',
    area: 'legal',
    category: LEGAL,
    title: 'Order 10 to 15 certified copies of the death certificate',
    description: (context) =>
      'Banks, insurers, pension plans, the DMV and the courts each need a certified copy, and many keep it. ' +
      'The funeral home can usually order them when it files the certificate, often a week or two after the ' +
      `death; otherwise ask ${localTo(context)} vital records office or ` +
      `${context.state ? `the ${context.state.name}` : 'the state'} one. Bring your ID and proof of how you are ` +
      'related, as many states limit who may order certified copies. Fees and forms: ' +
      CDC_VITAL_RECORDS,
    estimatedMinutes: 20,
  },
  {
    key: 'find-the-will',
    area: 'legal',
    category: LEGAL,
    title: 'Find the original will and any trust documents',
    description:
      'Look through their files, a safe or safe-deposit box, or ask their lawyer. The court needs the ' +
      'original signed will; copies are usually not accepted. Many states require whoever holds the will ' +
      'to file it with the probate court soon after the death, even if probate isn’t needed. Don’t unstaple ' +
      'or mark it.',
    estimatedMinutes: 60,
    // Never right after they said there is no will.
    when: ({ answers }) =>
      answers.will_status !== 'No' &&
      (answers.role === 'Executor' ||
        answers.will_status === 'Yes' ||
        answers.will_status === 'In progress' ||
        answers.will_status === 'Not sure' ||
        answers.living_trust === 'Yes'),
  },
  {
    key: 'estate-without-a-will',
    area: 'legal',
    category: LEGAL,
    title: 'Learn how the estate passes without a will',
    description: (context) =>
      'Without a will, state law decides who inherits (usually a spouse, then children, then other ' +
      'relatives), and the court appoints an administrator, often a close family member. Accounts and ' +
      'policies with a named beneficiary pass directly and are not affected. The clerk of ' +
      `${localTo(context)} probate court can explain the first steps.`,
    estimatedMinutes: 30,
    when: ({ answers }) => answers.will_status === 'No',
  },
  {
    key: 'executor-duties',
    area: 'legal',
    category: LEGAL,
    title: 'Learn what an executor has to do',
    description:
      'An executor gathers what they owned, pays valid debts and taxes from the estate (not from your own ' +
      'pocket), keeps careful records, and then passes on what is left. Keep estate money apart from your ' +
      'own. For a large or complicated estate, a probate lawyer can help. The IRS guide for survivors and ' +
      'executors is a good overview: https://www.irs.gov/publications/p559',
    estimatedMinutes: 45,
    when: isExecutor,
  },
  {
    key: 'find-the-executor',
    area: 'legal',
    category: LEGAL,
    title: 'Find out who is settling the estate',
    description:
      'The executor named in the will, or an administrator appointed by the court, is the person who can act ' +
      'for the estate. Knowing who it is stops two people doing the same job, and they may welcome help ' +
      'with tasks on this list.',
    estimatedMinutes: 15,
    when: ({ answers }) => answers.role === 'Family member helping',
  },
  {
    key: 'irs-form-56',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `Tell the IRS you are acting for ${person.them} (Form 56)`,
    description:
      'Form 56 tells the IRS that you are the executor or administrator, so its letters about their taxes ' +
      'come to you. File it once the court has appointed you (send a copy of the letters), and again when ' +
      'your role ends: https://www.irs.gov/forms-pubs/about-form-56',
    estimatedMinutes: 20,
    when: (context) => isExecutor(context) || context.answers.probate === 'Yes',
  },
  {
    key: 'probate',
    area: 'legal',
    category: LEGAL,
    title: ({ answers }) =>
      answers.probate === 'Yes'
        ? 'Start probate with the probate court'
        : 'Find out whether the estate needs probate',
    description: (context) =>
      context.answers.probate === 'Yes'
        ? 'Probate gives the executor legal authority (often called letters testamentary) to deal with banks ' +
          `and property. File with ${probateCourtOf(context)} where they lived. You will need the ` +
          'original will, a death certificate and a list of what they owned. Many courts have self-help ' +
          'pages, and a probate lawyer can help if things are complex.'
        : 'It depends on what they owned alone or as a tenant in common. Joint accounts, accounts with a named ' +
          'beneficiary and trust property usually pass without probate, and ' +
          `${smallEstateSentence(context)} Ask at ${probateCourtOf(context)}.`,
    estimatedMinutes: ({ answers }) => (answers.probate === 'Yes' ? 120 : 45),
    when: isProbateLikely,
  },
  {
    key: 'small-estate-route',
    area: 'legal',
    category: LEGAL,
    title: (context) =>
      hasNoSmallEstateRoute(context)
        ? 'Ask the court about a simpler route for a small estate'
        : context.stateRules
          ? `Use ${statePossessive(context)} simpler process for a small estate`
          : 'Use the simpler process for a small estate',
    description: (context) =>
      'A small estate can often be settled without full probate. ' +
      `${smallEstateSentence(context)} Count only what they owned alone or as a tenant in common, not joint ` +
      'accounts, accounts with a named beneficiary or trust property. ' +
      `Ask at ${probateCourtOf(context)} ${hasNoSmallEstateRoute(context) ? 'whether a shorter route fits' : 'for the form'}.`,
    estimatedMinutes: 60,
    // With a will where the procedure is only without one, the probate task asks instead.
    when: (context) => context.isSmallEstate && !willRulesOutSmallEstate(context),
  },
  {
    key: 'notice-to-creditors',
    area: 'legal',
    category: LEGAL,
    title: ({ person }) => `Give notice to ${person.their} creditors`,
    description: (context) =>
      'The executor tells known creditors about the death and usually publishes a notice in a local ' +
      'newspaper; late claims are generally barred. ' +
      (context.stateRules
        ? `Time for creditors to claim in ${stateName(context)}: ${lowerFirst(context.stateRules.creditorClaimPeriod)}. `
        : '') +
      `Pay debts only once that time is over, from the estate, never your own money: ${FTC_DEBTS}`,
    estimatedMinutes: 45,
    when: isProbateLikely,
  },
  {
    key: 'trustee-duties',
    area: 'legal',
    category: LEGAL,
    title: 'Find the successor trustee and follow the living trust',
    description:
      'Property held in a living trust passes without probate. The trust names a successor trustee, who ' +
      'takes charge of it, tells the beneficiaries (many states set a deadline, often 60 days), gets a tax ID ' +
      'for the trust and hands out what it holds as the trust says. Property left outside the trust may ' +
      'still need probate or the small-estate route. A trust lawyer can explain the duties.',
    estimatedMinutes: 60,
    when: ({ answers }) => answers.living_trust === 'Yes',
  },
  {
    key: 'list-assets-and-debts',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `List what ${person.they} owned and owed`,
    description:
      'Make one list of accounts, property, vehicles, insurance policies and debts, with who to contact for ' +
      'each and its value on the date of death. The court, the tax returns and the family will all ask for ' +
      'it. Their mail, bank statements and last tax return are good places to start.',
    estimatedMinutes: 120,
    when: (context) => isProbateLikely(context) || isExecutor(context),
  },
  {
    key: 'estate-ein-and-account',
    area: 'financial',
    category: LEGAL,
    title: 'Get a tax ID (EIN) and open an estate bank account',
    description:
      'The estate is its own taxpayer. Apply for a free Employer Identification Number at ' +
      'https://www.irs.gov/businesses/small-businesses-self-employed/get-an-employer-identification-number ' +
      'then open an account in the estate’s name to collect money and pay its bills. Banks usually ask ' +
      'for the EIN, the court’s letters and a death certificate.',
    estimatedMinutes: 45,
    when: (context) => context.answers.probate === 'Yes' || isExecutor(context),
  },
  {
    key: 'final-income-tax-return',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `File ${person.their} final federal income tax return`,
    description:
      'A final federal return (Form 1040) covers income up to the date of death and is due by April 15 of ' +
      'the next year. A surviving spouse can usually file jointly. If they died before filing last year’s ' +
      `return, that is due as well. Claiming a refund may need Form 1310: ${IRS_DECEASED}`,
    estimatedMinutes: 120,
    dueDate: ({ dueDates }) => dueDates.finalIncomeTaxReturn,
  },
  {
    // Only where the state taxes income: nine states have no return to file.
    key: 'state-income-tax-return',
    area: 'financial',
    category: LEGAL,
    title: (context) => `File ${context.person.their} final ${stateName(context)} income tax return`,
    description: (context) =>
      `${stateName(context)} taxes income, so a final state return (${context.stateRules?.incomeTax?.returnName}) ` +
      'covers the part of the year they were alive. It is usually filed with the federal return and due on ' +
      `the state’s usual date; a refund may need a claim form of the state’s own: ${context.stateRules?.incomeTax?.url}`,
    estimatedMinutes: 60,
    when: ({ stateRules }) => Boolean(stateRules?.incomeTax),
  },
  {
    key: 'state-inheritance-tax',
    area: 'financial',
    category: LEGAL,
    // Who owes it comes first even where paying early earns a discount: in Kentucky a spouse, children and
    // parents owe nothing, and in Pennsylvania a spouse, so many families have nothing to pay early.
    title: (context) => {
      const discount = context.stateRules?.inheritanceTax?.earlyPaymentDiscount;
      const owes = `Check who owes ${statePossessive(context)} inheritance tax`;
      return discount
        ? `${owes}: ${discount.percent}% off if paid within ${discount.withinMonths} months`
        : owes;
    },
    description: (context) => {
      const tax = context.stateRules?.inheritanceTax;
      if (!tax) return '';
      // The summary says who pays what, and any discount for paying early.
      return (
        `${stateName(context)} taxes some inheritances, whatever the estate’s size. ${tax.summary} ` +
        `The return and any tax are due ${tax.dueMonths} months after the death. More: ${tax.url}`
      );
    },
    estimatedMinutes: 60,
    dueDate: ({ stateRules, dateOfDeath }) => {
      const tax = stateRules?.inheritanceTax;
      if (!tax || !dateOfDeath) return null;
      return addMonths(dateOfDeath, tax.earlyPaymentDiscount?.withinMonths ?? tax.dueMonths);
    },
    when: ({ stateRules }) => Boolean(stateRules?.inheritanceTax),
  },
  {
    // Only above the federal exemption: a small estate never files one (issue #19).
    key: 'estate-tax-return',
    area: 'financial',
    category: LEGAL,
    title: 'File a federal estate tax return (Form 706)',
    description:
      `An estate over the federal exemption (${formatWholeDollars(FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS)} for ` +
      'deaths in 2026, counting lifetime gifts) must file Form 706 within 9 months of the death; Form 4768 ' +
      'gives 6 more months to file, not to pay. Work with an estate tax attorney or accountant: ' +
      'https://www.irs.gov/forms-pubs/about-form-706',
    estimatedMinutes: 240,
    dueDate: ({ dueDates }) => dueDates.estateTaxReturn,
    when: ({ isOverFederalExemption }) => isOverFederalExemption,
  },
  {
    // Portability: the unused exemption passes to the surviving spouse only if a return is filed.
    key: 'estate-tax-portability',
    area: 'financial',
    category: LEGAL,
    title: 'Consider filing Form 706 to pass the unused exemption to the spouse',
    description:
      'Even when no estate tax is owed, filing Form 706 lets the surviving spouse keep the part of the ' +
      'federal exemption that was not used (portability), which can spare their own estate tax later. An ' +
      'estate that did not have to file may elect it for up to 5 years after the death (Rev. Proc. 2022-32). ' +
      'Ask an accountant whether it is worth it: https://www.irs.gov/forms-pubs/about-form-706',
    estimatedMinutes: 30,
    when: ({ survivingSpouse, isSmallEstate, isOverFederalExemption }) =>
      survivingSpouse !== null && !isSmallEstate && !isOverFederalExemption,
  },
  {
    key: 'state-estate-tax',
    area: 'financial',
    category: LEGAL,
    title: (context) => `Check whether ${statePossessive(context)} estate tax applies`,
    description: (context) => {
      const tax = context.stateRules?.estateTax;
      if (!tax) return '';
      const belowFederal = tax.exemptionDollars < FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS;
      return (
        `${stateName(context)} taxes estates above ${formatWholeDollars(tax.exemptionDollars)}` +
        `${belowFederal ? ', far below the federal exemption,' : ''} and counts what passes outside probate ` +
        'too (life insurance they owned, retirement accounts, joint property). Its return is usually due ' +
        `${tax.dueMonths ?? 9} months after the death; an accountant can confirm the figure: ${tax.url}`
      );
    },
    estimatedMinutes: 45,
    when: ({ stateRules, answers, isLargerEstate }) =>
      Boolean(stateRules?.estateTax) && (isLargerEstate || answers.estate_band === 'Not sure'),
  },
  {
    key: 'notify-credit-bureaus',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `Ask the credit bureaus to flag ${person.their} credit as deceased`,
    description:
      'Send a death certificate to Equifax, Experian and TransUnion and ask them to mark the file ' +
      '“deceased, do not issue credit”. This stops identity thieves opening accounts in their name, and ' +
      'their credit report can show accounts you didn’t know about. If you suspect misuse, report it at ' +
      'https://www.identitytheft.gov',
    estimatedMinutes: 30,
  },
  {
    key: 'unclaimed-property',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `Search for unclaimed money in ${person.their} name`,
    description: (context) =>
      'Old bank balances, refunds, deposits and uncashed checks end up with the state’s unclaimed property ' +
      `office. Search ${context.state ? context.state.name : 'every state they lived in'} for free at ` +
      'https://www.missingmoney.com (run by the states; https://unclaimed.org lists each office). Never pay a ' +
      'finder’s fee: the heirs or the estate claim it with a death certificate.',
    estimatedMinutes: 20,
  },
  {
    key: 'cancel-ids',
    area: 'legal',
    category: LEGAL,
    title: ({ person }) => `Cancel ${person.their} driver’s license, passport and voter registration`,
    description:
      'Cancelling ID documents helps prevent identity theft. Contact the state DMV, tell the county election ' +
      'office, and send the passport with a death certificate to the State Department to be cancelled. Keep ' +
      'a copy of each for your records. Passports: https://travel.state.gov',
    estimatedMinutes: 30,
  },
  {
    key: 'notify-health-insurance',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `Notify ${person.their} health insurer and Medicare`,
    description:
      'This stops premiums and settles final bills. Social Security tells Medicare once the death is ' +
      'reported; private insurers, supplement plans and drug plans need a call and a death certificate. If ' +
      'family members were covered by their plan, ask how long coverage lasts and about COBRA or ' +
      'https://www.healthcare.gov',
    estimatedMinutes: 30,
  },
  {
    key: 'contact-employer',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `Contact ${person.their} employer about final pay and benefits`,
    description:
      'Ask human resources about the final paycheck, unused vacation pay, life insurance or a retirement ' +
      'plan through work, and health coverage for family members (COBRA). Have a death certificate ready ' +
      'and ask who the beneficiaries on file are. Return any work laptop, phone or badge when you can.',
    estimatedMinutes: 45,
    when: ({ answers }) => answers.employer === 'Yes',
  },
  {
    key: 'federal-benefits',
    area: 'financial',
    category: LEGAL,
    title: ({ answers }) =>
      answers.federal_service === 'Yes, and retired from it'
        ? 'Report the death to OPM and claim federal survivor benefits'
        : 'Ask their federal agency about survivor benefits',
    description: ({ answers }) =>
      (answers.federal_service === 'Yes, and retired from it'
        ? 'Call the Office of Personnel Management at 1-888-767-6738 so the annuity stops, and ask about a ' +
          'survivor annuity for a spouse. '
        : 'Their agency’s human resources office reports the death to the Office of Personnel Management and ' +
          'handles the final pay and any survivor annuity. ') +
      'Federal Employees’ Group Life Insurance (FEGLI) is claimed through the Office of Federal Employees’ ' +
      'Group Life Insurance, and the Thrift Savings Plan (TSP) pays the beneficiaries on file: ' +
      'https://www.opm.gov/retirement-center/ and https://www.tsp.gov',
    estimatedMinutes: 60,
    when: ({ answers }) =>
      answers.federal_service === 'Yes, and still working there' ||
      answers.federal_service === 'Yes, and retired from it',
  },
  {
    key: 'military-retired-pay',
    area: 'financial',
    category: LEGAL,
    title: 'Report the death to DFAS to stop military retired pay',
    description:
      'Call the Defense Finance and Accounting Service at 1-800-321-1080. Retired pay stops at death and ' +
      'any paid for later days is taken back. A surviving spouse may get the Survivor Benefit Plan annuity ' +
      'they chose at retirement, and any retired pay owed up to the date of death goes to the beneficiary ' +
      'on file: https://www.dfas.mil/RetiredMilitary/',
    estimatedMinutes: 30,
    when: ({ answers }) => answers.veteran === 'Yes' && answers.military_retiree === 'Yes',
  },
  {
    key: 'medicaid-estate-recovery',
    area: 'financial',
    category: LEGAL,
    title: 'Check whether the state will ask Medicaid to be repaid',
    description:
      'States must seek repayment from the estate of someone who got Medicaid long-term care after age 55. ' +
      'Nothing is owed while a spouse is alive or a child is under 21, blind or disabled, and states offer ' +
      'hardship waivers. Ask the state Medicaid office for its claim before the estate is shared out: ' +
      'https://www.medicaid.gov/medicaid/eligibility-policy/estate-recovery',
    estimatedMinutes: 30,
    when: ({ answers }) => answers.medicaid === 'Yes' || answers.medicaid === 'Not sure',
  },
  {
    key: 'bank-accounts',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `Notify ${person.their} bank and ask about each account`,
    description:
      'Ask the bank to note the death and tell you which accounts are joint, which have a payable-on-death ' +
      'beneficiary and which belong to the estate. Don’t close accounts too soon: automatic payments and ' +
      'deposits such as a final paycheck may still come in. Bring a death certificate, your ID and, if you ' +
      'are the executor, the court’s letters.',
    estimatedMinutes: 60,
    when: ({ answers }) => chose(answers.financial_accounts, 'Bank accounts'),
  },
  {
    key: 'credit-cards',
    area: 'financial',
    category: LEGAL,
    title: 'Notify credit card companies and stop new charges',
    description:
      'Call each card issuer to report the death, close the account and stop recurring charges. Card debt ' +
      'is paid from the estate; family members don’t owe it personally unless they held the account jointly. ' +
      `Be wary of collectors who suggest otherwise: ${FTC_DEBTS}`,
    estimatedMinutes: 45,
    when: ({ answers }) => chose(answers.financial_accounts, 'Credit cards'),
  },
  {
    key: 'investment-accounts',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `Contact ${person.their} investment and retirement account providers`,
    description:
      'Brokerage, IRA and 401(k) accounts usually pass to the beneficiaries named on the account, outside ' +
      'the will. Ask each provider for its claim form, and read the rules for inherited retirement accounts ' +
      'before moving money, as some choices have tax deadlines: https://www.irs.gov/publications/p590b',
    estimatedMinutes: 60,
    when: ({ answers }) => chose(answers.financial_accounts, 'Investments/retirement'),
  },
  {
    key: 'other-loans',
    area: 'financial',
    category: LEGAL,
    title: 'Notify other lenders, such as personal or student loans',
    description:
      'Call each lender, report the death and ask what they need. Federal student loans are discharged when ' +
      'the borrower dies: send the death certificate to the loan servicer. Other loans are paid from the ' +
      'estate; family members owe them only if they co-signed. Servicers are listed at https://studentaid.gov ' +
      `and the FTC explains the rest: ${FTC_DEBTS}`,
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.debts, 'Personal/other loan'),
  },
  {
    key: 'life-insurance-claim',
    area: 'financial',
    category: LEGAL,
    title: 'File life insurance claims',
    description:
      'Contact each insurer, and their employer, which may carry a group policy. The beneficiary named on ' +
      'the policy makes the claim, usually with a claim form and a certified death certificate. There is ' +
      'no rush: a claim is not lost after a month or two, and starting when you can simply brings the money ' +
      'sooner. Payouts are generally not taxed as income.',
    estimatedMinutes: 45,
    when: ({ answers }) => chose(answers.benefits, 'Life insurance'),
  },
  {
    key: 'pension-and-retirement-benefits',
    area: 'financial',
    category: LEGAL,
    title: ({ person }) => `Report the death to ${person.their} pension or retirement plan`,
    description:
      'Pension plans, annuities and government retirement systems stop payments at death, and payments made ' +
      'afterwards may have to be returned. Ask whether there is a survivor benefit or lump sum for a spouse ' +
      'or beneficiary, and what paperwork they need.',
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.benefits, 'Retirement benefits'),
  },
  {
    key: 'va-benefits',
    area: 'financial',
    category: LEGAL,
    title: 'Apply for VA burial and survivor benefits',
    description:
      'Report the death to the VA at 1-800-827-1000 so payments stop, and ask about a burial allowance, a ' +
      'headstone or marker, a burial flag and a Presidential Memorial Certificate. A surviving spouse or ' +
      'child may qualify for monthly payments. You will need their DD Form 214 and a death certificate: ' +
      VA_BURIALS,
    estimatedMinutes: 60,
    when: ({ isVeteran }) => isVeteran,
  },

  // Home, property & accounts
  {
    key: 'forward-mail',
    area: 'accounts',
    category: HOME,
    title: ({ person }) => `Forward ${person.their} mail and watch for bills`,
    description:
      'Mail shows you accounts, bills and policies you may not know about. The executor or administrator ' +
      'can have it forwarded by taking the court’s letters and a death certificate to the local post office: ' +
      'https://www.usps.com/manage/forward.htm',
    estimatedMinutes: 20,
  },
  {
    key: 'mortgage',
    area: 'financial',
    category: HOME,
    title: 'Contact the mortgage lender',
    description:
      'Tell the lender about the death, and keep payments up if you can while the estate is settled. A ' +
      'relative who inherits the home can usually keep the existing mortgage without refinancing, and the ' +
      'servicer must talk to them: https://www.consumerfinance.gov/ask-cfpb/i-inherited-a-home-with-a-mortgage-on-it-what-do-i-do-en-2043',
    estimatedMinutes: 45,
    when: ({ answers }) => chose(answers.debts, 'Mortgage'),
  },
  {
    key: 'rented-home',
    area: 'accounts',
    category: HOME,
    title: 'Tell the landlord and plan for the end of the lease',
    description:
      'Tell the landlord who is handling things and ask what the lease says about a tenant’s death. Many ' +
      'states let the estate end a lease early with notice. Ask about the security deposit, which belongs to ' +
      'the estate, and agree a date to clear the home; keep paying rent meanwhile from the estate if you can.',
    estimatedMinutes: 45,
    when: ({ answers }) => answers.home === 'In a home they rented',
  },
  {
    key: 'car-loan',
    area: 'financial',
    category: HOME,
    title: 'Contact the car lender and decide about the vehicle',
    description:
      'Call the lender, report the death and ask for the payoff amount. An heir can keep the car and take ' +
      'over payments, or the estate can sell it to repay the loan. Keep it insured and parked safely ' +
      'meanwhile. The state DMV explains how to transfer the title.',
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.debts, 'Car loan'),
  },
  {
    key: 'property-deeds-and-titles',
    area: 'accounts',
    category: HOME,
    title: ({ person }) => `Find deeds and titles for ${person.their} home, land and vehicles`,
    description: (context) =>
      'Look for property deeds, vehicle titles and mortgage and tax statements. How each is owned (jointly, ' +
      'with a transfer-on-death deed, or in their name alone) decides whether it goes through probate; ' +
      `${context.county ? `the ${context.county.name}` : 'the county'} recorder’s office can confirm it. ` +
      'Keep property taxes and insurance paid in the meantime.',
    estimatedMinutes: 60,
    when: ({ answers }) => answers.assets === 'Yes',
  },
  {
    key: 'home-utilities',
    area: 'accounts',
    category: HOME,
    title: 'Transfer or stop electric, gas and water',
    description:
      'Keep the utilities on in an empty home until it is sold or cleared, so pipes don’t freeze and alarms ' +
      'keep working; move the account into the estate’s or a relative’s name instead. Each company will ' +
      'ask for a death certificate and may take a final meter reading.',
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.utilities, 'Electric/gas/water'),
  },
  {
    key: 'cell-phone',
    area: 'accounts',
    category: HOME,
    title: ({ person }) => `Decide what to do with ${person.their} cell phone plan`,
    description:
      'Keep the number active for a while before cancelling: banks and online accounts send sign-in codes ' +
      'to it. Save photos, contacts and messages you want. Then transfer the number or cancel the line with ' +
      'a death certificate, and ask about any phone payments still owed.',
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.utilities, 'Cell phone'),
  },
  {
    key: 'cable-and-internet',
    area: 'accounts',
    category: HOME,
    title: 'Cancel or transfer cable and internet',
    description:
      'Call the provider to cancel or move the service into another name, and return any rented equipment ' +
      'to avoid fees. If the home will be empty, keep internet only if a camera or alarm needs it.',
    estimatedMinutes: 20,
    when: ({ answers }) => chose(answers.utilities, 'Cable/internet'),
  },
  {
    key: 'email-and-cloud',
    area: 'accounts',
    category: HOME,
    title: ({ person }) => `Secure ${person.their} email and cloud storage`,
    description:
      'Email is the key to most other accounts, so don’t delete it yet: it shows bills, subscriptions and ' +
      'statements. Google, Apple and Microsoft each have a process for a family member of someone who has ' +
      'died. Save photos and documents before any account is closed.',
    estimatedMinutes: 45,
    when: ({ answers }) => chose(answers.online_accounts, 'Email/cloud'),
  },
  {
    key: 'social-media',
    area: 'accounts',
    category: HOME,
    title: ({ person }) => `Memorialize or close ${person.their} social media accounts`,
    description:
      'Facebook and Instagram can turn an account into a memorial where friends share memories, or remove ' +
      'it; other sites have their own request forms. You usually need a link to an obituary or a death ' +
      'certificate. Download anything you would like to keep first.',
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.online_accounts, 'Social media'),
  },
  {
    key: 'subscriptions',
    area: 'accounts',
    category: HOME,
    title: 'Cancel streaming and news subscriptions',
    description:
      'Look through bank and card statements and their email for monthly charges: streaming, newspapers, ' +
      'apps and memberships. Cancel each one, or ask the bank to stop the recurring payments, and ask for a ' +
      'refund of months charged after the death.',
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.online_accounts, 'Streaming/news subscriptions'),
  },
  {
    key: 'passwords-and-crypto',
    area: 'accounts',
    category: HOME,
    title: ({ person }) => `Find ${person.their} password manager and any crypto holdings`,
    description:
      'Look for a password manager’s emergency access, a written list of passwords, or a hardware wallet ' +
      'and recovery phrase. Crypto can be lost for good without these, so keep them private and never share ' +
      'a recovery phrase with anyone who contacts you offering help. Exchanges may ask for the court’s letters.',
    estimatedMinutes: 60,
    when: ({ answers }) => chose(answers.online_accounts, 'Password manager/crypto'),
  },

  // Other (always present)
  {
    key: 'invite-helpers',
    area: 'support',
    category: OTHER,
    title: 'Invite family and friends to help',
    description:
      'You don’t have to do this alone. Invite the people who have offered to help, and give them tasks ' +
      'from this list, such as calling a utility or collecting mail. Even one person sharing the load makes ' +
      'a difference.',
    estimatedMinutes: 10,
  },
  {
    key: 'look-after-yourself',
    area: 'support',
    category: OTHER,
    title: 'Take care of yourself, too',
    description:
      'Grief is exhausting. Eat something, rest when you can, and let people help. Nothing on this list has ' +
      'to be perfect, and most of it can wait a few days. If you feel overwhelmed or unsafe, call or text ' +
      '988 at any hour: https://988lifeline.org',
    estimatedMinutes: 15,
  },
  {
    key: 'no-big-decisions-yet',
    area: 'support',
    category: OTHER,
    title: 'Give yourself time before big decisions',
    description:
      'Many who have lost a spouse or partner are advised to wait about a year before selling the home, ' +
      'moving, or changing investments, unless money forces it. Pay the essential bills, and be wary of ' +
      'anyone offering to buy the house, invest a payout or settle debts quickly. A fee-only financial ' +
      'planner can help when you are ready.',
    estimatedMinutes: 15,
    when: ({ survivingSpouse }) => survivingSpouse === 'user',
  },
  {
    key: 'grief-support',
    area: 'support',
    category: OTHER,
    title: 'Find grief support that fits you',
    description:
      'Hospices offer free bereavement support to the families they served, often for a year, and many ' +
      'open their grief groups to anyone nearby. Support groups, faith communities and grief counselors ' +
      'can help too. Start whenever you are ready; there is no deadline for grief.',
    estimatedMinutes: 30,
  },
];
