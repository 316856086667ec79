import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { pdfText } from '../test/pdf-text.ts';
import { dismissToasts } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
// Aliased: a `use` prefix reads as a React hook to the linter.
import { useTheme as emulateTheme, expectNoAxeViolations } from './support.ts';

// Each test signs up one user, and the e2e server allows 3 sign-ups per client in 15 minutes,
// so the hubs are covered by two long journeys rather than many short tests.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Long journeys with axe in two themes on every tab, on a machine shared with other test runs.
test.setTimeout(240_000);

const NOT_FOUND_TEXT = 'Oops! Page not found';

/** Adds a loved one through the real Add Loved One endpoint (multipart with a photo). */
async function createLovedOne(page: Page): Promise<string> {
  const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#7aa6b0' } })
    .png()
    .toBuffer();
  const response = await page.request.post('/api/loved-ones', {
    headers: { origin: E2E_BASE_URL },
    multipart: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1950-12-10',
      dateOfDeath: '2026-03-03',
      relationshipToUser: 'parent',
      photo: { name: 'ada.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { lovedOne } = (await response.json()) as { lovedOne: { id: string } };
  return lovedOne.id;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** axe on the current screen in both themes. */
async function expectAccessibleInBothThemes(page: Page) {
  await emulateTheme(page, 'light');
  await expectNoAxeViolations(page);
  await emulateTheme(page, 'dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
  await emulateTheme(page, 'light');
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The in-app links on every tab of the hub at `url`. */
async function internalLinksOf(page: Page, url: string, tabs: readonly string[]): Promise<string[]> {
  await page.goto(url);
  const hrefs = new Set<string>();
  for (const tab of tabs) {
    await openTab(page, tab);
    for (const href of await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      hrefs.add(href);
    }
  }
  return [...hrefs];
}

/** Nothing in the hubs leads to the not-found page. */
async function expectNoneNotFound(page: Page, hrefs: readonly string[]) {
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(page.getByText(NOT_FOUND_TEXT), `${href} reaches the not-found page`).toHaveCount(0);
  }
}

/** Every external link on screen opens a new tab safely and says so to screen readers. */
async function expectSafeExternalLinks(page: Page) {
  const links = page.locator('a[target="_blank"]');
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    await expect(links.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(links.nth(i)).toContainText('(opens in a new tab)');
  }
}

test('legal, financial and account hubs: tabs, guides, cards and letters filled in for the user', async ({
  page,
  user,
}) => {
  const lovedOneId = await createLovedOne(page);

  // Legal hub.
  await page.goto(`/hub/legal/${lovedOneId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Affairs' })).toBeVisible();
  await expect(page.getByText('For Ada Lovelace')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Your Tools' })).toHaveAttribute('aria-selected', 'true');
  // Once the name is known, the texts call her by it, never "your loved one" (the product owner's rule).
  await expect(
    page.getByText('talk with a licensed attorney in the state where Ada Lovelace lived.'),
  ).toBeVisible();
  await expect(page.getByText('Find estate and probate attorneys near Ada Lovelace’s home.')).toBeVisible();
  await expect(page.getByText(/your loved one/i)).toHaveCount(0);
  // Every legal tool is live now: the Probate Calculator was the last to come.
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open Calculator' })).toHaveAttribute(
    'href',
    `/hub/legal/${lovedOneId}/probate-calculator`,
  );
  await expectAccessibleInBothThemes(page);

  await openTab(page, 'Timeline Guide');
  await expect(page.getByRole('heading', { name: 'Distribution & Closing' })).toBeVisible();
  await expect(page.getByText('State-Specific Requirements')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await openTab(page, 'Resources');
  await page.getByRole('button', { name: 'Read Guide: Understanding Probate' }).click();
  const guide = page.getByRole('dialog', { name: 'Understanding Probate' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('Probate is the court process')).toBeVisible();
  await expect(guide.getByText('General information only')).toBeVisible();
  await expectSafeExternalLinks(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Official Resources' })).toBeVisible();
  await expectSafeExternalLinks(page);
  await expectAccessibleInBothThemes(page);

  // A card that the spec sent to a missing page now opens the whole estate inventory.
  await openTab(page, 'Your Tools');
  await page.getByRole('link', { name: 'Open Inventory' }).click();
  await expect(page).toHaveURL(`/dashboard/${lovedOneId}?tab=inventory`);
  await page.goto(`/hub/financial/${lovedOneId}`);

  // Financial hub.
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Affairs' })).toBeVisible();
  await expect(page.getByText('Never pay debts from your personal funds.')).toBeVisible();
  await expect(
    page.getByText('Organize accounts, claims and obligations while you settle Ada Lovelace’s estate'),
  ).toBeVisible();
  await expect(page.getByText('Find and keep track of what Ada Lovelace owned.')).toBeVisible();
  await expect(page.getByText(/your loved one/i)).toHaveCount(0);
  // No tool is still to come: the Tax Document Organizer has its own page, the others open the inventory.
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open Organizer' })).toHaveAttribute(
    'href',
    `/hub/financial/${lovedOneId}/tax-documents`,
  );
  await expectAccessibleInBothThemes(page);
  await openTab(page, 'Action Plan');
  await expect(page.getByText('within 9 months of death').first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await openTab(page, 'Resources');
  await page.getByRole('button', { name: 'Read Guide:' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Government Resources' })).toBeVisible();
  await expectSafeExternalLinks(page);
  await expectAccessibleInBothThemes(page);

  await openTab(page, 'Your Tools');
  // The Bank Account Tracker opens the inventory filtered to bank accounts.
  await page.getByRole('link', { name: 'Open Inventory' }).first().click();
  await expect(page).toHaveURL(`/dashboard/${lovedOneId}?tab=inventory&kind=bank_account`);
  await expect(page.getByRole('tab', { name: 'Estate inventory' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Showing only: Bank account' })).toBeVisible();
  await page.goto(`/hub/accounts/${lovedOneId}`);

  // Account Management Hub: starts on Overview; the Where to Start buttons switch tabs.
  await expect(page.getByRole('heading', { level: 1, name: 'Account Management Hub' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'See Financial Steps' }).click();
  await expect(page.getByRole('tab', { name: 'Step-by-Step' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Secure the accounts' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await openTab(page, 'Overview');
  // Create an Account Inventory opens the inventory on the kinds of account this hub is about.
  await page.getByRole('link', { name: 'Open Inventory' }).click();
  await expect(page).toHaveURL(
    `/dashboard/${lovedOneId}?tab=inventory&kind=utility&kind=subscription&kind=online_account`,
  );
  await expect(page.getByRole('tab', { name: 'Estate inventory' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Showing only: Utility, Subscription, Email, social or online account' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Management Hub' })).toBeVisible();
  await page.getByRole('button', { name: 'Browse Templates' }).click();
  await expect(page.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');

  // The preview is filled in with the loved one's and the user's details; the rest is marked.
  const bankCard = page.locator('section', {
    has: page.getByRole('heading', { name: 'Bank Account Closure Letter' }),
  });
  await bankCard.getByText('Preview letter').click();
  const preview = bankCard.getByRole('region', { name: 'Bank Account Closure Letter, filled in' });
  await expect(preview).toContainText('Account holder: Ada Lovelace');
  await expect(preview).toContainText('died on March 3, 2026');
  await expect(preview).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(preview).toContainText("I am Ada Lovelace's child");
  await expect(preview.locator('mark', { hasText: '[Institution Name]' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before Sending' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await bankCard.getByRole('button', { name: 'Copy: Bank Account Closure Letter' }).click();
  await expect(page.getByText('Template copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Account holder: Ada Lovelace');
  expect(copied).toContain('[Account Number - last 4 digits]');

  const [textDownload] = await Promise.all([
    page.waitForEvent('download'),
    bankCard.getByRole('button', { name: 'Download: Bank Account Closure Letter' }).click(),
  ]);
  expect(textDownload.suggestedFilename()).toBe('Bank_Account_Closure_Letter.txt');
  const text = await readFile(await textDownload.path(), 'utf8');
  expect(text).toContain('Account holder: Ada Lovelace');
  expect(text).toContain(user.email);
  expect(text).toBe(copied);
  await expect(page.getByText('Template downloaded')).toBeVisible();

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    bankCard.getByRole('button', { name: 'Download PDF: Bank Account Closure Letter' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe('Bank_Account_Closure_Letter.pdf');
  const pdf = await pdfText(await readFile(await pdfDownload.path()));
  expect(pdf).toContain('Account holder: Ada Lovelace');
  expect(pdf).toContain(`${user.firstName} ${user.lastName}`);

  await openTab(page, 'Resources');
  await expect(page.getByRole('link', { name: '1-800-772-1213' })).toHaveAttribute(
    'href',
    'tel:+18007721213',
  );
  await expectSafeExternalLinks(page);
  await expectAccessibleInBothThemes(page);

  // At 360 px wide nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const tab of ['Overview', 'Step-by-Step', 'Templates', 'Resources']) {
    await openTab(page, tab);
    await expectNoHorizontalScroll(page);
  }
  await page.goto(`/hub/legal/${lovedOneId}`);
  for (const tab of ['Your Tools', 'Timeline Guide', 'Resources']) {
    await openTab(page, tab);
    await expectNoHorizontalScroll(page);
  }
  await expectAccessibleInBothThemes(page);

  // Cards lead to real pages: the tasks tab of this loved one's dashboard.
  await openTab(page, 'Your Tools');
  await page.getByRole('link', { name: 'Open Tasks' }).first().click();
  await expect(page).toHaveURL(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);

  // And so does every other in-app link on every tab of the three hubs.
  const hrefs = new Set([
    ...(await internalLinksOf(page, `/hub/legal/${lovedOneId}`, [
      'Your Tools',
      'Timeline Guide',
      'Resources',
    ])),
    ...(await internalLinksOf(page, `/hub/financial/${lovedOneId}`, [
      'Your Tools',
      'Action Plan',
      'Resources',
    ])),
    ...(await internalLinksOf(page, `/hub/accounts/${lovedOneId}`, [
      'Overview',
      'Step-by-Step',
      'Templates',
      'Resources',
    ])),
  ]);
  expect([...hrefs]).toEqual(
    expect.arrayContaining([
      `/dashboard?lovedOne=${lovedOneId}`,
      `/dashboard/${lovedOneId}?tab=tasks`,
      `/dashboard/${lovedOneId}?tab=inventory`,
      `/dashboard/${lovedOneId}?tab=inventory&kind=bank_account`,
      `/dashboard/${lovedOneId}?tab=inventory&view=expenses`,
      `/dashboard/${lovedOneId}?tab=inventory&kind=utility&kind=subscription&kind=online_account`,
    ]),
  );
  await expectNoneNotFound(page, [...hrefs]);
});

test('support hub: tools, resources, one-tap crisis lines; a hub the user cannot see fails calmly', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.goto('/hub/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Tools & Resources' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 988 Now' })).toHaveAttribute('href', 'tel:988');
  for (const [name, href] of [
    ['Open Journal', '/grief-journal'],
    ['Track Your Mood', '/mood-tracker'],
    ['Start an Exercise', '/guided-exercises'],
    ['Start a Conversation', '/chat'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expectAccessibleInBothThemes(page);

  await openTab(page, 'Resources');
  await expect(page.getByText('Reading & Learning')).toBeVisible();
  await expectSafeExternalLinks(page);
  await expectAccessibleInBothThemes(page);

  await openTab(page, 'Crisis Help');
  await expect(page.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(page.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  await expect(page.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
    'href',
    'sms:741741?&body=HOME',
  );
  await expect(page.getByRole('link', { name: 'Call 1-800-662-4357' })).toHaveAttribute(
    'href',
    'tel:+18006624357',
  );
  await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(page.getByText('Available 24/7').first()).toBeVisible();
  // Large touch targets: every call and text button is at least 44 px tall.
  for (const link of await page.locator('a[href^="tel:"], a[href^="sms:"]').all()) {
    if (!(await link.isVisible())) continue;
    const box = await link.boundingBox();
    if ((await link.textContent())?.trim() === '988') continue; // the footer's inline link in a sentence
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectSafeExternalLinks(page);
  await expectAccessibleInBothThemes(page);

  // Crisis Help opens directly from a link, and the page fits a 360 px phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/hub/support?tab=crisis');
  await expect(page.getByRole('tab', { name: 'Crisis Help' })).toHaveAttribute('aria-selected', 'true');
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);

  // A loved one the user has no access to: the spec's error toast, a calm message and Try Again.
  await page.goto('/hub/legal/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Error loading legal hub' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  const errorToast = page.locator('[data-sonner-toast]', { hasText: 'Error loading legal hub' });
  await expect(errorToast).toBeVisible();
  await dismissToasts(page);
  // Back to the tab, the browser asks again on its own; failing again, the page says so without a new toast.
  const askedByBrowser = page.waitForResponse((response) => response.url().includes('/context'));
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      window.dispatchEvent(new Event('visibilitychange'));
    }
  });
  expect((await askedByBrowser).status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error loading legal hub' })).toBeVisible();
  // Nothing is there to wait for when nothing should come: a toast would be on screen well within this,
  // and counted at once (a retrying check would pass once a toast had timed out).
  await page.waitForTimeout(1_000);
  expect(await errorToast.count()).toBe(0);
  // Try Again, asked by the person, is answered.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(errorToast).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.goto('/hub/accounts/not-a-real-id');
  await expect(page.getByRole('heading', { name: 'Error loading accounts hub' })).toBeVisible();
  await page.goto('/hub/financial/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Error loading financial hub' })).toBeVisible();

  const supportLinks = await internalLinksOf(page, '/hub/support', [
    'Your Tools',
    'Resources',
    'Crisis Help',
  ]);
  expect(supportLinks).toEqual(
    expect.arrayContaining(['/dashboard', '/grief-journal', '/mood-tracker', '/guided-exercises', '/chat']),
  );
  await expectNoneNotFound(page, supportLinks);

  // The header's Help link reaches the crisis lines in one tap, from any page, the support hub included;
  // on a phone, 911 and both ways to reach 988 are on the first screen, with nothing to scroll.
  await page.setViewportSize({ width: 360, height: 780 });
  const help = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' });
  await help.press('Enter');
  await expect(page).toHaveURL('/hub/support?tab=crisis');
  for (const name of ['Call 911', 'Call 988', 'Text 988']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  // By keyboard or screen reader, the person is told where they are, and the next Tab is 911.
  const crisisHeading = page.getByRole('heading', { name: 'Crisis Help' });
  await expect(crisisHeading).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Call 911' })).toBeFocused();
  await expectNoHorizontalScroll(page);
  await openTab(page, 'Your Tools');
  // Along the tabs, the arrow keys keep focus on the tab.
  await page.getByRole('tab', { name: 'Resources' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Crisis Help' })).toBeFocused();
  await openTab(page, 'Your Tools');
  await help.press('Enter');
  await expect(page.getByRole('tab', { name: 'Crisis Help' })).toHaveAttribute('aria-selected', 'true');
  await expect(crisisHeading).toBeFocused();

  // From the chat's "Crisis help" dialog too: the dialog, gone with the chat, leaves the focus to the
  // crisis lines, not to the hub's title.
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Crisis help' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: 'More crisis lines in the support hub' })
    .press('Enter');
  await expect(page).toHaveURL('/hub/support?tab=crisis');
  await expect(crisisHeading).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Call 911' })).toBeFocused();
});
