import { GLOSSARY } from '../text/glossary.ts';
import { possessive } from '../text/possessive.ts';
import { ADVICE_FIGURES } from './advice-figures.ts';
import { BEFORE_SENDING_CHECKLIST, LETTER_TEMPLATES, TEMPLATE_MESSAGES } from './letter-templates.ts';
import { OFFICIAL_LINKS } from './official-links.ts';
import { SOCIAL_SECURITY_PHONE, SOCIAL_SECURITY_TTY, VA_BENEFITS_PHONE } from './phone.ts';
import type {
  AccountCategory,
  DocumentItem,
  HubHeader,
  HubMessages,
  HubTab,
  IconName,
  LetterTemplate,
  LinkGroup,
  Notice,
  Organization,
  StepGuide,
  ToolAction,
} from './types.ts';

// Account Management Hub, /hub/accounts/{lovedOneId}. Tabs, Where to Start levels, category
// names and priorities, the documents list, guide names and step counts, template names and
// toasts follow spec part 2 §2 "Account Management Hub"; the rest is written for Harbor.

export const ACCOUNTS_HUB_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'step-by-step', label: 'Step-by-Step' },
  { id: 'templates', label: 'Templates' },
  { id: 'resources', label: 'Resources' },
] as const satisfies readonly HubTab[];

export type AccountsHubTabId = (typeof ACCOUNTS_HUB_TABS)[number]['id'];

/** Where to Start buttons either switch this hub's tab or leave it like any other card. */
export type WhereToStartAction = ToolAction | { kind: 'tab'; tab: AccountsHubTabId };

export type WhereToStartCard = {
  id: string;
  level: 'Critical' | 'Recommended' | 'Helpful';
  title: string;
  description: string;
  icon: IconName;
  actionLabel: string;
  action: WhereToStartAction;
};

export type AccountsHubContent = {
  header: HubHeader;
  messages: HubMessages;
  tabs: typeof ACCOUNTS_HUB_TABS;
  defaultTab: AccountsHubTabId;
  overview: {
    whereToStart: { title: string; cards: readonly WhereToStartCard[] };
    categories: { title: string; commonAccountsLabel: string; items: readonly AccountCategory[] };
    documents: { title: string; items: readonly DocumentItem[] };
  };
  stepByStep: { title: string; description: string; guides: readonly StepGuide[] };
  templates: {
    title: string;
    description: string;
    items: readonly LetterTemplate[];
    copyLabel: string;
    downloadLabel: string;
    messages: typeof TEMPLATE_MESSAGES;
    checklist: typeof BEFORE_SENDING_CHECKLIST;
  };
  resources: {
    linkGroups: readonly LinkGroup[];
    organizationGroups: readonly { id: string; title: string; organizations: readonly Organization[] }[];
    socialSecurityExample: Notice;
  };
};

export const ACCOUNTS_HUB: AccountsHubContent = {
  header: {
    title: 'Account Management Hub',
    subtitle: (name) =>
      `Close, transfer or memorialize ${possessive(name, 'the')} accounts, one step at a time`,
    back: { label: GLOSSARY.backToDashboard, to: '/dashboard' },
  },
  messages: { loading: 'Loading...', loadError: 'Error loading accounts hub' },
  tabs: ACCOUNTS_HUB_TABS,
  defaultTab: 'overview',
  overview: {
    whereToStart: {
      title: 'Where to Start',
      cards: [
        {
          id: 'financial-first',
          level: 'Critical',
          title: 'Start with Financial Accounts',
          description:
            'Banks, credit cards and investment accounts come first. Telling them early protects the estate from fraud and stops new charges.',
          icon: 'Landmark',
          actionLabel: 'See Financial Steps',
          action: { kind: 'tab', tab: 'step-by-step' },
        },
        {
          id: 'use-templates',
          level: 'Recommended',
          title: 'Use Letter Templates',
          description: 'Ready-made letters save time and make sure each company gets the details it needs.',
          icon: 'FileText',
          actionLabel: 'Browse Templates',
          action: { kind: 'tab', tab: 'templates' },
        },
        {
          id: 'create-inventory',
          level: 'Helpful',
          title: 'Create an Account Inventory',
          description:
            'List every account as you find it so nothing is missed, and track each one until it is closed.',
          icon: 'ClipboardList',
          actionLabel: 'Open Inventory',
          // The spec sent this card to the tasks tab; issue 10 links the accounts hub to the
          // inventory, opened on the kinds this hub is about (banks and cards have their own cards
          // in the financial hub).
          action: { kind: 'inventory-tab', filter: { kinds: ['utility', 'subscription', 'online_account'] } },
        },
      ],
    },
    categories: {
      title: 'Account Categories',
      commonAccountsLabel: 'Common accounts',
      items: [
        {
          id: 'email-communication',
          title: 'Email & Communication',
          description:
            'Bills, statements and account notices usually arrive by email, so it is a guide to every other account.',
          priority: 'High',
          icon: 'Mail',
          commonAccounts: [
            'Gmail',
            'Outlook and Hotmail',
            'Yahoo Mail',
            'iCloud Mail',
            'Mobile phone service',
          ],
        },
        {
          id: 'social-media',
          title: 'Social Media',
          description: 'Profiles can be memorialized as a place to remember, or removed.',
          priority: 'Medium',
          icon: 'Share2',
          commonAccounts: ['Facebook', 'Instagram', 'X (Twitter)', 'LinkedIn', 'TikTok'],
        },
        {
          id: 'financial-services',
          title: 'Financial Services',
          description: 'Accounts that hold or owe money. Notify these first to protect the estate.',
          priority: 'Critical',
          icon: 'Landmark',
          commonAccounts: [
            'Checking and savings accounts',
            'Credit cards',
            'Investment and brokerage accounts',
            'Retirement accounts (401(k), IRA)',
            'Mortgages, car loans and personal loans',
            'PayPal, Venmo and other payment apps',
          ],
        },
        {
          id: 'subscriptions',
          title: 'Subscriptions',
          description: 'Recurring charges that continue until someone cancels them.',
          priority: 'Medium',
          icon: 'Repeat',
          commonAccounts: [
            'Streaming services (Netflix, Spotify, Disney+)',
            'Amazon Prime',
            'Newspapers and magazines',
            'Gym and club memberships',
            'Software and cloud storage',
          ],
        },
        {
          id: 'utilities-services',
          title: 'Utilities & Services',
          description:
            'Services that keep a home safe and running. Transfer rather than cancel them while the home is still occupied or for sale.',
          priority: 'High',
          icon: 'Zap',
          commonAccounts: [
            'Electricity and gas',
            'Water and trash collection',
            'Internet and cable TV',
            'Home phone',
            'Home and auto insurance',
          ],
        },
      ],
    },
    documents: {
      title: "Documents You'll Need",
      items: [
        {
          id: 'death-certificate',
          title: 'Certified death certificate',
          description: `Most institutions need a certified copy; order ${ADVICE_FIGURES.deathCertificateCopies}.`,
        },
        {
          id: 'letters',
          title: 'Letters testamentary or letters of administration',
          description: 'Court papers that show you have authority to act for the estate.',
        },
        {
          id: 'government-id',
          title: 'Government-issued photo ID',
          description: "Your own driver's license, passport or state ID card.",
        },
        {
          id: 'account-statements',
          title: 'Account statements',
          description: 'A recent statement or the account number for each account.',
        },
        {
          id: 'proof-of-relationship',
          title: 'Proof of relationship',
          description: 'For example, a marriage or birth certificate, if you are next of kin.',
        },
        {
          id: 'will-trust',
          title: 'Will or trust documents',
          description: 'These show who is named as executor, trustee or beneficiary.',
        },
      ],
    },
  },
  stepByStep: {
    title: 'Step-by-Step Guides',
    description: 'Work through one group of accounts at a time. There is no need to do it all at once.',
    guides: [
      {
        id: 'financial-accounts',
        title: 'Financial Accounts',
        description: 'Banks, credit cards, investments and loans.',
        icon: 'Landmark',
        steps: [
          {
            title: 'Gather your documents',
            description:
              'Collect certified death certificates, your letters testamentary or administration, and a recent statement for each account.',
            tips: [
              `Order ${ADVICE_FIGURES.deathCertificateCopies} certified copies of the death certificate.`,
              'Make a list of every account with the last 4 digits of its number.',
            ],
          },
          {
            title: 'Contact each institution',
            description:
              'Call or visit each bank, card issuer and investment firm. Ask for the bereavement or estate services team and tell them about the death.',
            tips: [
              'Write down the date, the name of the person you spoke to and any reference number.',
              'Ask exactly which documents they need before you send anything.',
            ],
          },
          {
            title: 'Secure the accounts',
            description:
              'Ask them to stop automatic payments and withdrawals, cancel cards, and flag the accounts so no new charges can be made.',
            tips: [
              'Social Security or pension deposits that arrive after the death may have to be returned.',
              'Keep an account that pays essential bills open until those bills have been moved.',
            ],
          },
          {
            title: 'Close or transfer the accounts',
            description:
              'Once you have authority, move balances to the estate bank account, or to the surviving joint owner or named beneficiary, then close the accounts.',
            tips: [
              'Ask for a final statement and written confirmation that the account is closed.',
              'Never move estate money into your personal account.',
            ],
          },
        ],
      },
      {
        id: 'email-digital-accounts',
        title: 'Email & Digital Accounts',
        description: 'Email, cloud storage, phones and social media.',
        icon: 'Mail',
        steps: [
          {
            title: 'List the digital accounts',
            description:
              'Write down email, phone, cloud storage, social media and shopping accounts. Bills, statements and a password manager can help you find them.',
            tips: [
              'Check the phone and computer for apps that are still signed in.',
              'Note the username or email address for each account.',
            ],
          },
          {
            title: 'Check for legacy settings',
            description:
              'Some people choose in advance what happens to their accounts, with a Facebook legacy contact, an Apple Legacy Contact or Google Inactive Account Manager.',
            tips: [
              'A legacy contact they chose can often act with less paperwork.',
              "Avoid signing in with their password; it usually breaks the provider's terms.",
            ],
          },
          {
            title: 'Request closure or memorialization',
            description:
              "Use each provider's official process to close or memorialize the account, or to ask for its data. Have the death certificate and proof of your authority ready.",
            tips: [
              'Ask about saving photos and files first; closing an account is usually permanent.',
              'Keep the main email account open until bills and notices have been redirected.',
            ],
          },
        ],
      },
      {
        id: 'subscriptions-memberships',
        title: 'Subscriptions & Memberships',
        description: 'Streaming, memberships, deliveries and software.',
        icon: 'Repeat',
        steps: [
          {
            title: 'Find recurring charges',
            description:
              'Review the last few months of bank and credit card statements for repeating payments.',
            tips: [
              'Look for yearly charges, not only monthly ones.',
              'Subscriptions bought through a phone app store are listed in the Apple or Google account.',
            ],
          },
          {
            title: 'Cancel or transfer',
            description:
              "Cancel services no one needs, or move the ones the family wants to keep into a survivor's name.",
            tips: [
              'Ask for a refund of any prepaid months.',
              'Some memberships can be transferred to a spouse or family member.',
            ],
          },
          {
            title: 'Confirm and keep watching',
            description:
              'Get written confirmation of each cancellation and keep checking statements for a few months.',
            tips: [
              'Keep confirmation emails and reference numbers with your estate records.',
              'Report any charge made after cancellation to the card issuer.',
            ],
          },
        ],
      },
    ],
  },
  templates: {
    title: 'Letter Templates',
    description:
      'Details Harbor already knows are filled in for you. Replace the remaining [bracketed] details, then copy or download the letter.',
    items: LETTER_TEMPLATES,
    copyLabel: 'Copy',
    downloadLabel: 'Download',
    messages: TEMPLATE_MESSAGES,
    checklist: BEFORE_SENDING_CHECKLIST,
  },
  resources: {
    linkGroups: [
      {
        id: 'financial',
        title: 'Financial',
        links: [
          OFFICIAL_LINKS.cfpbDebtAfterDeath,
          OFFICIAL_LINKS.ftcDebtsDeceasedRelatives,
          OFFICIAL_LINKS.naicPolicyLocator,
          OFFICIAL_LINKS.usaGovUnclaimedMoney,
        ],
      },
      {
        id: 'social-media',
        title: 'Social Media',
        links: [
          OFFICIAL_LINKS.facebookDeceased,
          OFFICIAL_LINKS.facebookMemorialized,
          OFFICIAL_LINKS.instagramDeceased,
          OFFICIAL_LINKS.xDeceased,
          OFFICIAL_LINKS.linkedinDeceased,
        ],
      },
      {
        id: 'email-providers',
        title: 'Email Providers',
        links: [
          OFFICIAL_LINKS.googleDeceased,
          OFFICIAL_LINKS.googleInactiveAccountManager,
          OFFICIAL_LINKS.microsoftDeceased,
          OFFICIAL_LINKS.appleLegacyContact,
        ],
      },
    ],
    organizationGroups: [
      {
        id: 'government',
        title: 'Government Organizations',
        organizations: [
          {
            id: 'social-security',
            name: 'Social Security Administration',
            description: 'Report the death and ask about survivor benefits.',
            url: OFFICIAL_LINKS.ssaSurvivors.url,
            phone: SOCIAL_SECURITY_PHONE,
          },
          {
            id: 'irs',
            name: 'Internal Revenue Service (IRS)',
            description: 'Final income tax returns, estate tax ID numbers and estate returns.',
            url: OFFICIAL_LINKS.irsDeceasedPerson.url,
          },
          {
            id: 'veterans-affairs',
            name: 'Department of Veterans Affairs (VA)',
            description: "Burial benefits and survivor payments for veterans' families.",
            url: OFFICIAL_LINKS.vaBurials.url,
            phone: VA_BENEFITS_PHONE,
          },
          {
            id: 'state-dmv',
            name: 'State motor vehicle office (DMV)',
            description: "Cancel the driver's license and transfer vehicle titles.",
          },
          {
            id: 'usa-gov',
            name: 'USA.gov',
            description: 'A list of other federal and state agencies to notify.',
            url: OFFICIAL_LINKS.usaGovReportDeath.url,
          },
        ],
      },
      {
        id: 'industry',
        title: 'Industry Organizations',
        organizations: [
          {
            id: 'equifax',
            name: 'Equifax',
            description: 'Credit bureau: send a death certificate and ask to mark the report as deceased.',
            url: OFFICIAL_LINKS.equifax.url,
          },
          {
            id: 'experian',
            name: 'Experian',
            description: 'Credit bureau: send a death certificate and ask to mark the report as deceased.',
            url: OFFICIAL_LINKS.experian.url,
          },
          {
            id: 'transunion',
            name: 'TransUnion',
            description: 'Credit bureau: send a death certificate and ask to mark the report as deceased.',
            url: OFFICIAL_LINKS.transunion.url,
          },
          {
            id: 'naic',
            name: 'National Association of Insurance Commissioners (NAIC)',
            description: 'Free search for life insurance policies and annuities you may not know about.',
            url: OFFICIAL_LINKS.naicPolicyLocator.url,
          },
        ],
      },
    ],
    socialSecurityExample: {
      title: 'Example: Social Security',
      text:
        `Call Social Security at ${SOCIAL_SECURITY_PHONE.display} (TTY ${SOCIAL_SECURITY_TTY.display}) to report a death ` +
        'and ask about survivor benefits. The funeral home often reports the death for you, but ask about survivor benefits yourself.',
    },
  },
};
