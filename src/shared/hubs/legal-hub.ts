import { GLOSSARY } from '../text/glossary.ts';
import { ADVICE_FIGURES } from './advice-figures.ts';
import { legalDisclaimer } from './disclaimers.ts';
import { LEGAL_GUIDES } from './legal-guides.ts';
import { OFFICIAL_LINKS } from './official-links.ts';
import type {
  GuidesAndLinks,
  HubHeader,
  HubMessages,
  HubTab,
  Notice,
  TimelinePhase,
  TipList,
  ToolCard,
} from './types.ts';

// Legal hub, /hub/legal/{lovedOneId}. Headings, tabs, card names, tips and phase names follow
// spec part 2 §2 "Legal hub"; descriptions, phase tasks' wording, the state notice and the
// guides are written for Harbor.

const { deathCertificateCopies, probateSimpleEstate, probateComplexEstate, finalIncomeTaxDue } =
  ADVICE_FIGURES;

export const LEGAL_HUB_TABS = [
  { id: 'tools', label: 'Your Tools' },
  { id: 'timeline', label: 'Timeline Guide' },
  { id: 'resources', label: 'Resources' },
] as const satisfies readonly HubTab[];

export type LegalHubTabId = (typeof LEGAL_HUB_TABS)[number]['id'];

export type LegalHubContent = {
  header: HubHeader;
  messages: HubMessages;
  tabs: typeof LEGAL_HUB_TABS;
  defaultTab: LegalHubTabId;
  /** Said with the loved one's name (hubNameOf), as every text that speaks of them. */
  disclaimer: (name: string | null) => Notice;
  tools: readonly ToolCard[];
  quickTips: TipList;
  timeline: {
    title: string;
    description: string;
    phases: readonly TimelinePhase[];
    stateNotice: (name: string | null) => Notice;
    /** Shown under the notice when Harbor knows where the loved one lived. */
    locationNote: (place: string) => string;
  };
  resources: GuidesAndLinks;
};

export const LEGAL_HUB: LegalHubContent = {
  header: {
    title: 'Legal Affairs',
    subtitle: 'Tools and resources to navigate estate administration',
    back: { label: GLOSSARY.backToDashboard, to: '/dashboard' },
  },
  messages: { loading: 'Loading...', loadError: 'Error loading legal hub' },
  tabs: LEGAL_HUB_TABS,
  defaultTab: 'tools',
  disclaimer: legalDisclaimer,
  tools: [
    {
      id: 'document-organizer',
      title: 'Document Organizer',
      description: 'Keep track of the will, certificates and other key papers in your task list.',
      icon: 'FolderOpen',
      actionLabel: 'Open Tasks',
      action: { kind: 'tasks-tab' },
    },
    {
      id: 'estate-inventory',
      title: 'Estate Inventory',
      description: 'List the accounts, property and other assets that make up the estate.',
      icon: 'ClipboardList',
      actionLabel: 'Open Inventory',
      // The spec pointed this at /dashboard/{id}/financial, which does not exist; the whole
      // inventory is what the card names.
      action: { kind: 'inventory-tab' },
    },
    {
      id: 'deadline-tracker',
      title: 'Deadline Tracker',
      description: 'See upcoming due dates for court filings, claims and tax returns.',
      icon: 'CalendarClock',
      actionLabel: 'Open Tasks',
      action: { kind: 'tasks-tab' },
    },
    {
      id: 'probate-calculator',
      title: 'Probate Calculator',
      description: 'Estimate how long probate may take and what it may cost in your state.',
      icon: 'Calculator',
      actionLabel: 'Open Calculator',
      action: { kind: 'hub-tool', hub: 'legal', tool: 'probate-calculator' },
    },
    {
      id: 'legal-forms-library',
      title: 'Legal Forms Library',
      description: 'Common probate and estate forms, explained in plain language.',
      icon: 'FileText',
      actionLabel: 'Open Forms Library',
      action: { kind: 'hub-tool', hub: 'legal', tool: 'legal-forms' },
    },
    {
      id: 'attorney-finder',
      title: 'Attorney Finder',
      description: (name) =>
        `Find estate and probate attorneys ${name ? `near ${name}’s home` : 'where the estate is handled'}.`,
      icon: 'Scale',
      actionLabel: 'Find an Attorney',
      action: { kind: 'hub-tool', hub: 'legal', tool: 'attorney-finder' },
    },
  ],
  quickTips: {
    title: 'Quick Legal Tips',
    tips: [
      `Order ${deathCertificateCopies} certified copies of the death certificate. Banks, insurers and agencies often each need their own.`,
      'Do not distribute any assets before consulting an attorney.',
      'Keep detailed records of every expense you pay for the estate. Executor fees and costs may be reimbursable.',
      `Simple estates may take ${probateSimpleEstate} to settle; complex estates can take ${probateComplexEstate}.`,
    ],
  },
  timeline: {
    title: 'Estate Administration Timeline',
    description:
      'A typical order of steps for settling an estate through probate. Your state and the size of the estate will change the details.',
    phases: [
      {
        id: 'immediate-actions',
        phase: 'Immediate Actions',
        duration: 'First 7 days',
        tasks: [
          `Order ${deathCertificateCopies} certified copies of the death certificate`,
          'Secure the home, vehicles and valuables',
          'Find the original will and other important papers',
        ],
      },
      {
        id: 'legal-foundation',
        phase: 'Legal Foundation',
        duration: '2-4 weeks',
        tasks: [
          'File the will with the probate court',
          'Obtain letters testamentary (or letters of administration if there is no will)',
          'Get an estate tax ID number (EIN) from the IRS',
          'Open an estate bank account',
        ],
      },
      {
        id: 'asset-management',
        phase: 'Asset Management',
        duration: '2-6 months',
        tasks: [
          'Send or publish notice to creditors as your state requires',
          "Complete an inventory of the estate's assets",
          'Get appraisals for real estate and valuable property',
          `File final tax returns (the final income tax return is due by ${finalIncomeTaxDue})`,
        ],
      },
      {
        id: 'distribution-closing',
        phase: 'Distribution & Closing',
        duration: '6-12 months',
        tasks: [
          'Prepare a final accounting for the court and beneficiaries',
          'Get court approval of the accounting and the planned distribution',
          'Distribute the remaining assets to beneficiaries',
          'File a petition to close the estate',
          'Receive your discharge as executor',
        ],
      },
    ],
    stateNotice: (name) => ({
      title: 'State-Specific Requirements',
      text:
        'Probate rules, forms, fees and deadlines differ from state to state, and sometimes from county to county. ' +
        `Before you file anything, check the website of the probate court in ${
          name ? `the county where ${name} lived` : 'the county that handles the estate'
        }, ` +
        'or ask a local estate attorney. Many states also offer a simpler process for small estates.',
    }),
    locationNote: (place) => `Harbor has ${place} on file, so start with the probate court there.`,
  },
  resources: {
    guidesTitle: 'Legal Guides',
    readGuideLabel: 'Read Guide',
    guides: LEGAL_GUIDES,
    linksTitle: 'Official Resources',
    links: [OFFICIAL_LINKS.irsDeceasedPerson, OFFICIAL_LINKS.ssaSurvivors, OFFICIAL_LINKS.usaGovReportDeath],
  },
};
