import { GLOSSARY } from '../text/glossary.ts';
import { possessive } from '../text/possessive.ts';
import { ADVICE_FIGURES } from './advice-figures.ts';
import { FINANCIAL_GUIDES } from './financial-guides.ts';
import { OFFICIAL_LINKS } from './official-links.ts';
import { SOCIAL_SECURITY_PHONE } from './phone.ts';
import type {
  Deadline,
  GuidesAndLinks,
  HubHeader,
  HubMessages,
  HubTab,
  Notice,
  TimelinePhase,
  TipList,
  ToolGroup,
} from './types.ts';

// Financial hub, /hub/financial/{lovedOneId}. Heading, tabs, warning, tool groups and names,
// tips, phase durations and deadlines follow spec part 2 §2 "Financial hub"; subtitle, card
// descriptions, phase names and tasks, and the guides are written for Harbor.

const {
  deathCertificateCopies,
  lifeInsuranceClaimTip,
  lifeInsuranceClaimDeadline,
  finalIncomeTaxDue,
  estateTaxReturnDue,
} = ADVICE_FIGURES;

export const FINANCIAL_HUB_TABS = [
  { id: 'tools', label: 'Your Tools' },
  { id: 'action-plan', label: 'Action Plan' },
  { id: 'resources', label: 'Resources' },
] as const satisfies readonly HubTab[];

export type FinancialHubTabId = (typeof FINANCIAL_HUB_TABS)[number]['id'];

export type FinancialHubContent = {
  header: HubHeader;
  messages: HubMessages;
  tabs: typeof FINANCIAL_HUB_TABS;
  defaultTab: FinancialHubTabId;
  warning: Notice;
  toolGroups: readonly ToolGroup[];
  tips: TipList;
  actionPlan: { title: string; description: string; phases: readonly TimelinePhase[] };
  deadlines: { title: string; items: readonly Deadline[] };
  resources: GuidesAndLinks;
};

export const FINANCIAL_HUB: FinancialHubContent = {
  header: {
    title: 'Financial Affairs',
    subtitle: (name) =>
      `Organize accounts, claims and obligations while you settle ${possessive(name, 'the')} estate`,
    back: { label: GLOSSARY.backToDashboard, to: '/dashboard' },
  },
  messages: { loading: 'Loading...', loadError: 'Error loading financial hub' },
  tabs: FINANCIAL_HUB_TABS,
  defaultTab: 'tools',
  warning: {
    title: 'Important',
    text: 'Never pay debts from your personal funds. Estate debts are paid from estate assets.',
  },
  toolGroups: [
    {
      id: 'asset-management',
      title: 'Asset Management',
      description: (name) =>
        name ? `Find and keep track of what ${name} owned.` : 'Find and keep track of what the estate owns.',
      tools: [
        {
          id: 'bank-account-tracker',
          title: 'Bank Account Tracker',
          description: 'Track checking, savings and other bank accounts as you notify each bank.',
          icon: 'Landmark',
          actionLabel: 'Open Inventory',
          action: { kind: 'inventory-tab', filter: { kinds: ['bank_account'] } },
        },
        {
          id: 'investment-portfolio',
          title: 'Investment Portfolio',
          description: 'Keep a record of brokerage, retirement and other investment accounts.',
          icon: 'TrendingUp',
          actionLabel: 'Open Inventory',
          action: { kind: 'inventory-tab', filter: { kinds: ['investment'] } },
        },
        {
          id: 'property-assets',
          title: 'Property & Assets',
          description: 'Note real estate, vehicles and valuables that need to be secured or valued.',
          icon: 'House',
          actionLabel: 'Open Tasks',
          action: { kind: 'tasks-tab' },
        },
        {
          id: 'estate-value-calculator',
          title: 'Estate Value Calculator',
          description: 'Add up assets and debts to estimate the value of the estate.',
          icon: 'Calculator',
          actionLabel: 'Open Inventory',
          action: { kind: 'inventory-tab' },
        },
      ],
    },
    {
      id: 'claims-benefits',
      title: 'Claims & Benefits',
      description: 'Claim the insurance and benefits your family may be owed.',
      tools: [
        {
          id: 'insurance-claims-tracker',
          title: 'Insurance Claims Tracker',
          description: 'Follow each life insurance claim from filing to payment.',
          icon: 'ShieldCheck',
          actionLabel: 'Open Inventory',
          action: { kind: 'inventory-tab', filter: { kinds: ['insurance'] } },
        },
        {
          id: 'benefits-checklist',
          title: 'Benefits Checklist',
          description: 'Check Social Security, pension, veterans and employer benefits.',
          icon: 'ListChecks',
          actionLabel: 'Open Tasks',
          action: { kind: 'tasks-tab' },
        },
      ],
    },
    {
      id: 'obligations-expenses',
      title: 'Obligations & Expenses',
      description: 'Handle bills, debts and taxes from estate funds.',
      tools: [
        {
          id: 'debt-manager',
          title: 'Debt Manager',
          description: 'List creditors, balances and claims against the estate.',
          icon: 'CreditCard',
          actionLabel: 'Open Inventory',
          action: { kind: 'inventory-tab', filter: { kinds: ['credit_card', 'loan_debt'] } },
        },
        {
          id: 'estate-account',
          title: 'Estate Account',
          description:
            "Keep the estate's account: money in, bills and debts paid, and what each heir received.",
          icon: 'Scale',
          actionLabel: 'Open Estate Account',
          action: { kind: 'hub-tool', hub: 'financial', tool: 'estate-account' },
        },
        {
          id: 'expense-tracker',
          title: 'Expense Tracker',
          description: 'Record what you pay for the estate, with receipts, for reimbursement.',
          icon: 'Receipt',
          actionLabel: 'Open Expenses',
          action: { kind: 'inventory-tab', filter: { view: 'expenses' } },
        },
        {
          id: 'subscription-canceller',
          title: 'Subscription Canceller',
          description: 'Find and cancel recurring charges that are no longer needed.',
          icon: 'Repeat',
          actionLabel: 'Open Inventory',
          action: { kind: 'inventory-tab', filter: { kinds: ['subscription'] } },
        },
        {
          id: 'tax-document-organizer',
          title: 'Tax Document Organizer',
          description: 'Gather the forms and statements needed for the final tax returns.',
          icon: 'FileSpreadsheet',
          actionLabel: 'Open Organizer',
          action: { kind: 'hub-tool', hub: 'financial', tool: 'tax-documents' },
        },
      ],
    },
  ],
  tips: {
    title: 'Financial Tips',
    tips: [
      `File life insurance claims ${lifeInsuranceClaimTip}.`,
      'Do not pay estate debts from your personal funds.',
      (name) =>
        name
          ? `Freeze ${name}’s credit: ask Equifax, Experian and TransUnion to mark the credit report as deceased.`
          : 'Freeze the credit report: ask Equifax, Experian and TransUnion to mark it as deceased.',
      'Keep the estate bank account separate from your personal accounts.',
    ],
  },
  actionPlan: {
    title: 'Financial Action Plan',
    description: 'A typical order of steps. Go at your own pace; some steps overlap.',
    phases: [
      {
        id: 'days-1-7',
        phase: 'Protect & Organize',
        duration: 'Days 1-7',
        tasks: [
          `Order ${deathCertificateCopies} certified copies of the death certificate`,
          'Gather bank statements, insurance policies, bills and recent tax returns',
          'Secure checkbooks, credit cards and mail',
          'Keep insurance on the home and vehicles in place',
        ],
      },
      {
        id: 'weeks-1-4',
        phase: 'Claims & Benefits',
        duration: 'Weeks 1-4',
        tasks: [
          `File life insurance claims, ideally ${lifeInsuranceClaimTip}`,
          `Report the death to Social Security (${SOCIAL_SECURITY_PHONE.display}) and ask about survivor benefits`,
          'Ask the employer about the final paycheck, benefits and work life insurance',
          (name) =>
            `Contact pension plans, and the VA ${name ? `if ${name} was a veteran` : 'after any military service'}`,
        ],
      },
      {
        id: 'weeks-2-8',
        phase: 'Asset Inventory',
        duration: 'Weeks 2-8',
        tasks: [
          'List every bank, investment and retirement account',
          'List real estate, vehicles and valuable belongings',
          'Check beneficiary designations on accounts and policies',
          'Get an EIN for the estate and open an estate bank account',
          'Record values as of the date of death, and arrange appraisals where needed',
        ],
      },
      {
        id: 'months-2-4',
        phase: 'Debts & Obligations',
        duration: 'Months 2-4',
        tasks: [
          'Notify creditors and ask for written statements of balances',
          'Check each claim before anything is paid',
          'Pay valid debts from the estate account, never from personal funds',
          'Cancel credit cards, subscriptions and services no longer needed',
        ],
      },
      {
        id: 'months-4-12',
        phase: 'Taxes & Distribution',
        duration: 'Months 4-12',
        tasks: [
          `File the final income tax return by ${finalIncomeTaxDue}`,
          "File the estate's income tax return (Form 1041) if required",
          `File the estate tax return ${estateTaxReturnDue}, if required`,
          'Prepare a final accounting for the beneficiaries',
          'Distribute the remaining assets once debts and taxes are settled',
        ],
      },
    ],
  },
  deadlines: {
    title: 'Critical Financial Deadlines',
    items: [
      {
        id: 'life-insurance-claims',
        title: 'Life insurance claims',
        timeframe: lifeInsuranceClaimDeadline,
        note: 'Most policies have no strict deadline, but filing early gets the money to beneficiaries sooner.',
      },
      {
        id: 'survivor-benefits',
        title: 'Survivor benefits',
        timeframe: 'As soon as possible',
        note: 'Some Social Security benefits can only be paid from the month you apply.',
      },
      {
        id: 'final-income-tax-return',
        title: 'Final income tax return',
        timeframe: `By ${finalIncomeTaxDue}`,
        note: 'Covers income from January 1 to the date of death.',
      },
      {
        id: 'estate-tax-return',
        title: 'Estate tax return',
        timeframe: estateTaxReturnDue,
        note: "Only for large estates, or to keep a surviving spouse's unused exemption. A six-month extension is available.",
      },
    ],
  },
  resources: {
    guidesTitle: 'Financial Guides',
    readGuideLabel: 'Read Guide',
    guides: FINANCIAL_GUIDES,
    linksTitle: 'Government Resources',
    links: [
      OFFICIAL_LINKS.irsDeceasedPerson,
      OFFICIAL_LINKS.ssaSurvivors,
      OFFICIAL_LINKS.cfpbDebtAfterDeath,
      OFFICIAL_LINKS.vaBurials,
    ],
  },
};
