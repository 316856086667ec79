import { possessive } from '../text/possessive.ts';
import { ADVICE_FIGURES } from './advice-figures.ts';
import { OFFICIAL_LINKS } from './official-links.ts';
import { SOCIAL_SECURITY_PHONE, SOCIAL_SECURITY_TTY } from './phone.ts';
import type { Guide } from './types.ts';

// The spec shows six financial guide cards without titles or text; both are written for
// Harbor. General US information; every guide page also shows GUIDE_DISCLAIMER.

const { lifeInsuranceClaimTip, lifeInsuranceClaimDeadline, finalIncomeTaxDue, estateTaxReturnDue } =
  ADVICE_FIGURES;

export const FINANCIAL_GUIDES: readonly Guide[] = [
  {
    id: 'life-insurance-claims',
    title: 'Filing Life Insurance Claims',
    description: 'How to find every policy and claim what is owed.',
    paragraphs: [
      (name) =>
        `Look for policies in ${name ? `${name}’s papers` : 'the papers they left'}, bank statements that show premium payments, email and mail, and ask their employer about life insurance provided through work. The NAIC Life Insurance Policy Locator can search participating insurers for policies you don't know about.`,
      'Each beneficiary files their own claim with the insurer. You will usually need the policy number, the claim form and a certified copy of the death certificate.',
      `Try to file ${lifeInsuranceClaimTip}. Most policies have no strict deadline, but insurers often pay ${lifeInsuranceClaimDeadline} of receiving a complete claim, so starting early means the money arrives sooner.`,
      'Life insurance paid to a named beneficiary goes to them directly, outside probate, and is generally not taxable income, although interest added to it may be. If the estate is the beneficiary, or no named beneficiary is living, the money becomes part of the estate.',
    ],
    sources: [OFFICIAL_LINKS.naicPolicyLocator],
  },
  {
    id: 'survivor-benefits',
    title: 'Social Security & Survivor Benefits',
    description: 'Reporting the death and claiming the benefits family members may be owed.',
    paragraphs: [
      `Tell Social Security about the death as soon as you can. The funeral home usually reports it for you; if not, call ${SOCIAL_SECURITY_PHONE.display} (TTY ${SOCIAL_SECURITY_TTY.display}).`,
      'Social Security pays benefits a month behind, so a payment received for the month of death or any later month must be returned. If payments arrive by direct deposit, tell the bank about the death as well.',
      'A surviving spouse, young or disabled children and sometimes dependent parents may qualify for monthly survivor benefits. A one-time lump-sum death payment of $255 may also be paid to a surviving spouse or child, and it must be claimed within two years.',
      (name) =>
        `Apply promptly, because in some cases benefits can only be paid from the month you apply. ${name ? `If ${name} was a veteran` : 'If they served in the military'}, the VA may help with burial costs, a headstone or marker, and some survivors qualify for monthly VA payments.`,
    ],
    sources: [OFFICIAL_LINKS.ssaSurvivors, OFFICIAL_LINKS.vaBurials],
  },
  {
    id: 'debts-after-death',
    title: 'Handling Debts After a Death',
    description: 'Who pays what, and how to deal with creditors and collectors.',
    paragraphs: [
      (name) =>
        `Debts are paid from the estate, meaning the money and property ${name ? `${name} left` : 'left behind'}, not from family members' own money. You are generally not personally responsible unless you co-signed, held the account jointly, or live in a state where a spouse can be responsible for certain debts, such as a community property state.`,
      'Authorized users on a credit card are not responsible for its balance. Debt collectors may talk to the executor or whoever is handling the estate, but they must not say or suggest that you have to pay from your own money.',
      'State law sets how long creditors have to make a claim and the order in which debts are paid if there is not enough to go around; funeral costs, estate expenses and taxes usually come first. If the estate cannot pay everything, talk to an attorney before paying any creditor.',
      'Ask for every claim in writing and check it before the estate pays.',
    ],
    sources: [OFFICIAL_LINKS.cfpbDebtAfterDeath, OFFICIAL_LINKS.ftcDebtsDeceasedRelatives],
  },
  {
    id: 'final-tax-returns',
    title: 'Final Tax Returns',
    description: (name) =>
      `The returns to file for ${name ?? 'the person who died'} and for the estate, and when.`,
    paragraphs: [
      (name) =>
        `The executor, or a surviving spouse, files ${possessive(name, 'the')} final federal income tax return (Form 1040) for the year of death, covering January 1 to the date of death. It is due by ${finalIncomeTaxDue}, the same as any other return.`,
      'A surviving spouse can usually file a joint return for the year of death. If a refund is due and you are not a surviving spouse filing jointly, you may need Form 1310 to claim it.',
      'The estate may have to file its own income tax return (Form 1041) if it has $600 or more of income in a year, such as interest, dividends or rent. It needs its own EIN for this.',
      `A federal estate tax return (Form 706) is due ${estateTaxReturnDue}, but only for large estates or when a surviving spouse wants to keep the unused exemption. Check your state's rules as well, since most states have their own income tax return.`,
    ],
    sources: [
      OFFICIAL_LINKS.irsDeceasedPerson,
      OFFICIAL_LINKS.irsForm1041,
      OFFICIAL_LINKS.irsForm706,
      OFFICIAL_LINKS.irsPublication559,
    ],
  },
  {
    id: 'inherited-retirement-accounts',
    title: 'Inherited Retirement Accounts',
    description: 'What happens to IRAs and 401(k)s, and the tax rules for beneficiaries.',
    paragraphs: [
      'IRAs, 401(k)s and similar accounts go to the beneficiaries named on the account, not through the will. Contact the plan administrator or financial firm for its claim process; each beneficiary usually claims their own share.',
      'A surviving spouse has the most choices, including treating an inherited IRA as their own. Most other beneficiaries must empty an inherited account within 10 years, and some must also take yearly withdrawals; minor children of the owner, disabled or chronically ill beneficiaries and people not more than 10 years younger than the owner have different rules.',
      'Withdrawals from traditional, pre-tax accounts are taxed as income in the year you take them, while qualified withdrawals from Roth accounts are generally tax-free.',
      'Before cashing out, ask about the tax effect and about moving the money into an inherited IRA, because a mistake can be hard to undo.',
    ],
    sources: [OFFICIAL_LINKS.irsRetirementBeneficiary],
  },
  {
    id: 'identity-protection',
    title: 'Protecting Against Identity Theft',
    description: (name) =>
      `Simple steps that stop criminals using ${name ? `${name}’s details` : 'the details of someone who has died'}.`,
    paragraphs: [
      "Criminals sometimes use a deceased person's details to open accounts, and a few simple steps make this much harder.",
      "Send each of the three credit bureaus, Equifax, Experian and TransUnion, a copy of the death certificate and ask them to mark the credit report as deceased. As executor or surviving spouse you can also ask for a copy of the report, which can reveal accounts you didn't know about.",
      "Leave the date of birth, home address and mother's maiden name out of the obituary, and keep the Social Security number private. Cancel the driver's license with the state motor vehicle office.",
      'If you find fraud, report it at IdentityTheft.gov.',
    ],
    sources: [
      OFFICIAL_LINKS.identityTheftGov,
      OFFICIAL_LINKS.equifax,
      OFFICIAL_LINKS.experian,
      OFFICIAL_LINKS.transunion,
    ],
  },
];
