// Shapes for the hubs' guidance content. Pages render these by mapping, so copy can be reviewed
// and changed here without touching JSX.

import type { InventoryFilter } from '../inventory/inventory-filter.ts';

/** Hubs a card can send the user to. All but 'support' are addressed by a loved one's id. */
export type HubTarget = 'legal' | 'financial' | 'accounts' | 'memorial' | 'support';

/** Fixed in-app routes a card may open (no loved-one id in them). */
export type AppRoute = '/dashboard' | '/chat' | '/grief-journal' | '/mood-tracker' | '/guided-exercises';

export type HubTab<Id extends string = string> = { id: Id; label: string };

/**
 * Words that speak of the person: said with their name once it is known (hubNameOf), or with null,
 * when they must read without one (no name given yet, someone's own plans, the hub still loading).
 */
export type NamedText = (name: string | null) => string;

/**
 * lucide-react component names used by the content. A closed union so a page can keep a typed
 * name → component map, and a typo fails type-checking instead of rendering nothing.
 */
export type IconName =
  | 'BookHeart'
  | 'Calculator'
  | 'CalendarClock'
  | 'ClipboardList'
  | 'CreditCard'
  | 'FileSpreadsheet'
  | 'FileText'
  | 'FolderOpen'
  | 'House'
  | 'Landmark'
  | 'ListChecks'
  | 'Mail'
  | 'MessageCircleHeart'
  | 'Receipt'
  | 'Repeat'
  | 'Scale'
  | 'Share2'
  | 'ShieldCheck'
  | 'Smile'
  | 'TrendingUp'
  | 'Wind'
  | 'Zap';

/**
 * Where a card leads. The spec sent some cards to /dashboard/{id}/financial and
 * /dashboard/{id}/accounts, which do not exist; those are 'hub' targets here so nothing leads to
 * the not-found page.
 */
export type ToolAction =
  | { kind: 'tasks-tab' }
  /** The loved one's estate inventory and expenses (issue 10), optionally opened on a filtered view. */
  | { kind: 'inventory-tab'; filter?: InventoryFilter }
  | { kind: 'hub'; hub: HubTarget }
  | { kind: 'route'; to: AppRoute }
  /** A tool of its own under a hub, for one loved one (issue 23): `/hub/legal/{id}/legal-forms`. */
  | { kind: 'hub-tool'; hub: 'legal' | 'financial'; tool: HubToolId };

export type HubToolId =
  | 'probate-calculator'
  | 'legal-forms'
  | 'attorney-finder'
  | 'tax-documents'
  | 'estate-account';

export type ToolCard = {
  id: string;
  title: string;
  description: string | NamedText;
  icon: IconName;
  /** The link's text. */
  actionLabel: string;
  action: ToolAction;
};

export type ToolGroup = {
  id: string;
  title: string;
  description: string | NamedText;
  tools: readonly ToolCard[];
};

export type TimelinePhase = {
  id: string;
  phase: string;
  duration: string;
  tasks: readonly (string | NamedText)[];
};

export type ExternalLink = { id: string; label: string; url: string; description: string };

export type LinkGroup = { id: string; title: string; links: readonly ExternalLink[] };

export type PhoneNumber = { display: string; href: string };

export type Organization = {
  id: string;
  name: string;
  description: string;
  url?: string;
  phone?: PhoneNumber;
};

export type Notice = { title: string; text: string };

export type TipList = { title: string; tips: readonly (string | NamedText)[] };

/** A short plain-language page opened by a 'Read Guide' button. */
export type Guide = {
  id: string;
  title: string;
  /** One line for the card. */
  description: string | NamedText;
  paragraphs: readonly (string | NamedText)[];
  keyPoints?: readonly string[];
  sources: readonly ExternalLink[];
};

/** A hub's Resources tab: its guides, then its links to official pages. */
export type GuidesAndLinks = {
  guidesTitle: string;
  readGuideLabel: string;
  guides: readonly Guide[];
  linksTitle: string;
  links: readonly ExternalLink[];
};

export type Deadline = { id: string; title: string; timeframe: string; note: string };

export type LetterTemplate = {
  id: string;
  title: string;
  description: string;
  /** Plain text with [Bracketed Placeholders]; see fill-template.ts. */
  body: string;
};

export type AccountPriority = 'Critical' | 'High' | 'Medium';

export type AccountCategory = {
  id: string;
  title: string;
  description: string;
  priority: AccountPriority;
  icon: IconName;
  commonAccounts: readonly string[];
};

export type GuideStep = { title: string; description: string; tips: readonly string[] };

export type StepGuide = {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  steps: readonly GuideStep[];
};

export type DocumentItem = { id: string; title: string; description: string };

export type ReadingItem = { id: string; title: string; author: string; description: string };

export type ContactMethod = {
  kind: 'call' | 'text';
  /** Button text, e.g. 'Call 988'. */
  label: string;
  display: string;
  /** tel: or sms: URI. */
  href: string;
};

export type CrisisResource = {
  id: string;
  name: string;
  description: string;
  contacts: readonly ContactMethod[];
  website: ExternalLink;
  availability: string;
};

export type HubHeader = {
  title: string;
  subtitle: string | NamedText;
  /** Where the back link leads: the loved one's dashboard, or for a hub's own tool, its hub. */
  back: { label: string; to: '/dashboard' | '/hub/legal' | '/hub/financial' };
};

/** Texts for the loading and failed-load states of the hubs that read a loved one. */
export type HubMessages = { loading: string; loadError: string };
