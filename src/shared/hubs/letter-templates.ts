import type { LetterTemplate } from './types.ts';

// The spec names three templates (bank, credit card, social media) without their text; the
// employer, utility and pension letters come from issue 8. All bodies are written for Harbor.
// Only names listed in fill-template.ts PLACEHOLDERS may appear in brackets (a test checks).

const SENDER = `[Your Name]
[Your Address]
[Your Phone]
[Your Email]

[Today's Date]`;

const INTRODUCTION = "I am [Deceased's Full Name]'s [Your Relationship], and I am handling their affairs.";

const SIGN_OFF = `Sincerely,

[Your Name]`;

const bankAccountClosure: LetterTemplate = {
  id: 'bank-account-closure',
  title: 'Bank Account Closure Letter',
  description: 'Tell a bank or credit union about the death and ask them to close the account.',
  body: `${SENDER}

[Institution Name]
[Institution Address]

Re: Notice of death and request to close account
Account holder: [Deceased's Full Name]
Account number ending in: [Account Number - last 4 digits]
Date of death: [Date of Death]

Dear Sir or Madam,

I am writing to let you know that your account holder, [Deceased's Full Name], died on [Date of Death]. ${INTRODUCTION}

Please:
- close the account listed above, or tell me what else you need from me to do so;
- stop all automatic payments, withdrawals and transfers;
- send me a statement showing the balance on the date of death and any activity since then; and
- tell me how the remaining balance will be released to the estate.

I have enclosed a certified copy of the death certificate and a copy of my letters testamentary or letters of administration. Please let me know if you need anything else.

You can reach me at [Your Phone] or [Your Email]. Thank you for your help at this difficult time.

${SIGN_OFF}

Enclosures: certified copy of death certificate; letters testamentary or letters of administration
`,
};

const creditCardNotification: LetterTemplate = {
  id: 'credit-card-notification',
  title: 'Credit Card Notification',
  description: 'Tell a card issuer about the death, close the account and stop new charges.',
  body: `${SENDER}

[Institution Name]
[Institution Address]

Re: Notice of death of cardholder
Cardholder: [Deceased's Full Name]
Card number ending in: [Account Number - last 4 digits]
Date of death: [Date of Death]

Dear Sir or Madam,

I am writing to let you know that your cardholder, [Deceased's Full Name], died on [Date of Death]. ${INTRODUCTION}

Please:
- close this account and cancel any additional cards issued on it;
- stop all recurring charges;
- note the account as "deceased" and report it that way to the credit bureaus; and
- send me a written statement of the balance owed.

Any valid balance will be handled through the administration of the estate. Please send all correspondence about this account to me in writing at my address above.

I have enclosed a certified copy of the death certificate. You can reach me at [Your Phone] or [Your Email] if you need anything further.

${SIGN_OFF}

Enclosure: certified copy of death certificate
`,
};

const socialMediaMemorialization: LetterTemplate = {
  id: 'social-media-memorialization',
  title: 'Social Media Memorialization Request',
  description:
    'Ask a social network to memorialize a profile. Most platforms use an online form: paste this text into it.',
  body: `[Your Name]
[Your Email]

[Today's Date]

To: [Platform Name] Support

Re: Memorialization request for the account of [Deceased's Full Name]

Hello,

I am writing to let you know that [Deceased's Full Name] died on [Date of Death]. ${INTRODUCTION}

Please memorialize their account, so that it stays as a place where family and friends can remember them and no one can sign in to it.

Account details:
Name on the account: [Deceased's Full Name]
Profile link or username: [Profile URL or Username]
Email address on the account, if known: [Account Email]

Proof of death: [Obituary Link]
I can also send a copy of the death certificate if you need it.

Thank you for handling this request with care.

Sincerely,

[Your Name]
[Your Phone]
`,
};

const employerNotification: LetterTemplate = {
  id: 'employer-notification',
  title: 'Employer Notification Letter',
  description: 'Tell their employer about the death and ask about final pay and benefits.',
  body: `${SENDER}

Human Resources
[Employer Name]
[Employer Address]

Re: Death of employee [Deceased's Full Name]
Employee ID: [Employee ID]
Date of death: [Date of Death]

Dear Human Resources Team,

I am writing to let you know that your employee, [Deceased's Full Name], died on [Date of Death]. ${INTRODUCTION}

Please send me information about:
- the final paycheck, including any unused vacation or paid time off;
- life insurance or accidental death benefits provided through work, and how beneficiaries can claim them;
- retirement plans such as a 401(k) or pension;
- continuing health insurance (COBRA) for family members who were covered; and
- any other benefits, such as stock awards or deferred pay.

Please also tell me which documents you need, and how I can collect any personal belongings.

I have enclosed a certified copy of the death certificate. You can reach me at [Your Phone] or [Your Email].

${SIGN_OFF}

Enclosure: certified copy of death certificate
`,
};

const utilityNotification: LetterTemplate = {
  id: 'utility-notification',
  title: 'Utility Company Notification',
  description: 'Transfer or close electricity, gas, water, phone or internet service.',
  body: `${SENDER}

[Company Name]
[Company Address]

Re: Account holder deceased, service at [Service Address]
Account holder: [Deceased's Full Name]
Account number ending in: [Account Number - last 4 digits]
Date of death: [Date of Death]

Dear Customer Service Team,

I am writing to let you know that your customer, [Deceased's Full Name], died on [Date of Death]. ${INTRODUCTION}

Please transfer the service at [Service Address] into my name from [Transfer or Closing Date]. If the service is no longer needed, please instead close the account on that date and send the final bill to me at my address above.

Please refund any deposit or credit balance to the estate, and do not disconnect the service without contacting me first, as the property is still being looked after.

I have enclosed a certified copy of the death certificate. You can reach me at [Your Phone] or [Your Email].

${SIGN_OFF}

Enclosure: certified copy of death certificate
`,
};

const pensionNotification: LetterTemplate = {
  id: 'pension-notification',
  title: 'Pension Provider Notification',
  description: 'Tell a pension or annuity provider about the death and ask about survivor benefits.',
  body: `${SENDER}

[Pension Plan Name]
[Pension Plan Address]

Re: Death of plan member [Deceased's Full Name]
Member or policy number: [Member or Policy Number]
Date of birth: [Deceased's Date of Birth]
Date of death: [Date of Death]

Dear Sir or Madam,

I am writing to let you know that [Deceased's Full Name], a member of your plan, died on [Date of Death]. ${INTRODUCTION}

Please:
- stop payments to [Deceased's Full Name], and tell me whether any payment made after the date of death must be returned;
- tell me whether a survivor pension, lump sum or other death benefit is payable, and to whom; and
- send me any claim forms and a list of the documents you need.

I have enclosed a certified copy of the death certificate. If you need [Deceased's Full Name]'s Social Security number, I can give it to you by phone. You can reach me at [Your Phone] or [Your Email].

${SIGN_OFF}

Enclosure: certified copy of death certificate
`,
};

/** The spec's three templates first, in its order, then the letters added by issue 8. */
export const LETTER_TEMPLATES: readonly LetterTemplate[] = [
  bankAccountClosure,
  creditCardNotification,
  socialMediaMemorialization,
  employerNotification,
  utilityNotification,
  pensionNotification,
];

export const TEMPLATE_MESSAGES = {
  copied: 'Template copied to clipboard',
  downloaded: 'Template downloaded',
} as const;

export const BEFORE_SENDING_CHECKLIST = {
  title: 'Before Sending',
  items: [
    'Replace every [bracketed] placeholder with the correct details.',
    'Attach a certified copy of the death certificate (ask first whether a photocopy is enough).',
    'If you are the executor, include a copy of your letters testamentary or letters of administration.',
    'Give only the last 4 digits of account numbers in a letter.',
    'Send important letters by certified mail with a return receipt.',
    'Keep a copy of every letter and write down the date you sent it.',
  ],
} as const satisfies { title: string; items: readonly string[] };
