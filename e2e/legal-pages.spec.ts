import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

// The Privacy, Terms and Contact pages (decision 052): served by the server, the same for everyone, with
// no script, and linked from the footer of every frame.

const PAGES = [
  { link: 'Privacy', path: '/privacy', heading: 'Privacy' },
  { link: 'Terms', path: '/terms', heading: 'Terms' },
  { link: 'Contact', path: '/contact', heading: 'Contact' },
] as const;

const footerLinks = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'About Harbor' });

/**
 * axe in the dark theme and in the light one. With no script the page does not follow a change of the
 * system's theme while open; the theme is set as the page loads, so each theme gets its own load.
 */
async function expectAccessibleInBothThemesOnLoad(page: Page) {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expectNoAxeViolations(page);
  }
}

/** Follows each footer link in turn from `startPath`, checking each page on a 360 px phone. */
async function followEachFooterLink(page: Page, startPath: string, ready: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { link, path, heading } of PAGES) {
    await page.goto(startPath);
    await ready(page);
    const footerLink = footerLinks(page).getByRole('link', { name: link, exact: true });
    // A thumb-sized target, even on a phone.
    expect((await footerLink.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await footerLink.click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Harbor`);
    // Nothing to run: the page is whole without JavaScript.
    await expect(page.locator('script[src]')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectAccessibleInBothThemesOnLoad(page);
  }
}

test('a visitor follows the footer from the landing page to Privacy, Terms and Contact', async ({ page }) => {
  await followEachFooterLink(page, '/', (p) =>
    expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  );
});

test('someone signed in follows the footer from their dashboard to the same pages', async ({
  page,
  user: _signedIn,
}) => {
  await followEachFooterLink(page, '/dashboard', (p) =>
    expect(p.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible(),
  );
  // The page is the server's, the same as a visitor's; the way back to the app is the brand link.
  await page.getByRole('link', { name: 'Harbor', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
});

test('the pages say what matters in their HTML, read without a browser', async ({ request }) => {
  const html = async (path: string) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    return (await response.text()).replace(/<!--[\s\S]*?-->/g, '');
  };
  const privacy = await html('/privacy');
  expect(privacy).toContain('are encrypted with AES-256-GCM before they are stored');
  expect(privacy).toContain('The key that opens them is kept apart from the database.');
  expect(privacy).toContain('<strong class="font-semibold">Download my data</strong>');
  expect(privacy).toContain('choose <strong class="font-semibold">Delete my account</strong>');
  // The e2e server has no model configured, so the chat stays with the built-in companion.
  expect(privacy).toContain('Your messages are not sent to any outside AI service.');
  const terms = await html('/terms');
  expect(terms).toContain('Harbor offers organisational help, not legal, financial or medical advice.');
  expect(terms).toContain('The private preview');
  const contact = await html('/contact');
  for (const href of ['tel:988', 'sms:741741?&amp;body=HOME', 'tel:+18006624357', 'tel:911'])
    expect(contact).toContain(`href="${href}"`);
  // APP_URL is http://localhost:<port> and SUPPORT_EMAIL is unset: the site's own domain.
  expect(contact).toContain('href="mailto:support@localhost"');
});

test('the pages read whole with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 2, name: 'Deleting everything' })).toBeVisible();
  await footerLinks(page).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Call 988' })).toBeVisible();
  await context.close();
});
