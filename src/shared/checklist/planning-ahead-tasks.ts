import { addDays, addMonths } from '../dates/calendar-days.ts';
import { formatWholeDollars } from '../inventory/money.ts';
import { noSmallEstateRouteWords, smallEstateLimitWords } from '../state-rules/small-estate-limit.ts';
import { FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS } from '../state-rules/state-rules.ts';
import { withArticle } from '../text/article.ts';
import { type ChecklistContext, chose, type TaskDefinition } from './checklist-context.ts';

// The planning-ahead checklist: the spec names no tasks, so this is our design. A core every
// planner needs (directive, will, power of attorney, beneficiaries, an inventory, where papers
// are, funeral wishes, a letter), shaped by planning_reason, healthcare_directive and
// will_status and by the personalise answers that make sense about one's own affairs.
// Nothing here is urgent in the 48-hour sense, so that category is never used. Due dates are
// only set when the person told us about health concerns: then the directive and the will
// are worth doing soon, and a gentle date helps; otherwise we add no pressure.

const MEMORIAL = 'Memorial Planning';
const LEGAL = 'Legal & Financial';
const HOME = 'Home, Property & Accounts';
const OTHER = 'Other';

const HEALTH_CONCERNS_DIRECTIVE_DAYS = 14;
const HEALTH_CONCERNS_WILL_DAYS = 30;

const NIA_ADVANCE_CARE = 'https://www.nia.nih.gov/health/advance-care-planning';

const YEARLY_REVIEW_MONTHS = 12;

const hasHealthConcerns = ({ answers }: ChecklistContext) => answers.planning_reason === 'Health concerns';
const yourState = ({ state }: ChecklistContext) => state?.name ?? 'your state';

function dueSoonIfUnwell(days: number) {
  return (context: ChecklistContext): string | null =>
    hasHealthConcerns(context) ? addDays(context.today, days) : null;
}

export const PLANNING_AHEAD_TASKS: readonly TaskDefinition[] = [
  // Legal & financial
  {
    key: 'advance-directive',
    area: 'legal',
    category: LEGAL,
    title: ({ answers }) => {
      if (answers.healthcare_directive === 'Yes') return 'Review your advance directive and share copies';
      if (answers.healthcare_directive === 'Not sure what that is') {
        return 'Learn what an advance directive is, then make yours';
      }
      return 'Make an advance directive and name a healthcare agent';
    },
    description: ({ answers }) =>
      answers.healthcare_directive === 'Yes'
        ? 'Check that it still says what you want and names the right healthcare agent. Give copies to that ' +
          'person, your doctor and your hospital, and keep the original where it can be found quickly. ' +
          `Guidance: ${NIA_ADVANCE_CARE}`
        : 'An advance directive (a living will plus a healthcare power of attorney) says what care you would ' +
          'want if you could not speak for yourself, and who decides for you. Your state has its own free ' +
          `form, usually signed with witnesses or a notary. Guidance: ${NIA_ADVANCE_CARE}`,
    estimatedMinutes: ({ answers }) => (answers.healthcare_directive === 'Yes' ? 30 : 60),
    dueDate: dueSoonIfUnwell(HEALTH_CONCERNS_DIRECTIVE_DAYS),
  },
  {
    key: 'portable-medical-orders',
    area: 'legal',
    category: LEGAL,
    title: 'Ask your doctor about portable medical orders (POLST)',
    description:
      'If you are seriously ill, a POLST (the name varies by state) turns your wishes into medical orders ' +
      'that ambulance crews and hospitals follow. Your doctor fills it in with you. Keep it where emergency ' +
      'responders will see it, often on the fridge.',
    estimatedMinutes: 30,
    dueDate: dueSoonIfUnwell(HEALTH_CONCERNS_DIRECTIVE_DAYS),
    when: hasHealthConcerns,
  },
  {
    key: 'will-or-trust',
    area: 'legal',
    category: LEGAL,
    title: ({ answers }) => {
      if (answers.will_status === 'Yes') return 'Review your will and keep it up to date';
      if (answers.will_status === 'In progress') return 'Finish and sign your will';
      return 'Make a will, or a living trust';
    },
    description: ({ answers }) => {
      if (answers.will_status === 'Yes') {
        return (
          'Check that it names the executor and guardians you would choose today, and reflects marriages, ' +
          'births, moves and property changes since you signed it. Tell your executor where the original is.'
        );
      }
      if (answers.will_status === 'In progress') {
        return (
          'Set a date to finish it. A will counts only once it is signed the way your state requires, ' +
          'usually with two witnesses; a draft cannot be used. Tell your executor where the signed original ' +
          'will be kept.'
        );
      }
      return (
        'A will names who inherits, an executor to settle things and a guardian for young children; without ' +
        'one, state law decides. A lawyer or a reputable online service can help with a simple will, and a ' +
        'living trust can keep property out of probate. Sign it exactly as your state requires.'
      );
    },
    estimatedMinutes: ({ answers }) => (answers.will_status === 'Yes' ? 30 : 120),
    dueDate: dueSoonIfUnwell(HEALTH_CONCERNS_WILL_DAYS),
  },
  {
    key: 'name-a-guardian',
    area: 'legal',
    category: LEGAL,
    title: 'Choose who would care for anyone who depends on you',
    description:
      'A will is where you name a guardian for children under 18; ask the person first. If you care for an ' +
      'adult or a pet, write down their routines and who could step in, and make sure that person knows.',
    estimatedMinutes: 45,
    when: ({ answers }) => answers.dependents === 'Yes',
  },
  {
    key: 'hipaa-release',
    area: 'legal',
    category: LEGAL,
    title: 'Sign a HIPAA release so family can talk to your doctors',
    description:
      'Privacy rules stop doctors and insurers from sharing your health information with family unless you ' +
      'have agreed in writing. A short HIPAA authorization naming the people you trust lets them get answers ' +
      'and settle bills; your healthcare agent, spouse or a child may need it. Give a copy to your doctor: ' +
      'https://www.hhs.gov/hipaa/for-individuals/family-members-friends/index.html',
    estimatedMinutes: 20,
  },
  {
    key: 'financial-power-of-attorney',
    area: 'legal',
    category: LEGAL,
    title: 'Name someone to manage your money if you cannot',
    description:
      'A durable financial power of attorney lets someone you trust pay bills and manage accounts if you ' +
      'become too ill to, without going to court. It ends at death, when your executor takes over. Many ' +
      'states have a standard form; banks may ask for it to be notarized.',
    estimatedMinutes: 60,
  },
  {
    key: 'check-beneficiaries',
    area: 'financial',
    category: LEGAL,
    title: 'Check the beneficiaries on your accounts and policies',
    description:
      'Life insurance, retirement accounts and many bank accounts go to the person named on the account, ' +
      'whatever your will says. Log in or call each provider, confirm the names are current, and add a ' +
      'backup (contingent) beneficiary.',
    estimatedMinutes: 45,
  },
  {
    key: 'payable-on-death-accounts',
    area: 'financial',
    category: LEGAL,
    title: 'Add a payable-on-death beneficiary to your bank accounts',
    description:
      'Most banks let you name a payable-on-death beneficiary for free. The money then goes straight to that ' +
      'person without probate, and they can use it for immediate costs such as the funeral.',
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.financial_accounts, 'Bank accounts'),
  },
  {
    key: 'life-insurance-details',
    area: 'financial',
    category: LEGAL,
    title: 'Tell your beneficiaries about your life insurance',
    description:
      'Families often don’t know a policy exists. Write down each insurer, policy number and who is named, ' +
      'and tell your beneficiaries where to find it. Check that any policy through work is included.',
    estimatedMinutes: 15,
    when: ({ answers }) => chose(answers.benefits, 'Life insurance'),
  },
  {
    key: 'pension-survivor-options',
    area: 'financial',
    category: LEGAL,
    title: 'Check the survivor options on your pension',
    description:
      'Some pensions pay a reduced amount to a spouse or beneficiary after your death, but only if you chose ' +
      'that option. Ask your plan what you have chosen, and note the plan’s contact details for your family.',
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.benefits, 'Retirement benefits'),
  },
  {
    key: 'va-pre-need-eligibility',
    area: 'legal',
    category: LEGAL,
    title: 'Check your eligibility for burial in a VA national cemetery',
    description:
      'Veterans can ask the VA for a pre-need eligibility decision, which makes arrangements quicker for your ' +
      'family. Keep your discharge papers (DD Form 214) with your other documents, and tell your family ' +
      'about military funeral honors: https://www.va.gov/burials-memorials/',
    estimatedMinutes: 30,
    when: ({ isVeteran }) => isVeteran,
  },
  {
    key: 'living-trust',
    area: 'legal',
    category: LEGAL,
    title: ({ answers }) =>
      answers.living_trust === 'Yes'
        ? 'Check that your living trust holds what it should'
        : 'Ask whether a living trust would spare your family probate',
    description: (context) =>
      context.answers.living_trust === 'Yes'
        ? 'A trust avoids probate only for what is titled in its name. Check that your home, accounts and any ' +
          'new property are retitled to the trust or name it as beneficiary, and that your successor trustee ' +
          'knows where the document is. A short pour-over will catches anything left out.'
        : `In ${yourState(context)}, an estate above the small-estate limit usually goes through probate, which ` +
          'is public and can take months. A revocable living trust, transfer-on-death deeds and named ' +
          'beneficiaries can pass property without it. An estate planning lawyer can say which fits you.',
    estimatedMinutes: 45,
    when: ({ answers, isLargerEstate }) => answers.living_trust === 'Yes' || isLargerEstate,
  },
  {
    key: 'small-estate-plan',
    area: 'legal',
    category: LEGAL,
    title: (context) =>
      context.stateRules?.smallEstate === null
        ? `Learn how ${yourState(context)} settles a small estate`
        : `Learn ${yourState(context)}’s simpler route for small estates`,
    description: (context) => {
      const limit = context.stateRules?.smallEstate;
      const route = limit
        ? `${context.state?.name} has ${withArticle(limit.procedure)} for estates up to ${smallEstateLimitWords(limit, null)}.`
        : limit === null
          ? `${noSmallEstateRouteWords(yourState(context))}.`
          : 'Every state has a simpler process for small estates.';
      const outside = limit === null ? 'needs no probate' : 'does not count toward the limit';
      return (
        `${route} What passes by joint ownership or to a named beneficiary ${outside}, ` +
        'so naming payable-on-death beneficiaries can keep your family out of court entirely. Note the ' +
        'route in your instructions for your executor.'
      );
    },
    estimatedMinutes: 20,
    when: ({ isSmallEstate }) => isSmallEstate,
  },
  {
    key: 'estate-tax-planning',
    area: 'financial',
    category: LEGAL,
    title: 'Plan for federal estate tax with an estate planning attorney',
    description:
      `Estates over ${formatWholeDollars(FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS)} (2026) owe federal estate tax, ` +
      'due 9 months after death. Gifts during life, trusts, charitable giving and, if married, the ' +
      'spouse’s unused exemption (portability) can reduce it. An estate planning attorney and a tax adviser ' +
      'should plan this together: https://www.irs.gov/businesses/small-businesses-self-employed/estate-tax',
    estimatedMinutes: 90,
    when: ({ isOverFederalExemption }) => isOverFederalExemption,
  },
  {
    key: 'state-estate-tax-plan',
    area: 'financial',
    category: LEGAL,
    title: (context) => `Check whether ${yourState(context)}’s estate tax would apply`,
    description: (context) =>
      `${context.state?.name} taxes estates above ${formatWholeDollars(context.stateRules?.estateTax?.exemptionDollars ?? 0)}, ` +
      'far below the federal exemption, and counts life insurance you own and retirement accounts too. ' +
      'Ask an estate planning attorney whether a trust or gifts would lower it for your family: ' +
      `${context.stateRules?.estateTax?.url}`,
    estimatedMinutes: 30,
    when: (context) =>
      Boolean(context.stateRules?.estateTax) &&
      (context.isLargerEstate || context.answers.estate_band === 'Not sure'),
  },
  {
    key: 'state-inheritance-tax-plan',
    area: 'financial',
    category: LEGAL,
    title: (context) => `Know who would owe ${yourState(context)}’s inheritance tax`,
    description: (context) =>
      `${context.state?.name} taxes some inheritances, whatever the estate’s size. ` +
      `${context.stateRules?.inheritanceTax?.summary} Your executor will need to file, so note it in your ` +
      `instructions: ${context.stateRules?.inheritanceTax?.url}`,
    estimatedMinutes: 20,
    when: ({ stateRules }) => Boolean(stateRules?.inheritanceTax),
  },
  {
    key: 'plan-for-debts',
    area: 'financial',
    category: LEGAL,
    title: 'Write down how your debts should be handled',
    description: ({ answers }) => {
      const notes = [
        chose(answers.debts, 'Mortgage')
          ? 'A relative who inherits your home can keep paying your mortgage without refinancing.'
          : '',
        chose(answers.debts, 'Car loan')
          ? 'Say whether the car should be kept or sold to pay off its loan.'
          : '',
        chose(answers.debts, 'Personal/other loan')
          ? 'Anyone who co-signed a loan stays responsible for it.'
          : '',
      ].filter(Boolean);
      return (
        'Debts are paid from your estate; family members do not inherit them unless they co-signed or share ' +
        `the account. ${notes.join(' ')} List each lender and account number for your executor: ` +
        'https://consumer.ftc.gov/articles/debts-and-deceased-relatives'
      );
    },
    estimatedMinutes: 30,
    when: ({ answers }) => (answers.debts?.length ?? 0) > 0,
  },
  {
    key: 'long-term-care-costs',
    area: 'financial',
    category: LEGAL,
    title: 'Think about how you would pay for care later in life',
    description:
      'Home care, assisted living and nursing homes are costly, and Medicare covers little long-term care. ' +
      'Look at your savings, any long-term care insurance and what Medicaid covers in your state, and ' +
      'talk your options over with family: https://www.medicare.gov',
    estimatedMinutes: 45,
    when: ({ answers }) => answers.planning_reason === 'Age/life stage',
  },

  // Home, property & accounts
  {
    key: 'inventory-accounts-and-passwords',
    area: 'accounts',
    category: HOME,
    title: 'List your accounts, policies and passwords in one place',
    description:
      'Write down your bank, retirement and investment accounts, insurance, debts, subscriptions and online ' +
      'accounts, with who to contact for each. Keep passwords in a password manager or a sealed note rather ' +
      'than on the list itself. This one document can save your family months.',
    estimatedMinutes: 90,
  },
  {
    key: 'letter-of-instruction',
    area: 'accounts',
    category: HOME,
    title: 'Write a letter of instruction for your executor',
    description:
      'A letter of instruction is not a legal document, but it is what executors most wish they had: who to ' +
      'call first, where the will and papers are, your accounts and advisers, bills on autopay, what to do ' +
      'with pets and belongings, and any wishes for the funeral. Keep it with your will and update it when ' +
      'things change.',
    estimatedMinutes: 60,
  },
  {
    key: 'where-documents-are',
    area: 'accounts',
    category: HOME,
    title: 'Tell someone where your important documents are',
    description:
      'Keep your will, directive, deeds, policies and your list together, in a fireproof box or with your ' +
      'lawyer, and tell your executor and one other person where they are. A safe-deposit box can be hard ' +
      'for family to open after a death.',
    estimatedMinutes: 20,
  },
  {
    key: 'property-plan',
    area: 'accounts',
    category: HOME,
    title: 'Decide how your home and vehicles will pass on',
    description:
      'Check how each is owned. Joint ownership with survivorship, a transfer-on-death deed (allowed in many ' +
      'states) or a living trust can pass property without probate. Keep deeds and titles with your other ' +
      'papers, along with any mortgage or loan details.',
    estimatedMinutes: 45,
    when: ({ answers }) => answers.assets === 'Yes',
  },
  {
    key: 'email-legacy-contact',
    area: 'accounts',
    category: HOME,
    title: 'Set up a legacy contact for your email and cloud storage',
    description:
      'Google’s Inactive Account Manager and Apple’s Legacy Contact let you choose who can reach your email, ' +
      'photos and files after your death. It takes a few minutes and spares your family a long process.',
    estimatedMinutes: 20,
    when: ({ answers }) => chose(answers.online_accounts, 'Email/cloud'),
  },
  {
    key: 'social-media-wishes',
    area: 'accounts',
    category: HOME,
    title: 'Choose what happens to your social media accounts',
    description:
      'Facebook lets you name a legacy contact or ask for your account to be deleted; other sites have ' +
      'their own settings. Note your wishes for each account in your list.',
    estimatedMinutes: 15,
    when: ({ answers }) => chose(answers.online_accounts, 'Social media'),
  },
  {
    key: 'password-and-crypto-access',
    area: 'accounts',
    category: HOME,
    title: 'Set up emergency access to your passwords and crypto',
    description:
      'Most password managers offer emergency access for a trusted person. For crypto, write down where your ' +
      'wallets are and how to recover them, and store that safely with your will: without it the money can be ' +
      'lost for good.',
    estimatedMinutes: 30,
    when: ({ answers }) => chose(answers.online_accounts, 'Password manager/crypto'),
  },

  // Memorial planning (only when a service is wanted) and other
  {
    key: 'service-wishes',
    area: 'memorial',
    category: MEMORIAL,
    title: 'Describe the service or gathering you would like',
    description:
      'Note the kind of gathering, a place, music, readings and who you would like to speak. Even a few ' +
      'lines spare your family from guessing at a hard time.',
    estimatedMinutes: 30,
    when: ({ isServiceHeld }) => isServiceHeld,
  },
  {
    key: 'funeral-wishes',
    area: 'memorial',
    category: ({ memorialCategory }) => memorialCategory,
    title: 'Write down your funeral wishes',
    description: ({ answers }) => {
      const choice =
        answers.disposition === 'Burial'
          ? 'You chose burial: note any plot you own and the cemetery.'
          : answers.disposition === 'Cremation'
            ? 'You chose cremation: note what you would like done with the ashes.'
            : 'Note whether you would like burial or cremation.';
      return (
        `${choice} Add a funeral home you trust and anything you would or would not want. Prepaying is ` +
        'optional; if you do, ask how the money is protected: ' +
        'https://consumer.ftc.gov/articles/shopping-funeral-services'
      );
    },
    estimatedMinutes: 30,
  },
  {
    key: 'organ-donor-registration',
    area: 'memorial',
    category: ({ memorialCategory }) => memorialCategory,
    // Offered to every planner (issue #19): a choice written down spares the family deciding at the
    // hospital; it is worded as a decision unless they chose donation.
    title: ({ answers }) =>
      answers.disposition === 'Organ/tissue donation'
        ? 'Register as an organ and tissue donor'
        : 'Decide about organ and tissue donation',
    description: ({ answers }) =>
      (answers.disposition === 'Organ/tissue donation'
        ? 'Sign up with your state registry, often when renewing a driver’s license, and tell your family, so '
        : 'If you would like to donate, sign up with your state registry, often when renewing a driver’s ' +
          'license; either way, tell your family, so ') +
      'they can support your decision at the hospital. Register online: https://www.organdonor.gov',
    estimatedMinutes: 10,
  },
  {
    key: 'compare-plots-and-plans',
    area: 'memorial',
    category: ({ memorialCategory }) => memorialCategory,
    title: 'Compare burial plots and prepaid funeral plans before you buy',
    description:
      'You don’t have to prepay, and you can compare: funeral homes must give you an itemized price list. ' +
      'Before you sign a pre-need plan, ask what it covers, how the money is protected, whether you can cancel ' +
      'or move it, and what happens if the funeral home closes. Cemetery plots and fees are priced separately: ' +
      'https://consumer.ftc.gov/articles/shopping-funeral-services',
    estimatedMinutes: 60,
    when: ({ answers }) => answers.disposition !== 'Organ/tissue donation',
  },
  {
    key: 'letter-to-loved-ones',
    area: 'support',
    category: OTHER,
    title: 'Write a letter to the people you love',
    description:
      'Sometimes called a legacy letter: what matters to you, memories, thanks, and anything you would want ' +
      'them to know. It isn’t a legal document, so write it in your own words and update it when you like.',
    estimatedMinutes: 60,
  },
  {
    key: 'talk-with-family',
    area: 'support',
    category: OTHER,
    title: 'Talk with your family about your plans',
    description:
      'A short conversation now spares your family guesswork later. Tell them who your executor and ' +
      'healthcare agent are, where your papers are, and your wishes for care and a funeral.',
    estimatedMinutes: 45,
  },
  {
    // The digest brings it up when it falls due, a year from now.
    key: 'yearly-review',
    area: 'support',
    category: OTHER,
    title: 'Review your plans once a year',
    description:
      'Once a year, and after a marriage, divorce, birth, death, move or big purchase, check your will, ' +
      'directive, beneficiaries and list of accounts, and update your letter of instruction. Harbor will ' +
      'remind you when this comes due.',
    estimatedMinutes: 30,
    dueDate: ({ today }) => addMonths(today, YEARLY_REVIEW_MONTHS),
  },
];
