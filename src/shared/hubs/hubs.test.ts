import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { readInventoryFilter } from '../inventory/inventory-filter.ts';
import * as accountsHub from './accounts-hub.ts';
import { ACCOUNTS_HUB } from './accounts-hub.ts';
import * as adviceFigures from './advice-figures.ts';
import * as crisisResources from './crisis-resources.ts';
import { CALL_988_NOW, CRISIS_RESOURCES, EMERGENCY_NOTE } from './crisis-resources.ts';
import * as disclaimers from './disclaimers.ts';
import {
  fillTemplate,
  listPlaceholders,
  PLACEHOLDERS,
  PROFILE_PLACEHOLDERS,
  templateFileName,
  templateSegments,
} from './fill-template.ts';
import * as financialGuides from './financial-guides.ts';
import * as financialHub from './financial-hub.ts';
import { FINANCIAL_HUB } from './financial-hub.ts';
import * as legalGuides from './legal-guides.ts';
import * as legalHub from './legal-hub.ts';
import { LEGAL_HUB } from './legal-hub.ts';
import * as letterTemplates from './letter-templates.ts';
import { LETTER_TEMPLATES } from './letter-templates.ts';
import * as officialLinks from './official-links.ts';
import { OFFICIAL_DOMAINS } from './official-links.ts';
import * as phone from './phone.ts';
import { SOCIAL_SECURITY_PHONE, telHref } from './phone.ts';
import * as supportHub from './support-hub.ts';
import { SUPPORT_HUB } from './support-hub.ts';
import { toolHref } from './tool-href.ts';
import type { ToolCard } from './types.ts';

const MODULES = {
  accountsHub,
  adviceFigures,
  crisisResources,
  disclaimers,
  financialGuides,
  financialHub,
  legalGuides,
  legalHub,
  letterTemplates,
  officialLinks,
  phone,
  supportHub,
};

/** Every value reachable from the content modules, with its path, for whole-content checks. */
function walk(value: unknown, path: string, visit: (value: unknown, path: string) => void, seen = new Set()) {
  visit(value, path);
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, visit, seen);
}

function allStrings(): { path: string; text: string }[] {
  const found: { path: string; text: string }[] = [];
  walk(MODULES, 'content', (value, path) => {
    if (typeof value === 'string') found.push({ path, text: value });
  });
  return found;
}

const allText = () => allStrings().map((s) => s.text);

const LOVED_ONE_ID = 'loved-one-123';

const legalTools = LEGAL_HUB.tools;
const financialTools = FINANCIAL_HUB.toolGroups.flatMap((group) => group.tools);
const supportTools = SUPPORT_HUB.tools.items;
const allToolCards: ToolCard[] = [...legalTools, ...financialTools, ...supportTools];

const sentenceCount = (text: string) => (text.match(/[.!?](?=["')]?(\s|$))/g) ?? []).length;

describe('links', () => {
  const urls = allStrings().flatMap(({ path, text }) =>
    Array.from(text.matchAll(/https?:\/\/[^\s"')]+/g), (m) => ({ path, url: m[0] })),
  );

  it('finds the links in the content', () => {
    expect(urls.length).toBeGreaterThan(30);
  });

  it('uses https only, on an official domain from the allow-list', () => {
    for (const { path, url } of urls) {
      const parsed = new URL(url);
      expect(parsed.protocol, path).toBe('https:');
      const host = parsed.hostname;
      const allowed = OFFICIAL_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
      expect(allowed, `${path}: ${host}`).toBe(true);
    }
  });

  it('keeps no domain on the allow-list that the content does not use', () => {
    const hosts = urls.map(({ url }) => new URL(url).hostname);
    for (const domain of OFFICIAL_DOMAINS) {
      expect(
        hosts.some((host) => host === domain || host.endsWith(`.${domain}`)),
        domain,
      ).toBe(true);
    }
  });

  it('gives every external link a label and a description', () => {
    walk(MODULES, 'content', (value, path) => {
      if (value && typeof value === 'object' && 'url' in value && 'label' in value) {
        const { label, description } = value as { label?: unknown; description?: unknown };
        expect(typeof label === 'string' && label.trim() !== '', path).toBe(true);
        expect(typeof description === 'string' && description.trim() !== '', path).toBe(true);
      }
    });
  });

  it('links the three official pages the legal hub promises: tax, survivors benefits, after a death', () => {
    const hosts = LEGAL_HUB.resources.links.map((link) => new URL(link.url).hostname);
    expect(hosts).toEqual(['www.irs.gov', 'www.ssa.gov', 'www.usa.gov']);
  });

  it('links four government pages from the financial hub', () => {
    expect(FINANCIAL_HUB.resources.links).toHaveLength(4);
    for (const link of FINANCIAL_HUB.resources.links) expect(new URL(link.url).hostname).toMatch(/\.gov$/);
  });

  it('groups the account hub links as Financial, Social Media and Email Providers', () => {
    expect(ACCOUNTS_HUB.resources.linkGroups.map((group) => group.title)).toEqual([
      'Financial',
      'Social Media',
      'Email Providers',
    ]);
    for (const group of ACCOUNTS_HUB.resources.linkGroups) expect(group.links.length).toBeGreaterThan(0);
  });
});

describe('phone numbers', () => {
  const crisis = (id: string) => CRISIS_RESOURCES.find((resource) => resource.id === id)!;

  it('offers 988 by call and by text', () => {
    const hrefs = crisis('988-lifeline').contacts.map((contact) => contact.href);
    expect(hrefs).toEqual(['tel:988', 'sms:988']);
    expect(CALL_988_NOW).toEqual({ label: 'Call 988 Now', href: 'tel:988' });
  });

  it('opens the crisis text line as a text to 741741 that says HOME', () => {
    const [contact] = crisis('crisis-text-line').contacts;
    expect(contact?.kind).toBe('text');
    expect(contact?.label).toBe('Text HOME to 741741');
    expect(contact?.href).toMatch(/^sms:741741\?/);
    expect(contact?.href).toContain('body=HOME');
  });

  it('dials the SAMHSA helpline at 1-800-662-4357', () => {
    const [contact] = crisis('samhsa-helpline').contacts;
    expect(contact).toMatchObject({ kind: 'call', display: '1-800-662-4357', href: 'tel:+18006624357' });
  });

  it('says to call 911 for a medical emergency, and that help is there 24/7', () => {
    expect(EMERGENCY_NOTE.text).toMatch(/medical emergency, call 911/);
    expect(EMERGENCY_NOTE.contact.href).toBe('tel:911');
    for (const resource of CRISIS_RESOURCES) expect(resource.availability).toBe('Available 24/7');
  });

  it('uses only tel: and sms: links for contacts', () => {
    for (const resource of CRISIS_RESOURCES) {
      for (const contact of resource.contacts) expect(contact.href).toMatch(/^(tel|sms):/);
    }
  });

  it('gives the Social Security line as 1-800-772-1213', () => {
    expect(SOCIAL_SECURITY_PHONE).toEqual({ display: '1-800-772-1213', href: 'tel:+18007721213' });
    const ssa = ACCOUNTS_HUB.resources.organizationGroups
      .flatMap((group) => group.organizations)
      .find((org) => org.id === 'social-security');
    expect(ssa?.phone?.display).toBe('1-800-772-1213');
    expect(ACCOUNTS_HUB.resources.socialSecurityExample.text).toContain('1-800-772-1213');
  });

  it('builds tel: links that dial from anywhere, leaving short codes alone', () => {
    expect(telHref('1-800-772-1213')).toBe('tel:+18007721213');
    expect(telHref('(800) 772-1213')).toBe('tel:+18007721213');
    expect(telHref('988')).toBe('tel:988');
    expect(telHref('911')).toBe('tel:911');
  });

  it('shows each phone number in the same written form everywhere', () => {
    const text = allText().join('\n');
    expect(text).not.toMatch(/800[ .]772/);
    expect(text).not.toMatch(/1-800-HELP/i);
  });
});

describe('spec advice figures', () => {
  const legalTips = LEGAL_HUB.quickTips.tips.join('\n');
  const deadlines = FINANCIAL_HUB.deadlines.items;
  const deadline = (id: string) => deadlines.find((item) => item.id === id)!;

  it('asks for 10-15 certified death certificates', () => {
    expect(legalTips).toContain('Order 10-15 certified copies of the death certificate');
  });

  it('says simple estates take 6-9 months and complex ones 12+', () => {
    expect(legalTips).toContain('6-9 months');
    expect(legalTips).toContain('12+ months');
  });

  it('tips to file life insurance claims within 30 days, with a 30-60 day deadline', () => {
    expect(FINANCIAL_HUB.tips.tips).toContain('File life insurance claims within 30 days.');
    expect(deadline('life-insurance-claims').timeframe).toBe('within 30-60 days');
  });

  it('dates the final income tax return April 15 of the following year, and the estate tax return 9 months', () => {
    expect(deadline('final-income-tax-return').timeframe).toBe('By April 15 of the following year');
    expect(deadline('estate-tax-return').timeframe).toBe('within 9 months of death');
    expect(deadline('survivor-benefits').timeframe).toBe('As soon as possible');
  });

  it('never states a different count of certificates or probate length', () => {
    const text = allText().join('\n');
    const certificateCounts = Array.from(text.matchAll(/(\d+(?:-\d+)?) certified/g), (m) => m[1]);
    expect(new Set(certificateCounts)).toEqual(new Set(['10-15']));
    expect(text).not.toMatch(/within (?!30 days|30-60 days|9 months|10 years|two years)\d/);
  });
});

describe('hub tabs and headings', () => {
  const labels = (tabs: readonly { label: string }[]) => tabs.map((tab) => tab.label);

  it('gives the legal hub its heading, subtitle and three tabs', () => {
    expect(LEGAL_HUB.header.title).toBe('Legal Affairs');
    expect(LEGAL_HUB.header.subtitle).toBe('Tools and resources to navigate estate administration');
    expect(LEGAL_HUB.header.back.to).toBe('/dashboard');
    expect(labels(LEGAL_HUB.tabs)).toEqual(['Your Tools', 'Timeline Guide', 'Resources']);
    expect(LEGAL_HUB.messages).toEqual({ loading: 'Loading...', loadError: 'Error loading legal hub' });
  });

  it('gives the financial hub its heading and three tabs', () => {
    expect(FINANCIAL_HUB.header.title).toBe('Financial Affairs');
    expect(labels(FINANCIAL_HUB.tabs)).toEqual(['Your Tools', 'Action Plan', 'Resources']);
    expect(FINANCIAL_HUB.messages.loadError).toBe('Error loading financial hub');
    expect(FINANCIAL_HUB.warning.text).toBe(
      'Never pay debts from your personal funds. Estate debts are paid from estate assets.',
    );
  });

  it('gives the account hub four tabs, starting on Overview', () => {
    expect(labels(ACCOUNTS_HUB.tabs)).toEqual(['Overview', 'Step-by-Step', 'Templates', 'Resources']);
    expect(ACCOUNTS_HUB.defaultTab).toBe('overview');
    expect(ACCOUNTS_HUB.messages.loadError).toBe('Error loading accounts hub');
  });

  it('gives the support hub its title and three tabs', () => {
    expect(SUPPORT_HUB.header.title).toBe('Support Tools & Resources');
    expect(labels(SUPPORT_HUB.tabs)).toEqual(['Your Tools', 'Resources', 'Crisis Help']);
  });

  it('starts every hub on one of its own tabs', () => {
    for (const hub of [LEGAL_HUB, FINANCIAL_HUB, ACCOUNTS_HUB, SUPPORT_HUB]) {
      expect(hub.tabs.map((tab) => tab.id)).toContain(hub.defaultTab);
    }
  });

  it('says the legal tools are organizational, not legal advice', () => {
    expect(LEGAL_HUB.disclaimer.text).toMatch(/organizational tools, not legal advice/);
  });
});

describe('legal hub content', () => {
  it('has the six tool cards, three live and three coming soon', () => {
    expect(legalTools.map((tool) => [tool.title, tool.action.kind])).toEqual([
      ['Document Organizer', 'tasks-tab'],
      ['Estate Inventory', 'inventory-tab'],
      ['Deadline Tracker', 'tasks-tab'],
      ['Probate Calculator', 'coming-soon'],
      ['Legal Forms Library', 'coming-soon'],
      ['Attorney Finder', 'coming-soon'],
    ]);
    expect(toolHref(legalTools[1]!.action, LOVED_ONE_ID)).toBe(`/dashboard/${LOVED_ONE_ID}?tab=inventory`);
  });

  it('lays out the four timeline phases with their durations', () => {
    expect(LEGAL_HUB.timeline.phases.map((phase) => [phase.phase, phase.duration])).toEqual([
      ['Immediate Actions', 'First 7 days'],
      ['Legal Foundation', '2-4 weeks'],
      ['Asset Management', '2-6 months'],
      ['Distribution & Closing', '6-12 months'],
    ]);
  });

  it('covers every task the spec lists across the phases', () => {
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
  });

  it('carries a state-specific requirements notice', () => {
    expect(LEGAL_HUB.timeline.stateNotice.title).toBe('State-Specific Requirements');
    expect(LEGAL_HUB.timeline.stateNotice.text).toMatch(/differ from state to state/);
  });

  it('has the six legal guides the spec names', () => {
    expect(LEGAL_HUB.resources.guides.map((guide) => guide.title)).toEqual([
      'Understanding Probate',
      'Estate & Inheritance Tax',
      'Executor Responsibilities',
      'Will vs Trust vs TOD',
      'Small Estate Affidavits',
      'Common Probate Mistakes',
    ]);
  });
});

describe('financial hub content', () => {
  it('groups the tools exactly as the spec lists them', () => {
    expect(
      FINANCIAL_HUB.toolGroups.map((group) => [
        group.title,
        group.tools.map((tool) => [
          tool.title,
          tool.action.kind === 'hub' ? tool.action.hub : tool.action.kind,
        ]),
      ]),
    ).toEqual([
      [
        'Asset Management',
        [
          ['Bank Account Tracker', 'inventory-tab'],
          ['Investment Portfolio', 'inventory-tab'],
          ['Property & Assets', 'tasks-tab'],
          ['Estate Value Calculator', 'inventory-tab'],
        ],
      ],
      [
        'Claims & Benefits',
        [
          ['Insurance Claims Tracker', 'inventory-tab'],
          ['Benefits Checklist', 'tasks-tab'],
        ],
      ],
      [
        'Obligations & Expenses',
        [
          ['Debt Manager', 'inventory-tab'],
          ['Expense Tracker', 'inventory-tab'],
          ['Subscription Canceller', 'inventory-tab'],
          ['Tax Document Organizer', 'coming-soon'],
        ],
      ],
    ]);
  });

  it('plans five phases over the spec durations', () => {
    expect(FINANCIAL_HUB.actionPlan.phases.map((phase) => phase.duration)).toEqual([
      'Days 1-7',
      'Weeks 1-4',
      'Weeks 2-8',
      'Months 2-4',
      'Months 4-12',
    ]);
  });

  it('has four financial tips and four deadlines', () => {
    expect(FINANCIAL_HUB.tips.tips).toHaveLength(4);
    expect(FINANCIAL_HUB.deadlines.title).toBe('Critical Financial Deadlines');
    expect(FINANCIAL_HUB.deadlines.items).toHaveLength(4);
  });

  it('has six financial guides', () => {
    expect(FINANCIAL_HUB.resources.guides).toHaveLength(6);
  });
});

describe('guides', () => {
  const guides = [...LEGAL_HUB.resources.guides, ...FINANCIAL_HUB.resources.guides];

  it('writes each guide as 4-8 sentences of text with at least one official source', () => {
    for (const guide of guides) {
      const sentences = guide.paragraphs.reduce((sum, paragraph) => sum + sentenceCount(paragraph), 0);
      expect(sentences, guide.id).toBeGreaterThanOrEqual(4);
      expect(sentences, guide.id).toBeLessThanOrEqual(8);
      expect(guide.sources.length, guide.id).toBeGreaterThan(0);
    }
  });

  it('shows a not-advice disclaimer on guide pages', () => {
    expect(disclaimers.GUIDE_DISCLAIMER.text).toMatch(/not legal, tax or financial advice/);
  });
});

describe('account hub content', () => {
  it('starts with Critical, Recommended and Helpful cards that all go somewhere real', () => {
    const cards = ACCOUNTS_HUB.overview.whereToStart.cards;
    expect(cards.map((card) => card.level)).toEqual(['Critical', 'Recommended', 'Helpful']);
    expect(cards.map((card) => card.action)).toEqual([
      { kind: 'tab', tab: 'step-by-step' },
      { kind: 'tab', tab: 'templates' },
      { kind: 'inventory-tab', filter: { kinds: ['utility', 'subscription', 'online_account'] } },
    ]);
  });

  it('opens the account inventory on the utility, subscription and online account kinds', () => {
    const inventoryCard = ACCOUNTS_HUB.overview.whereToStart.cards.find(
      (card) => card.id === 'create-inventory',
    );
    const action = inventoryCard?.action;
    if (action?.kind !== 'inventory-tab') throw new Error('the inventory card does not open the inventory');
    const href = toolHref(action, 'x');
    expect(href).toBe('/dashboard/x?tab=inventory&kind=utility&kind=subscription&kind=online_account');
    // The tab reads the same kinds back from the link, so the card really opens that view.
    expect(readInventoryFilter(new URL(href ?? '', 'http://harbor.test').searchParams)).toEqual({
      kinds: ['utility', 'subscription', 'online_account'],
    });
  });

  it('lists the five categories with their spec priorities and examples', () => {
    const categories = ACCOUNTS_HUB.overview.categories.items;
    expect(categories.map((category) => [category.title, category.priority])).toEqual([
      ['Email & Communication', 'High'],
      ['Social Media', 'Medium'],
      ['Financial Services', 'Critical'],
      ['Subscriptions', 'Medium'],
      ['Utilities & Services', 'High'],
    ]);
    for (const category of categories) expect(category.commonAccounts.length).toBeGreaterThanOrEqual(3);
  });

  it("lists the six documents you'll need", () => {
    const titles = ACCOUNTS_HUB.overview.documents.items.map((item) => item.title.toLowerCase()).join('\n');
    expect(ACCOUNTS_HUB.overview.documents.items).toHaveLength(6);
    for (const word of [
      'death certificate',
      'letters testamentary',
      'id',
      'statements',
      'relationship',
      'will or trust',
    ]) {
      expect(titles).toContain(word);
    }
  });

  it('has three step-by-step guides of 4, 3 and 3 steps, each step with tips', () => {
    const guides = ACCOUNTS_HUB.stepByStep.guides;
    expect(guides.map((guide) => [guide.title, guide.steps.length])).toEqual([
      ['Financial Accounts', 4],
      ['Email & Digital Accounts', 3],
      ['Subscriptions & Memberships', 3],
    ]);
    for (const step of guides.flatMap((guide) => guide.steps)) {
      expect(step.description).not.toBe('');
      expect(step.tips.length).toBeGreaterThan(0);
    }
  });

  it('names the template toasts as the spec does, and has a before-sending checklist', () => {
    expect(ACCOUNTS_HUB.templates.messages).toEqual({
      copied: 'Template copied to clipboard',
      downloaded: 'Template downloaded',
    });
    expect(ACCOUNTS_HUB.templates.checklist.items.length).toBeGreaterThanOrEqual(4);
  });
});

describe('support hub content', () => {
  it('opens the four tools at their routes', () => {
    expect(supportTools.map((tool) => [tool.title, toolHref(tool.action, LOVED_ONE_ID)])).toEqual([
      ['Grief Journal', '/grief-journal'],
      ['Mood Tracker', '/mood-tracker'],
      ['Guided Exercises', '/guided-exercises'],
      ['AI Support Chat', '/chat'],
    ]);
  });

  it('has four gentle reminders, three reading items and three professional links', () => {
    expect(SUPPORT_HUB.gentleReminders.items).toHaveLength(4);
    expect(SUPPORT_HUB.resources.reading.items).toHaveLength(3);
    expect(SUPPORT_HUB.resources.professional.links).toHaveLength(3);
  });

  it('offers Call 988 Now on the immediate-help card', () => {
    expect(SUPPORT_HUB.immediateHelp.action).toEqual({ label: 'Call 988 Now', href: 'tel:988' });
  });

  it('lists the three crisis lines with the 911 note', () => {
    expect(SUPPORT_HUB.crisis.resources.map((resource) => resource.id)).toEqual([
      '988-lifeline',
      'crisis-text-line',
      'samhsa-helpline',
    ]);
    expect(SUPPORT_HUB.crisis.emergency.contact.display).toBe('911');
  });
});

describe('card targets', () => {
  it('sends no card to a path that has no page', () => {
    for (const tool of allToolCards) {
      const href = toolHref(tool.action, LOVED_ONE_ID);
      if (href === null) continue;
      expect(href, tool.id).not.toMatch(/^\/dashboard\/[^/?]+\/(financial|accounts)/);
      expect(href, tool.id).toMatch(
        /^\/(dashboard\/[^/?]+\?tab=(tasks|inventory(&(kind|view)=[a-z_]+)*)|hub\/(legal|financial|accounts|memorial)\/[^/?]+|hub\/support|chat|grief-journal|mood-tracker|guided-exercises|dashboard)$/,
      );
    }
  });

  it('labels coming-soon cards Coming Soon and live cards with an action', () => {
    for (const tool of allToolCards) {
      if (tool.action.kind === 'coming-soon') expect(tool.actionLabel, tool.id).toBe('Coming Soon');
      else expect(tool.actionLabel, tool.id).not.toBe('Coming Soon');
    }
  });

  it('opens each inventory card on its filtered view', () => {
    const hrefs = Object.fromEntries(
      [...legalTools, ...financialTools]
        .filter((tool) => tool.action.kind === 'inventory-tab')
        .map((tool) => [tool.title, toolHref(tool.action, 'x')?.replace('/dashboard/x?tab=inventory', '')]),
    );
    expect(hrefs).toEqual({
      'Estate Inventory': '',
      'Bank Account Tracker': '&kind=bank_account',
      'Investment Portfolio': '&kind=investment',
      'Estate Value Calculator': '',
      'Insurance Claims Tracker': '&kind=insurance',
      'Debt Manager': '&kind=credit_card&kind=loan_debt',
      'Expense Tracker': '&view=expenses',
      'Subscription Canceller': '&kind=subscription',
    });
  });

  it('maps each action kind to its address', () => {
    expect(toolHref({ kind: 'tasks-tab' }, 'a b')).toBe('/dashboard/a%20b?tab=tasks');
    expect(toolHref({ kind: 'inventory-tab' }, 'a b')).toBe('/dashboard/a%20b?tab=inventory');
    expect(toolHref({ kind: 'hub', hub: 'accounts' }, 'x')).toBe('/hub/accounts/x');
    expect(toolHref({ kind: 'hub', hub: 'support' }, 'x')).toBe('/hub/support');
    expect(toolHref({ kind: 'route', to: '/chat' }, 'x')).toBe('/chat');
    expect(toolHref({ kind: 'coming-soon' }, 'x')).toBeNull();
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
      ...allToolCards.map((tool) => `tool:${tool.id}`),
      ...LEGAL_HUB.resources.guides.map((guide) => `guide:${guide.id}`),
      ...FINANCIAL_HUB.resources.guides.map((guide) => `guide:${guide.id}`),
      ...LETTER_TEMPLATES.map((template) => `template:${template.id}`),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses only lucide-react icons that exist', () => {
    walk(MODULES, 'content', (value, path) => {
      if (value && typeof value === 'object' && 'icon' in value) {
        const icon = (value as { icon: string }).icon;
        expect(icon in lucide, `${path}: ${icon}`).toBe(true);
      }
    });
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

describe('letter templates', () => {
  it('includes the three spec templates first, then the employer, utility and pension letters', () => {
    expect(LETTER_TEMPLATES.map((template) => template.title)).toEqual([
      'Bank Account Closure Letter',
      'Credit Card Notification',
      'Social Media Memorialization Request',
      'Employer Notification Letter',
      'Utility Company Notification',
      'Pension Provider Notification',
    ]);
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

  it('asks for the last 4 digits of the account number in the bank and card letters', () => {
    for (const template of LETTER_TEMPLATES.slice(0, 2)) {
      expect(template.body).toContain('[Account Number - last 4 digits]');
      expect(template.body).toContain('[Institution Name]');
    }
  });

  it('leaves no placeholder behind when every known value is given', () => {
    const everything = Object.fromEntries(PLACEHOLDERS.map((name) => [name, `<${name}>`]));
    for (const template of LETTER_TEMPLATES) {
      expect(listPlaceholders(fillTemplate(template.body, everything)), template.id).toEqual([]);
    }
  });
});

describe('fillTemplate', () => {
  const body =
    "Dear [Institution Name],\n[Deceased's Full Name] died on [Date of Death]. Ref [Case Number]. [Your Name], [Your Name]";

  it('fills known placeholders, every occurrence, and keeps unknown ones bracketed', () => {
    expect(
      fillTemplate(body, {
        'Institution Name': 'First Bank',
        "Deceased's Full Name": 'Ada Lovelace',
        'Date of Death': 'March 3, 2026',
        'Your Name': 'Byron',
      }),
    ).toBe('Dear First Bank,\nAda Lovelace died on March 3, 2026. Ref [Case Number]. Byron, Byron');
  });

  it('keeps known placeholders bracketed when their value is missing or blank', () => {
    expect(fillTemplate(body, { 'Institution Name': '   ' })).toBe(body);
    expect(fillTemplate(body, {})).toBe(body);
  });

  it('inserts values literally, without re-reading them as placeholders or patterns', () => {
    expect(fillTemplate('[Your Name]', { 'Your Name': '$& [Date of Death] $1' })).toBe(
      '$& [Date of Death] $1',
    );
  });

  it('ignores keys that are not placeholders, even inherited ones', () => {
    const values = { constructor: 'x', 'Case Number': '42' } as Record<string, string>;
    expect(fillTemplate('[constructor] [Case Number] [toString]', values)).toBe(
      '[constructor] [Case Number] [toString]',
    );
  });

  it('fills the placeholders Harbor knows from the profile', () => {
    const [bank] = LETTER_TEMPLATES;
    const filled = fillTemplate(bank!.body, {
      "Deceased's Full Name": 'Ada Lovelace',
      'Date of Death': 'March 3, 2026',
      'Your Name': 'Byron',
      'Your Relationship': 'daughter and executor',
      "Today's Date": 'April 1, 2026',
    });
    expect(filled).toContain('Account holder: Ada Lovelace');
    expect(filled).toContain("I am Ada Lovelace's daughter and executor");
    expect(filled).toContain('[Account Number - last 4 digits]');
    expect(PROFILE_PLACEHOLDERS.every((name) => PLACEHOLDERS.includes(name))).toBe(true);
  });

  it('splits a body into text and the placeholders still to fill', () => {
    expect(templateSegments('Hi [Your Name], re [Case Number].', { 'Your Name': 'Ann' })).toEqual([
      { kind: 'text', text: 'Hi Ann, re ' },
      { kind: 'placeholder', name: 'Case Number', text: '[Case Number]' },
      { kind: 'text', text: '.' },
    ]);
    expect(templateSegments('[Your Name]')).toEqual([
      { kind: 'placeholder', name: 'Your Name', text: '[Your Name]' },
    ]);
  });
});

describe('templateFileName', () => {
  it('names the download after the title with underscores', () => {
    expect(templateFileName('Bank Account Closure Letter')).toBe('Bank_Account_Closure_Letter.txt');
    expect(templateFileName('Social Media Memorialization Request')).toBe(
      'Social_Media_Memorialization_Request.txt',
    );
  });

  it('supports a PDF name and drops characters file systems refuse', () => {
    expect(templateFileName('Credit Card Notification', 'pdf')).toBe('Credit_Card_Notification.pdf');
    expect(templateFileName(' A/B: "C"  D ')).toBe('AB_C_D.txt');
    expect(templateFileName('  ')).toBe('Letter.txt');
  });
});
