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

const urgentDue = (context: ChecklistContext) => context.dueDates.urgent;

const isExecutor = ({ answers }: ChecklistContext) => answers.role === 'Executor';
const hasDependents = ({ answers }: ChecklistContext) =>
  answers.dependents === 'Yes' || answers.dependents_status === 'Yes';
const isProbateLikely = ({ answers }: ChecklistContext) =>
  answers.probate === 'Yes' || answers.probate === 'Not sure';
/** 'the Travis County, Texas' court/office, or a plain 'the local' one. */
const localTo = ({ county, state }: ChecklistContext) =>
  county && state ? `the ${placeName(county, state)}` : state ? `the ${state.name}` : 'the local';
const isPlanned = (answer: 'Yes' | 'No' | null | undefined, context: ChecklistContext) =>
  context.isServiceHeld && answer === 'Yes';

export const RECENT_LOSS_TASKS: readonly TaskDefinition[] = [
  // Urgent needs
  {
    key: 'arrange-care',
    area: 'memorial',
    category: URGENT,
    title: 'Arrange for your loved one to be taken into care',
    description:
      'If the death was expected and at home, call their hospice or doctor; if it was unexpected, call 911. ' +
      'A doctor, hospice nurse or medical examiner has to confirm the death before a funeral home can take ' +
      'them into its care. Have their full name, date of birth and doctor’s name to hand.',
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
    title: 'Arrange care for anyone who relied on them',
    description:
      'Children, an adult they looked after, and pets all need someone now. Ask family, friends or ' +
      'neighbors to cover the next few days, and write down routines, medicines, school details and key ' +
      'contacts. If it is unclear who should care for a child long term, look for a will naming a guardian ' +
      'and speak to a family lawyer.',
    estimatedMinutes: 60,
    dueDate: urgentDue,
    when: hasDependents,
  },
  {
    key: 'check-for-dependents',
    area: 'support',
    category: URGENT,
    title: 'Check whether anyone, or any pet, relied on them',
    description:
      'Think about children, a partner or parent they cared for, and pets at home. If you’re not sure, ask ' +
      'neighbors or close friends, and have someone look in on their home today. Anyone who relied on them ' +
      'may need help before anything else on this list.',
    estimatedMinutes: 15,
    dueDate: urgentDue,
    when: (context) => context.answers.dependents_status === 'Not sure yet' && !hasDependents(context),
  },
  {
    key: 'death-certificate-copies',
    area: 'legal',
    category: URGENT,
    title: 'Order 10 to 15 certified copies of the death certificate',
    description: (context) =>
      'Banks, insurers, pension plans, the DMV and the courts each need a certified copy, and many keep it. ' +
      'The funeral home can usually order them when it files the certificate; otherwise ask ' +
      `${context.state ? `the ${context.state.name}` : 'the state'} vital records office. Have their full name, ` +
      `date and place of death, Social Security number and your ID ready. Find the office: ${CDC_VITAL_RECORDS}`,
    estimatedMinutes: 20,
    dueDate: urgentDue,
  },
  {
    key: 'choose-funeral-home',
    area: 'memorial',
    category: URGENT,
    title: 'Choose a funeral home',
    description:
      'A funeral home takes your loved one into its care, files the death certificate and helps with ' +
      'arrangements. Under the FTC Funeral Rule they must give prices by phone and an itemized price list ' +
      `in person, so you can compare two or three and buy only what you want: ${FTC_FUNERALS}`,
    estimatedMinutes: 60,
    dueDate: urgentDue,
    when: ({ answers }) => answers.funeral_home_chosen !== 'Yes',
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
      (context.isVeteran
        ? ` Veterans can be buried in a VA national cemetery at no cost: ${VA_BURIALS}`
        : ' There is no need to decide everything today.'),
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
    title: 'Confirm organ or tissue donation with the hospital',
    description:
      'Donation has to happen within hours, so tell the hospital or hospice staff right away. They contact ' +
      'the local organ procurement organization, which checks the state donor registry and asks the family ' +
      `for consent. Donation does not rule out an open-casket viewing or a funeral. More: https://www.organdonor.gov`,
    estimatedMinutes: 20,
    dueDate: urgentDue,
    when: ({ answers }) => answers.disposition === 'Organ/tissue donation',
  },
  {
    // Always on this path, not only when they owned property: a rented home still holds their
    // belongings and papers, and an empty home is what burglars watch obituaries for.
    key: 'secure-home',
    area: 'accounts',
    category: URGENT,
    title: 'Secure their home, car and valuables',
    description:
      'Lock the home, gather spare keys and ask someone to check on it, water plants and take in mail. Put ' +
      'cash, jewelry and important papers somewhere safe, and leave the car locked where it is. Tell the home ' +
      'and car insurers about the death and keep that insurance in force until the property is sold or passed on.',
    estimatedMinutes: 45,
    dueDate: urgentDue,
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
      'discharge papers (DD Form 214). If you can’t find them, ask the National Archives: ' +
      `https://www.archives.gov/veterans. More: ${VA_BURIALS}`,
    estimatedMinutes: 30,
    when: ({ answers }) => answers.veteran === 'Yes',
  },

  // Legal & financial
  {
    key: 'notify-social-security',
    area: 'legal',
    category: LEGAL,
    title: 'Notify Social Security (1-800-772-1213)',
    description:
      'The funeral home usually reports the death, so ask them first. If not, call 1-800-772-1213 ' +
      '(TTY 1-800-325-0778) with their Social Security number. Any payment for the month of death or later ' +
      'has to be returned. A spouse or child may get a one-time $255 payment and monthly survivor benefits: ' +
      SSA_SURVIVORS,
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
    when: (context) =>
      hasDependents(context) || context.answers.relationship_to_deceased === 'My spouse or partner',
  },
  {
    key: 'county-vital-records',
    area: 'legal',
    category: LEGAL,
    // The longest county names do not fit the long wording in 80 characters.
    title: ({ county, state }) => {
      const place = county && state ? placeName(county, state) : '';
      const long = `Request records from the ${place} vital records office`;
      return long.length <= 80 ? long : `Contact the ${place} vital records office`;
    },
    description:
      'Certified death certificates can be ordered from the local registrar or county office where the ' +
      'death happened, or from the state vital records office; if they died in another county, ask there. ' +
      'Bring your ID and proof of how you are related, as many states limit who may order certified copies. ' +
      `Fees and forms: ${CDC_VITAL_RECORDS}`,
    estimatedMinutes: 30,
    when: ({ county, state }) => county !== undefined && state !== undefined,
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
    when: (context) =>
      isExecutor(context) ||
      context.answers.will_status === 'Yes' ||
      context.answers.will_status === 'In progress',
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
      'own. The IRS guide for survivors and executors is a good overview: https://www.irs.gov/publications/p559. ' +
      'For a large or complicated estate, a probate lawyer can help.',
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
          `and property. File with ${localTo(context)} probate court where they lived. You will need the ` +
          'original will, a death certificate and a list of what they owned. Many courts have self-help ' +
          'pages, and a probate lawyer can help if things are complex.'
        : 'It depends on what they owned in their name alone. Joint accounts, accounts with a named ' +
          'beneficiary and trust property usually pass without probate, and many states have a simpler ' +
          `process for small estates. The clerk of ${localTo(context)} probate court can tell you.`,
    estimatedMinutes: ({ answers }) => (answers.probate === 'Yes' ? 120 : 45),
    when: isProbateLikely,
  },
  {
    key: 'list-assets-and-debts',
    area: 'financial',
    category: LEGAL,
    title: 'List what they owned and what they owed',
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
    title: 'File their final income tax return',
    description:
      'A final federal return covers income up to the date of death and is due by April 15 of the next year; ' +
      'their state may need one too. A surviving spouse can usually file jointly. If they died before filing ' +
      'last year’s return, that is due as well. Claiming a refund may need Form 1310: ' +
      'https://www.irs.gov/individuals/file-the-final-income-tax-returns-of-a-deceased-person',
    estimatedMinutes: 120,
    dueDate: ({ dueDates }) => dueDates.finalIncomeTaxReturn,
  },
  {
    // Only where someone is settling an estate, or a spouse may want to keep the unused exemption.
    key: 'estate-tax-return',
    area: 'financial',
    category: LEGAL,
    title: 'Check whether an estate tax return is needed',
    description:
      'A federal estate tax return (Form 706) is due 9 months after death, but only very large estates must ' +
      'file. A surviving spouse may still file to keep the unused exemption. Some states have their own ' +
      'estate or inheritance tax with much lower limits. An accountant can confirm: ' +
      'https://www.irs.gov/forms-pubs/about-form-706',
    estimatedMinutes: 30,
    dueDate: ({ dueDates }) => dueDates.estateTaxReturn,
    when: (context) =>
      isProbateLikely(context) ||
      isExecutor(context) ||
      context.answers.relationship_to_deceased === 'My spouse or partner',
  },
  {
    key: 'notify-credit-bureaus',
    area: 'financial',
    category: LEGAL,
    title: 'Ask the credit bureaus to flag their credit as deceased',
    description:
      'Send a death certificate to Equifax, Experian and TransUnion and ask them to mark the file ' +
      '“deceased, do not issue credit”. This stops identity thieves opening accounts in their name, and ' +
      'their credit report can show accounts you didn’t know about. If you suspect misuse, report it at ' +
      'https://www.identitytheft.gov',
    estimatedMinutes: 30,
  },
  {
    key: 'cancel-ids',
    area: 'legal',
    category: LEGAL,
    title: 'Cancel their driver’s license, passport and voter registration',
    description:
      'Cancelling ID documents helps prevent identity theft. Contact the state DMV, send the passport with a ' +
      'death certificate to the State Department to be cancelled (https://travel.state.gov), and tell the ' +
      'county election office. Keep a copy of each for your records.',
    estimatedMinutes: 30,
  },
  {
    key: 'notify-health-insurance',
    area: 'financial',
    category: LEGAL,
    title: 'Notify their health insurer and Medicare',
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
    title: 'Contact their employer about final pay and benefits',
    description:
      'Ask human resources about the final paycheck, unused vacation pay, life insurance or a retirement ' +
      'plan through work, and health coverage for family members (COBRA). Have a death certificate ready ' +
      'and ask who the beneficiaries on file are. Return any work laptop, phone or badge when you can.',
    estimatedMinutes: 45,
    when: ({ answers }) => answers.employer === 'Yes',
  },
  {
    key: 'bank-accounts',
    area: 'financial',
    category: LEGAL,
    title: 'Notify their bank and ask about each account',
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
    title: 'Contact their investment and retirement account providers',
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
      'the borrower dies: send the death certificate to the loan servicer (https://studentaid.gov). Other ' +
      `loans are paid from the estate; family members owe them only if they co-signed. ${FTC_DEBTS}`,
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
      'the policy makes the claim, usually with a claim form and a certified death certificate. Insurers ' +
      'ask for claims within 30 to 60 days, so it is worth starting early. Payouts are generally not taxed ' +
      'as income.',
    estimatedMinutes: 45,
    dueDate: ({ dueDates }) => dueDates.lifeInsuranceClaim,
    when: ({ answers }) => chose(answers.benefits, 'Life insurance'),
  },
  {
    key: 'pension-and-retirement-benefits',
    area: 'financial',
    category: LEGAL,
    title: 'Report the death to their pension or retirement plan',
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
    title: 'Forward their mail and watch for bills',
    description:
      'Mail shows you accounts, bills and policies you may not know about. The executor or administrator ' +
      'can have it forwarded by taking the court’s letters and a death certificate to the local post office: ' +
      'https://www.usps.com/manage/forward.htm',
    estimatedMinutes: 20,
  },
  {
    key: 'mortgage-or-landlord',
    area: 'financial',
    category: HOME,
    title: 'Contact the mortgage lender or landlord',
    description:
      'Tell the lender or landlord about the death, and keep payments up if you can while the estate is ' +
      'settled. A relative who inherits the home can usually keep the existing mortgage without ' +
      'refinancing. For a rental, ask about ending the lease and the deposit; some states let an estate end ' +
      'a lease early with notice.',
    estimatedMinutes: 45,
    when: ({ answers }) => chose(answers.debts, 'Mortgage/landlord'),
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
    title: 'Find deeds and titles for their home, land and vehicles',
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
    title: 'Decide what to do with their cell phone plan',
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
    title: 'Secure their email and cloud storage',
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
    title: 'Memorialize or close their social media accounts',
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
    title: 'Find their password manager and any crypto holdings',
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
