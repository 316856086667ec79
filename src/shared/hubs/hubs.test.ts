import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { readInventoryFilter } from '../inventory/inventory-filter.ts';
import * as accountsHub from './accounts-hub.ts';
import { ACCOUNTS_HUB } from './accounts-hub.ts';
import * as adviceFigures from './advice-figures.ts';
import * as crisisResources from './crisis-resources.ts';
import { CALL_988_NOW } from './crisis-resources.ts';
import * as disclaimers from './disclaimers.ts';
import { listPlaceholders, PLACEHOLDERS } from './fill-template.ts';
import * as financialGuides from './financial-guides.ts';
import * as financialHub from './financial-hub.ts';
import { FINANCIAL_HUB } from './financial-hub.ts';
import * as hubLabels from './hub-labels.ts';
import * as legalGuides from './legal-guides.ts';
import * as legalHub from './legal-hub.ts';
import { LEGAL_HUB } from './legal-hub.ts';
import * as letterTemplates from './letter-templates.ts';
import { LETTER_TEMPLATES } from './letter-templates.ts';
import * as officialLinks from './official-links.ts';
import { OFFICIAL_DOMAINS, OFFICIAL_LINKS } from './official-links.ts';
import * as phone from './phone.ts';
import { SOCIAL_SECURITY_PHONE, telHref } from './phone.ts';
import * as supportHub from './support-hub.ts';
import { SUPPORT_HUB } from './support-hub.ts';
import { toolHref } from './tool-href.ts';
import type { ContactMethod, Guide, ToolAction } from './types.ts';

// Most tests here hold for all hub content, so they catch an editor's mistake wherever it is
// made. The rest check content the spec names word for word; their names cite the spec section
// (spec part 2) so a failure says which rule a copy edit broke.

const MODULES = {
  accountsHub,
  adviceFigures,
  crisisResources,
  disclaimers,
  financialGuides,
  financialHub,
  hubLabels,
  legalGuides,
  legalHub,
  letterTemplates,
  officialLinks,
  phone,
  supportHub,
};

const HUBS = [LEGAL_HUB, FINANCIAL_HUB, ACCOUNTS_HUB, SUPPORT_HUB];

const LOVED_ONE_ID = 'loved-one-123';

type Visit = (value: unknown, path: string) => void;

/** Every value reachable from the content modules, with its path, for whole-content checks. */
function walk(value: unknown, path: string, visit: Visit, seen = new Set<unknown>()) {
  visit(value, path);
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, visit, seen);
}

function objectsWith<T>(...keys: string[]): { path: string; value: T }[] {
  const found: { path: string; value: T }[] = [];
  walk(MODULES, 'content', (value, path) => {
    if (value && typeof value === 'object' && keys.every((key) => key in value)) {
      found.push({ path, value: value as T });
    }
  });
  return found;
}

function allStrings(): { path: string; text: string }[] {
  const found: { path: string; text: string }[] = [];
  walk(MODULES, 'content', (value, path) => {
    if (typeof value === 'string') found.push({ path, text: value });
  });
  return found;
}

const allText = () =>
  allStrings()
    .map((s) => s.text)
    .join('\n');

const isOnDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

const sentenceCount = (text: string) => (text.match(/[.!?](?=["')]?(\s|$))/g) ?? []).length;

/** Anything with a button label and an action: hub tool cards and the Where to Start cards. */
type Card = { id: string; actionLabel: string; action: ToolAction | { kind: 'tab'; tab: string } };
const allCards = () => objectsWith<Card>('actionLabel', 'action');

describe('links', () => {
  const urls = allStrings().flatMap(({ path, text }) =>
    Array.from(text.matchAll(/https?:\/\/[^\s"')]+/g), (m) => ({ path, url: m[0] })),
  );

  it('reads every official link in full, so the checks below see real addresses', () => {
    const found = urls.map(({ url }) => url);
    for (const link of Object.values(OFFICIAL_LINKS)) expect(found, link.id).toContain(link.url);
  });

  it('uses https only, on an official domain from the allow-list', () => {
    for (const { path, url } of urls) {
      const parsed = new URL(url);
      expect(parsed.protocol, path).toBe('https:');
      const allowed = OFFICIAL_DOMAINS.some((domain) => isOnDomain(parsed.hostname, domain));
      expect(allowed, `${path}: ${parsed.hostname}`).toBe(true);
    }
  });

  it('keeps no domain on the allow-list that the content does not use', () => {
    const hosts = urls.map(({ url }) => new URL(url).hostname);
    for (const domain of OFFICIAL_DOMAINS) {
      expect(
        hosts.some((host) => isOnDomain(host, domain)),
        domain,
      ).toBe(true);
    }
  });

  it('takes every address from OFFICIAL_LINKS, so a moved page is fixed in one place', () => {
    const official = new Set<string>(Object.values(OFFICIAL_LINKS).map((link) => link.url));
    for (const { path, url } of urls) expect(official.has(url), `${path}: ${url}`).toBe(true);
  });

  it('gives every external link a label and a description', () => {
    for (const { path, value } of objectsWith<{ label?: unknown; description?: unknown }>('url', 'label')) {
      expect(typeof value.label === 'string' && value.label.trim() !== '', path).toBe(true);
      expect(typeof value.description === 'string' && value.description.trim() !== '', path).toBe(true);
    }
  });
});

describe('phone numbers', () => {
  const shown = objectsWith<{ display: string; href: string }>('display', 'href');

  it('writes every tel: link as a short code or a +1 number, and every sms: link to a number', () => {
    const hrefs = allStrings().filter(({ text }) => /^(tel|sms):/.test(text));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const { path, text } of hrefs) {
      expect(text, path).toMatch(/^(tel:(\d{3}|\+1\d{10})|sms:\d+(\?.*)?)$/);
    }
  });

  it('dials the number it shows', () => {
    expect(shown.length).toBeGreaterThan(0);
    for (const { path, value } of shown) {
      const digits = value.display.replace(/\D/g, '');
      if (value.href.startsWith('sms:'))
        expect(value.href, path).toMatch(new RegExp(`^sms:${digits}(\\?|$)`));
      else expect(value.href, path).toBe(telHref(value.display));
    }
  });

  it('writes each phone number in the text as 1-NNN-NNN-NNNN, and only numbers the hubs can dial', () => {
    const dialable = new Set(shown.map(({ value }) => value.display));
    const text = allText().replace(/https?:\/\/\S+/g, '');
    const numbers = Array.from(
      text.matchAll(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g),
      (m) => m[0],
    );
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) {
      expect(number).toMatch(/^1-\d{3}-\d{3}-\d{4}$/);
      expect(dialable.has(number), number).toBe(true);
    }
  });

  it('gives the Social Security line as 1-800-772-1213 and uses it in the example (spec part 2 §9, §2)', () => {
    expect(SOCIAL_SECURITY_PHONE).toEqual({ display: '1-800-772-1213', href: 'tel:+18007721213' });
    expect(ACCOUNTS_HUB.resources.socialSecurityExample.text).toContain(SOCIAL_SECURITY_PHONE.display);
  });
});

describe('crisis help: the safety numbers (spec part 2 §2 Support hub, §9)', () => {
  const { crisis } = SUPPORT_HUB;
  const contacts: ContactMethod[] = crisis.resources.flatMap((resource) => [...resource.contacts]);
  const withHref = (href: string) => contacts.find((contact) => contact.href === href);

  it('offers 988 by call and by text, and a Call 988 Now button', () => {
    expect(withHref('tel:988')?.kind).toBe('call');
    expect(withHref('sms:988')?.kind).toBe('text');
    expect(CALL_988_NOW).toEqual({ label: 'Call 988 Now', href: 'tel:988' });
    expect(SUPPORT_HUB.immediateHelp.action).toBe(CALL_988_NOW);
  });

  it('opens the crisis text line as a text to 741741 that says HOME', () => {
    const text = contacts.find((contact) => contact.href.startsWith('sms:741741'));
    expect(text?.kind).toBe('text');
    expect(text?.label).toBe('Text HOME to 741741');
    expect(text?.href).toMatch(/^sms:741741\?/);
    expect(text?.href).toContain('body=HOME');
  });

  it('dials the national helpline at 1-800-662-4357', () => {
    expect(withHref('tel:+18006624357')).toMatchObject({ kind: 'call', display: '1-800-662-4357' });
  });

  it('says to call 911 for a medical emergency', () => {
    expect(crisis.emergency.text).toMatch(/medical emergency, call 911/);
    expect(crisis.emergency.contact).toMatchObject({ kind: 'call', display: '911', href: 'tel:911' });
  });

  it('says every crisis line is available 24/7', () => {
    expect(crisis.availability).toMatch(/24\/7/);
    for (const resource of crisis.resources) expect(resource.availability, resource.id).toMatch(/24\/7/);
  });

  it('reaches every crisis line by a tel: or sms: link and names its website', () => {
    for (const resource of crisis.resources) {
      expect(resource.contacts.length, resource.id).toBeGreaterThan(0);
      for (const contact of resource.contacts) expect(contact.href, resource.id).toMatch(/^(tel|sms):/);
      expect(Object.values(OFFICIAL_LINKS), resource.id).toContain(resource.website);
    }
  });
});

describe('spec advice figures (spec part 2 §9)', () => {
  const text = allText();
  const deadline = (id: string) => FINANCIAL_HUB.deadlines.items.find((item) => item.id === id);

  it('asks for 10-15 certified death certificates, and never another number', () => {
    expect(LEGAL_HUB.quickTips.tips.join('\n')).toContain(
      'Order 10-15 certified copies of the death certificate',
    );
    const counts = Array.from(text.matchAll(/(\d+(?:-\d+)?) certified/g), (m) => m[1]);
    expect(new Set(counts)).toEqual(new Set(['10-15']));
  });

  it('says simple estates take 6-9 months and complex ones 12+', () => {
    const tips = LEGAL_HUB.quickTips.tips.join('\n');
    expect(tips).toContain('6-9 months');
    expect(tips).toContain('12+ months');
  });

  it('tips to file life insurance claims within 30 days, with a 30-60 day deadline', () => {
    expect(FINANCIAL_HUB.tips.tips).toContain('File life insurance claims within 30 days.');
    expect(deadline('life-insurance-claims')?.timeframe).toBe('within 30-60 days');
  });

  it('dates the final income tax return April 15 of the following year, and the estate tax return 9 months', () => {
    expect(FINANCIAL_HUB.deadlines.title).toBe('Critical Financial Deadlines');
    expect(deadline('final-income-tax-return')?.timeframe).toBe('By April 15 of the following year');
    expect(deadline('estate-tax-return')?.timeframe).toBe('within 9 months of death');
    expect(deadline('survivor-benefits')?.timeframe).toBe('As soon as possible');
  });

  it('states no other "within N" deadline than the spec figures and the guides\' own', () => {
    expect(text).not.toMatch(/within (?!30 days|30-60 days|9 months|10 years|two years)\d/);
  });
});

describe('hubs (spec part 2 §2 and §8)', () => {
  const labels = (tabs: readonly { label: string }[]) => tabs.map((tab) => tab.label);

  it('Legal hub: heading Legal Affairs, its subtitle, back to /dashboard, tabs Your Tools, Timeline Guide, Resources', () => {
    expect(LEGAL_HUB.header.title).toBe('Legal Affairs');
    expect(LEGAL_HUB.header.subtitle).toBe('Tools and resources to navigate estate administration');
    expect(LEGAL_HUB.header.back.to).toBe('/dashboard');
    expect(labels(LEGAL_HUB.tabs)).toEqual(['Your Tools', 'Timeline Guide', 'Resources']);
  });

  it('Financial hub: heading Financial Affairs, tabs Your Tools, Action Plan, Resources, and the personal-funds warning', () => {
    expect(FINANCIAL_HUB.header.title).toBe('Financial Affairs');
    expect(labels(FINANCIAL_HUB.tabs)).toEqual(['Your Tools', 'Action Plan', 'Resources']);
    expect(FINANCIAL_HUB.warning.text).toMatch(/personal funds/);
    expect(FINANCIAL_HUB.warning.text).toMatch(/estate assets/);
  });

  it('Account Management Hub: tabs Overview, Step-by-Step, Templates, Resources, starting on Overview', () => {
    expect(labels(ACCOUNTS_HUB.tabs)).toEqual(['Overview', 'Step-by-Step', 'Templates', 'Resources']);
    expect(ACCOUNTS_HUB.defaultTab).toBe('overview');
  });

  it('Support hub: title Support Tools & Resources, tabs Your Tools, Resources, Crisis Help', () => {
    expect(SUPPORT_HUB.header.title).toBe('Support Tools & Resources');
    expect(labels(SUPPORT_HUB.tabs)).toEqual(['Your Tools', 'Resources', 'Crisis Help']);
  });

  it('§8 error catalogue: Loading... and Error loading legal/financial/accounts hub', () => {
    for (const [hub, name] of [
      [LEGAL_HUB, 'legal'],
      [FINANCIAL_HUB, 'financial'],
      [ACCOUNTS_HUB, 'accounts'],
    ] as const) {
      expect(hub.messages).toEqual({ loading: 'Loading...', loadError: `Error loading ${name} hub` });
    }
  });

  it('starts every hub on one of its own tabs', () => {
    for (const hub of HUBS) expect(hub.tabs.map((tab) => tab.id)).toContain(hub.defaultTab);
  });

  it('says the legal tools are organizational, not legal advice, and guides are not advice either', () => {
    expect(LEGAL_HUB.disclaimer(null).text).toMatch(/organizational tools, not legal advice/);
    expect(disclaimers.GUIDE_DISCLAIMER.text).toMatch(/not legal, tax or financial advice/);
  });
});

describe('Legal hub content (spec part 2 §2 Legal hub)', () => {
  it('has six tool cards, all live: none is Coming Soon', () => {
    expect(LEGAL_HUB.tools.map((tool) => tool.title).sort()).toEqual([
      'Attorney Finder',
      'Deadline Tracker',
      'Document Organizer',
      'Estate Inventory',
      'Legal Forms Library',
      'Probate Calculator',
    ]);
  });

  it('opens the Probate Calculator for the loved one', () => {
    const card = LEGAL_HUB.tools.find((tool) => tool.id === 'probate-calculator');
    expect(card?.action).toEqual({ kind: 'hub-tool', hub: 'legal', tool: 'probate-calculator' });
    expect(card?.actionLabel).toBe('Open Calculator');
    expect(card && toolHref(card.action, 'abc')).toBe('/hub/legal/abc/probate-calculator');
  });

  it('opens the Attorney Finder for the loved one', () => {
    const card = LEGAL_HUB.tools.find((tool) => tool.id === 'attorney-finder');
    expect(card?.action).toEqual({ kind: 'hub-tool', hub: 'legal', tool: 'attorney-finder' });
    expect(card?.actionLabel).toBe('Find an Attorney');
  });

  it('opens the Legal Forms Library for the loved one', () => {
    const card = LEGAL_HUB.tools.find((tool) => tool.id === 'legal-forms-library');
    expect(card?.action).toEqual({ kind: 'hub-tool', hub: 'legal', tool: 'legal-forms' });
    expect(card?.actionLabel).toBe('Open Forms Library');
    expect(card && toolHref(card.action, 'abc')).toBe('/hub/legal/abc/legal-forms');
  });

  it('lays out the four timeline phases with their durations', () => {
    expect(LEGAL_HUB.timeline.phases.map((phase) => [phase.phase, phase.duration])).toEqual([
      ['Immediate Actions', 'First 7 days'],
      ['Legal Foundation', '2-4 weeks'],
      ['Asset Management', '2-6 months'],
      ['Distribution & Closing', '6-12 months'],
    ]);
  });

  it('covers every task the spec lists across the phases, plus a state-specific requirements notice', () => {
    const tasks = LEGAL_HUB.timeline.phases
      .flatMap((phase) => phase.tasks)
      .join('\n')
      .toLowerCase();
    for (const task of [
      'death certificate',
      'secure the home',
      'file the will with the probate court',
      'letters testamentary',
      'estate tax id',
      'estate bank account',
      'creditors',
      'inventory',
      'appraisals',
      'final tax returns',
      'final accounting',
      'court approval',
      'distribute',
      'petition to close',
      'discharge',
    ]) {
      expect(tasks, task).toContain(task);
    }
    expect(LEGAL_HUB.timeline.stateNotice(null).title).toMatch(/state-specific/i);
  });

  it('has the six legal guides the spec names, and three government links', () => {
    expect(LEGAL_HUB.resources.guides.map((guide) => guide.title)).toEqual([
      'Understanding Probate',
      'Estate & Inheritance Tax',
      'Executor Responsibilities',
      'Will vs Trust vs TOD',
      'Small Estate Affidavits',
      'Common Probate Mistakes',
    ]);
    expect(LEGAL_HUB.resources.links).toHaveLength(3);
    for (const link of LEGAL_HUB.resources.links) expect(new URL(link.url).hostname).toMatch(/\.gov$/);
  });
});

describe('Financial hub content (spec part 2 §2 Financial hub)', () => {
  it('groups the tools by the spec names: Asset Management, Claims & Benefits, Obligations & Expenses', () => {
    expect(
      FINANCIAL_HUB.toolGroups.map((group) => [group.title, group.tools.map((tool) => tool.title)]),
    ).toEqual([
      [
        'Asset Management',
        ['Bank Account Tracker', 'Investment Portfolio', 'Property & Assets', 'Estate Value Calculator'],
      ],
      ['Claims & Benefits', ['Insurance Claims Tracker', 'Benefits Checklist']],
      [
        'Obligations & Expenses',
        [
          'Debt Manager',
          'Estate Account',
          'Expense Tracker',
          'Subscription Canceller',
          'Tax Document Organizer',
        ],
      ],
    ]);
  });

  it('plans five phases over Days 1-7, Weeks 1-4, Weeks 2-8, Months 2-4, Months 4-12', () => {
    expect(FINANCIAL_HUB.actionPlan.phases.map((phase) => phase.duration)).toEqual([
      'Days 1-7',
      'Weeks 1-4',
      'Weeks 2-8',
      'Months 2-4',
      'Months 4-12',
    ]);
  });

  it('has six guide cards and four government links', () => {
    expect(FINANCIAL_HUB.resources.guides).toHaveLength(6);
    expect(FINANCIAL_HUB.resources.links).toHaveLength(4);
    for (const link of FINANCIAL_HUB.resources.links) expect(new URL(link.url).hostname).toMatch(/\.gov$/);
  });
});

describe('Account Management Hub content (spec part 2 §2 Account Management Hub)', () => {
  it('starts with Critical, Recommended and Helpful cards', () => {
    const levels = ACCOUNTS_HUB.overview.whereToStart.cards.map((card) => card.level);
    expect(levels).toEqual(['Critical', 'Recommended', 'Helpful']);
  });

  it('gives the five categories their spec priorities, each with common account examples', () => {
    const categories = ACCOUNTS_HUB.overview.categories.items;
    expect(Object.fromEntries(categories.map((category) => [category.title, category.priority]))).toEqual({
      'Email & Communication': 'High',
      'Social Media': 'Medium',
      'Financial Services': 'Critical',
      Subscriptions: 'Medium',
      'Utilities & Services': 'High',
    });
    for (const category of categories) expect(category.commonAccounts.length, category.id).toBeGreaterThan(1);
  });

  it("lists the documents you'll need", () => {
    const titles = ACCOUNTS_HUB.overview.documents.items.map((item) => item.title.toLowerCase()).join('\n');
    for (const word of [
      'death certificate',
      'letters testamentary',
      'id',
      'statements',
      'relationship',
      'will or trust',
    ]) {
      expect(titles, word).toContain(word);
    }
  });

  it('has the three step-by-step guides of 4, 3 and 3 steps', () => {
    const guides = ACCOUNTS_HUB.stepByStep.guides;
    expect(guides.map((guide) => [guide.title, guide.steps.length])).toEqual([
      ['Financial Accounts', 4],
      ['Email & Digital Accounts', 3],
      ['Subscriptions & Memberships', 3],
    ]);
  });

  it('gives every step a description and tips', () => {
    for (const guide of ACCOUNTS_HUB.stepByStep.guides) {
      for (const step of guide.steps) {
        expect(step.description.trim(), `${guide.id}: ${step.title}`).not.toBe('');
        expect(step.tips.length, `${guide.id}: ${step.title}`).toBeGreaterThan(0);
      }
    }
  });

  it('links resources grouped Financial, Social Media and Email Providers, none of them empty', () => {
    const groups = ACCOUNTS_HUB.resources.linkGroups;
    expect(groups.map((group) => group.title).sort()).toEqual([
      'Email Providers',
      'Financial',
      'Social Media',
    ]);
    for (const group of groups) expect(group.links.length, group.id).toBeGreaterThan(0);
  });

  it('toasts Template copied to clipboard and Template downloaded, and has a before-sending checklist', () => {
    expect(ACCOUNTS_HUB.templates.messages).toEqual({
      copied: 'Template copied to clipboard',
      downloaded: 'Template downloaded',
    });
    expect(ACCOUNTS_HUB.templates.checklist.items.length).toBeGreaterThan(0);
  });
});

describe('Support hub content (spec part 2 §2 Support hub)', () => {
  it('opens Grief Journal, Mood Tracker, Guided Exercises and AI Support Chat at their routes', () => {
    const tools = SUPPORT_HUB.tools.items.map((tool) => [tool.title, toolHref(tool.action, LOVED_ONE_ID)]);
    expect(Object.fromEntries(tools)).toEqual({
      'Grief Journal': '/grief-journal',
      'Mood Tracker': '/mood-tracker',
      'Guided Exercises': '/guided-exercises',
      'AI Support Chat': '/chat',
    });
  });

  it('has four Gentle Reminders, three Reading & Learning items and three professional links', () => {
    expect(SUPPORT_HUB.gentleReminders.items).toHaveLength(4);
    expect(SUPPORT_HUB.resources.reading.items).toHaveLength(3);
    expect(SUPPORT_HUB.resources.professional.links).toHaveLength(3);
  });
});

describe('cards', () => {
  /** A card that switches tabs may only name a tab of the hub it sits in. */
  function tabsAround(card: Card): string[] {
    const owners: string[][] = [];
    for (const hub of HUBS) {
      walk(hub, 'hub', (value) => {
        if (value === card) owners.push(hub.tabs.map((tab) => tab.id));
      });
    }
    return owners.flat();
  }

  it('finds the cards of every hub', () => {
    const ids = new Set(allCards().map(({ value }) => value.id));
    for (const tool of [
      ...LEGAL_HUB.tools,
      ...FINANCIAL_HUB.toolGroups.flatMap((group) => group.tools),
      ...SUPPORT_HUB.tools.items,
      ...ACCOUNTS_HUB.overview.whereToStart.cards,
    ]) {
      expect(ids.has(tool.id), tool.id).toBe(true);
    }
  });

  // Where the other cards lead is checked against the SPA's routes in src/web/lib/hub-card-routes.test.ts.
  it('switches only to a tab of the hub the card sits in', () => {
    for (const { path, value: card } of allCards()) {
      if (card.action.kind === 'tab') expect(tabsAround(card), path).toContain(card.action.tab);
    }
  });

  it('opens each inventory card on the view its filter names', () => {
    for (const { path, value: card } of allCards()) {
      if (card.action.kind !== 'inventory-tab') continue;
      const href = toolHref(card.action, LOVED_ONE_ID) ?? '';
      const read = readInventoryFilter(new URL(href, 'http://harbor.test').searchParams);
      const wanted = card.action.filter ?? null;
      if (wanted !== null && 'kinds' in wanted) {
        expect(read && 'kinds' in read ? [...read.kinds].sort() : read, path).toEqual(
          [...wanted.kinds].sort(),
        );
      } else {
        expect(read, path).toEqual(wanted);
      }
    }
  });

  it('has no Coming Soon card left: every tool opens something (issue 23)', () => {
    for (const { path, value: card } of allCards()) expect(card.actionLabel, path).not.toBe('Coming Soon');
  });

  it('uses only lucide-react icons that exist', () => {
    for (const { path, value } of objectsWith<{ icon: string }>('icon')) {
      expect(value.icon in lucide, `${path}: ${value.icon}`).toBe(true);
    }
  });
});

describe('guides', () => {
  const guides = objectsWith<Guide>('paragraphs', 'sources');

  it('writes each guide as 4-8 sentences of text with at least one official source', () => {
    expect(guides.length).toBeGreaterThan(0);
    for (const { path, value: guide } of guides) {
      const sentences = guide.paragraphs.reduce(
        (sum, paragraph) => sum + sentenceCount(toolText(paragraph, 'Rose Lane')),
        0,
      );
      expect(sentences, path).toBeGreaterThanOrEqual(4);
      expect(sentences, path).toBeLessThanOrEqual(8);
      expect(guide.sources.length, path).toBeGreaterThan(0);
    }
  });
});

describe('letter templates', () => {
  it('includes the three templates the spec names (spec part 2 §2 Account Management Hub)', () => {
    const titles = LETTER_TEMPLATES.map((template) => template.title);
    for (const title of [
      'Bank Account Closure Letter',
      'Credit Card Notification',
      'Social Media Memorialization Request',
    ]) {
      expect(titles).toContain(title);
    }
  });

  it('uses only known placeholders, and the core ones in every letter', () => {
    for (const template of LETTER_TEMPLATES) {
      const names = listPlaceholders(template.body);
      for (const name of names) expect(PLACEHOLDERS, `${template.id}: ${name}`).toContain(name);
      for (const core of ["Deceased's Full Name", 'Date of Death', 'Your Name', "Today's Date"]) {
        expect(names, `${template.id}: ${core}`).toContain(core);
      }
    }
  });
});

describe('content hygiene', () => {
  it('has no duplicate ids within any list', () => {
    walk(MODULES, 'content', (value, path) => {
      if (!Array.isArray(value)) return;
      const ids = value
        .filter((item): item is { id: string } => item !== null && typeof item === 'object' && 'id' in item)
        .map((item) => item.id);
      expect(new Set(ids).size, path).toBe(ids.length);
    });
  });

  it('has no duplicate ids among all cards, guides and templates', () => {
    const ids = [
      ...allCards().map(({ value }) => `card:${value.id}`),
      ...objectsWith<Guide>('paragraphs', 'sources').map(({ value }) => `guide:${value.id}`),
      ...LETTER_TEMPLATES.map((template) => `template:${template.id}`),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no empty or untrimmed text', () => {
    for (const { path, text } of allStrings()) {
      if (path.includes('.body')) continue;
      expect(text, path).toBe(text.trim());
      expect(text, path).not.toBe('');
    }
  });

  it('uses straight apostrophes and quotes, so copy searches and tests match', () => {
    for (const { path, text } of allStrings()) expect(text, path).not.toMatch(/[‘’“”]/);
  });
});

describe('the loved one by name (product rule: once the name is known, never "your loved one")', () => {
  const NAME = 'Rose Lane';
  /** Every hub text that speaks of the person, said with their name or without it (types.ts NamedText). */
  function namedTexts(): { path: string; say: (name: string | null) => string }[] {
    const found: { path: string; say: (name: string | null) => string }[] = [];
    walk(HUBS, 'hubs', (value, path) => {
      // The only other function is the note that says the place on file, not a name.
      if (typeof value === 'function' && !path.endsWith('.locationNote'))
        found.push({ path, say: value as (name: string | null) => string });
    });
    return found;
  }
  const said = (text: unknown) => (typeof text === 'string' ? text : JSON.stringify(text));

  it('finds the texts that speak of the person on every hub', () => {
    const paths = namedTexts().map(({ path }) => path);
    for (const wanted of [
      'hubs.0.disclaimer',
      'hubs.0.timeline.stateNotice',
      'hubs.1.header.subtitle',
      'hubs.1.tips.tips.2',
      'hubs.2.header.subtitle',
      'hubs.3.tools.items.0.description',
      'hubs.0.resources.guides.0.paragraphs.1',
      'hubs.1.resources.guides.3.description',
    ]) {
      expect(paths).toContain(wanted);
    }
    expect(paths).toHaveLength(18);
  });

  it('says the name in each of them once it is known, and never "your loved one"', () => {
    for (const { path, say } of namedTexts()) {
      const text = said(say(NAME));
      expect(text, path).toContain(NAME);
      expect(text, path).not.toMatch(/loved one/i);
    }
  });

  it('reads without a name (none given yet, or someone’s own plans) without "your loved one" or a death', () => {
    for (const { path, say } of namedTexts()) {
      const text = said(say(null));
      expect(text, path).not.toMatch(/loved one|null|undefined|\blived\b|\bwas a veteran\b/i);
      expect(text, path).not.toMatch(/ {2}|\( |^ | $/);
    }
  });

  it('names them in the texts the audit found', () => {
    expect(LEGAL_HUB.disclaimer(NAME).text).toContain(
      'talk with a licensed attorney in the state where Rose Lane lived.',
    );
    expect(disclaimers.legalDisclaimer(NAME)).toEqual(LEGAL_HUB.disclaimer(NAME));
    const attorney = LEGAL_HUB.tools.find((tool) => tool.id === 'attorney-finder');
    expect(attorney && toolText(attorney.description, NAME)).toBe(
      'Find estate and probate attorneys near Rose Lane’s home.',
    );
    expect(toolText(FINANCIAL_HUB.header.subtitle, NAME)).toBe(
      'Organize accounts, claims and obligations while you settle Rose Lane’s estate',
    );
    const assets = FINANCIAL_HUB.toolGroups.find((group) => group.id === 'asset-management');
    expect(assets && toolText(assets.description, NAME)).toBe('Find and keep track of what Rose Lane owned.');
    expect(FINANCIAL_HUB.tips.tips.map((tip) => toolText(tip, NAME))).toContain(
      'Freeze Rose Lane’s credit: ask Equifax, Experian and TransUnion to mark the credit report as deceased.',
    );
    const journal = SUPPORT_HUB.tools.items.find((tool) => tool.id === 'grief-journal');
    expect(journal && toolText(journal.description, NAME)).toBe(
      "A private place to write about Rose Lane and how you're feeling.",
    );
  });

  it('says none of the hub pages’ own words as "your loved one", guides, letters and links included', () => {
    walk(HUBS, 'hubs', (value, path) => {
      if (typeof value === 'string') expect(value, path).not.toMatch(/your loved one/i);
    });
  });
});

const toolText = (text: string | ((name: string | null) => string), name: string | null) =>
  typeof text === 'function' ? text(name) : text;
