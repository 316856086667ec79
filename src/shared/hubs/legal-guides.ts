import { possessive } from '../text/possessive.ts';
import { ADVICE_FIGURES } from './advice-figures.ts';
import { OFFICIAL_LINKS } from './official-links.ts';
import type { Guide } from './types.ts';

// The spec's six legal guide titles, with text written for Harbor (its Read Guide buttons did
// nothing). General US information; every guide page also shows GUIDE_DISCLAIMER.

const { probateSimpleEstate, probateComplexEstate, finalIncomeTaxDue, estateTaxReturnDue } = ADVICE_FIGURES;

export const LEGAL_GUIDES: readonly Guide[] = [
  {
    id: 'understanding-probate',
    title: 'Understanding Probate',
    description: "What probate is, when it's needed and how long it usually takes.",
    paragraphs: [
      "Probate is the court process for settling a person's estate after they die. The court confirms the will, if there is one, formally appoints the person who will manage the estate, and oversees paying debts and taxes and passing on what is left.",
      (name) =>
        `It usually takes place in the probate court of ${name ? `the county where ${name} lived` : 'the county that was their home'}; some states call it the surrogate's court or orphans' court. If there is a will, the named executor asks the court for letters testamentary. If there is no will, the court appoints an administrator and issues letters of administration, and state law decides who inherits.`,
      'Not everything goes through probate: property owned jointly with a right of survivorship, accounts with a named beneficiary or payable-on-death designation, life insurance, retirement accounts and assets held in a living trust usually pass directly to the people named.',
      `A simple estate may take ${probateSimpleEstate} to settle, while a complex one, or one with disputes, can take ${probateComplexEstate}. Many states offer a shorter process for small estates, so check your county probate court's website before you begin.`,
    ],
    sources: [OFFICIAL_LINKS.irsPublication559, OFFICIAL_LINKS.usaGovReportDeath],
  },
  {
    id: 'estate-inheritance-tax',
    title: 'Estate & Inheritance Tax',
    description: 'Which taxes may apply after a death, and the key filing dates.',
    paragraphs: [
      "Most estates owe no federal estate tax, which applies only when the estate's value is above an exemption set by law and adjusted most years; it has been more than $13 million per person in recent years. The IRS publishes the current amount.",
      `When a federal estate tax return (Form 706) is required, it is due ${estateTaxReturnDue}, and a six-month extension to file is available. A surviving spouse may want to file Form 706 even when no tax is owed, to keep the unused part of the exemption; this is called portability.`,
      'Some states charge their own estate tax, often starting at a much lower value. A few states charge an inheritance tax instead, which is paid by the person who inherits; surviving spouses are exempt, and close family members often pay a lower rate or nothing.',
      (name) =>
        `Separately, ${possessive(name, 'the')} final income tax return is due by ${finalIncomeTaxDue}. The estate may also need to file its own income tax return (Form 1041) if it has $600 or more of income in a year.`,
    ],
    sources: [
      OFFICIAL_LINKS.irsEstateTax,
      OFFICIAL_LINKS.irsForm706,
      OFFICIAL_LINKS.irsDeceasedPerson,
      OFFICIAL_LINKS.irsForm1041,
    ],
  },
  {
    id: 'executor-responsibilities',
    title: 'Executor Responsibilities',
    description: 'What an executor is expected to do, and how to protect yourself while you do it.',
    paragraphs: [
      'The executor, also called the personal representative, manages the estate on behalf of the beneficiaries. It is a position of trust: you must act honestly, carefully and in their interest rather than your own.',
      'Keep estate money separate from your own, and keep a record and receipt for every payment in and out. You will usually need to give a final accounting to the court or to the beneficiaries.',
      (name) =>
        `You are generally not personally responsible for ${name ? `${name}’s debts` : 'the debts of the person who died'}. You can become responsible, though, if you hand out assets before valid debts and taxes are paid. Executors may be entitled to a fee and to repayment of reasonable expenses, under rules set by state law.`,
    ],
    keyPoints: [
      'File the will with the probate court and obtain letters testamentary.',
      'Notify beneficiaries, creditors and government agencies.',
      'Find, secure and list the assets.',
      'Get an EIN for the estate and open an estate bank account.',
      'Pay valid debts, expenses and taxes from estate funds.',
      'File the final income tax return and any estate returns.',
      'Distribute what remains as the will or state law directs.',
    ],
    sources: [OFFICIAL_LINKS.irsPublication559, OFFICIAL_LINKS.irsEin, OFFICIAL_LINKS.cfpbDebtAfterDeath],
  },
  {
    id: 'will-trust-tod',
    title: 'Will vs Trust vs TOD',
    description: 'How the way an asset is held decides whether it goes through probate.',
    paragraphs: [
      'A will names who should receive property and who should act as executor. Property that passes under a will generally goes through probate, and the will usually becomes a public court record.',
      "A living trust holds assets during the person's life. After the death, the successor trustee manages and distributes them privately, without probate, but only for assets that were actually moved into the trust.",
      'Transfer-on-death (TOD) and payable-on-death (POD) designations let bank and brokerage accounts pass directly to a named beneficiary, and many states allow the same for real estate and vehicles. Beneficiary designations on life insurance and retirement accounts work the same way and take priority over the will.',
      'As executor, check how each asset is titled and whether it names a beneficiary. That tells you what belongs to the probate estate and what passes outside it.',
    ],
    sources: [OFFICIAL_LINKS.irsPublication559, OFFICIAL_LINKS.irsRetirementBeneficiary],
  },
  {
    id: 'small-estate-affidavits',
    title: 'Small Estate Affidavits',
    description: 'A simpler way to collect assets when the estate is small.',
    paragraphs: [
      'Most states let heirs collect a small estate without full probate. They use a sworn statement called a small estate affidavit, or a short court process often called summary administration.',
      'Each state sets its own limit on the value of the estate, and the limits differ widely. Many states count only assets that would otherwise go through probate, so accounts with a named beneficiary may not count toward the limit.',
      'There is often a waiting period after the death before you can use an affidavit, and some states do not allow it for real estate or have a separate process for property.',
      'You usually sign the affidavit, sometimes in front of a notary, and give it with a certified death certificate to the bank or other institution holding the asset. Your county probate court or state court website will have the form, the current limit and the waiting period.',
    ],
    sources: [OFFICIAL_LINKS.usaGovDeathCertificate, OFFICIAL_LINKS.usaGovReportDeath],
  },
  {
    id: 'common-probate-mistakes',
    title: 'Common Probate Mistakes',
    description: 'Avoidable missteps that cause delays, extra costs or personal liability.',
    paragraphs: [
      'Most probate problems come from acting too quickly or keeping too few records. Taking a little time before each payment or transfer protects you and the beneficiaries.',
      'If you are unsure about a step, especially paying creditors or handing out property, ask the probate court clerk or an estate attorney first. A clerk can explain the process and the forms, although they cannot give legal advice.',
    ],
    keyPoints: [
      'Paying estate debts from your own money instead of from estate funds.',
      'Handing out assets before debts, taxes and the creditor claim period are settled.',
      'Mixing estate money with your own, or not opening an estate bank account.',
      'Missing deadlines for creditor notices, court filings or tax returns.',
      'Not keeping receipts and records of every transaction.',
      'Letting insurance lapse on a home or car that still belongs to the estate.',
      'Forgetting assets that pass outside the will, or overlooking digital accounts.',
    ],
    sources: [OFFICIAL_LINKS.cfpbDebtAfterDeath, OFFICIAL_LINKS.irsPublication559],
  },
];
