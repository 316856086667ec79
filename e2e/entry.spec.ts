import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, E2E_PASSCODE } from '../playwright.config.ts';
import { expectNoAxeViolations, uniqueEmail, useTheme, waitForMail } from './support.ts';

test.describe('public entry pages', () => {
  test('a visitor joins the waitlist and gets a confirmation mail', async ({ page }) => {
    const email = uniqueEmail('waitlist');
    await page.goto('/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();

    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue('Ada');

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await waitForMail(page, email, 'waitlist');

    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByRole('dialog').getByLabel('First name')).toHaveValue('');
  });

  test('a failed waitlist request is kept locally and reaches the server on the next visit', async ({
    page,
  }) => {
    const email = uniqueEmail('offline');
    await page.goto('/');
    await page.route('**/api/waitlist', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(page.getByText('Submission received')).toBeVisible();
    await expect(
      page.getByText("Your information has been saved locally. We'll follow up soon!"),
    ).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('harbor-waitlist-pending'));
    expect(stored).toContain(email);
    expect(stored).toContain('savedAt');

    await page.unroute('**/api/waitlist');
    await page.reload();
    await waitForMail(page, email, 'waitlist');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('harbor-waitlist-pending'))).toBeNull();
  });

  test('a wrong passcode is refused and the right one opens /home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Have a passcode? Enter it here.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Private preview' });
    await dialog.getByRole('button', { name: 'Enter' }).click();
    await expect(dialog.getByText('Passcode is required')).toBeVisible();
    await dialog.getByLabel('Passcode').fill('not-the-passcode');
    await dialog.getByRole('button', { name: 'Enter' }).click();
    await expect(dialog.getByText('Invalid passcode')).toBeVisible();
    await dialog.getByLabel('Passcode').fill(E2E_PASSCODE);
    await dialog.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByText('Access granted!')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth');
  });

  test('the landing page arrives as HTML, and its dialogs load only when a visitor reaches for one', async ({
    page,
    browser,
  }) => {
    // Without a browser: the words and the buttons are in the page the server sends.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Honour the person you love, with support at every step');
    expect(html).toContain('Have a passcode? Enter it here.');
    expect(html).toContain('<title>Harbor · Support at every step</title>');

    // With JavaScript off, a visitor still reads it.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_BASE_URL });
    const still = await noScript.newPage();
    await still.goto('/');
    await expect(still.getByRole('heading', { level: 1 })).toHaveText(
      'Honour the person you love, with support at every step',
    );
    // The four steps, in order, under their heading.
    const steps = still.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Answer a few gentle questions',
      'Get your own checklist',
      'Share the work',
      'Remember them together',
    ]);
    await noScript.close();

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Neither the app's entry nor the waitlist form's code before anyone asks for it.
    expect(scripts.some((script) => /^\/assets\/landing-islands-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.some((script) => /^\/assets\/(index|waitlist-dialog)-/.test(script))).toBe(false);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByRole('dialog', { name: 'Join the waitlist' })).toBeVisible();
    expect(scripts.some((script) => /^\/assets\/waitlist-dialog-/.test(script))).toBe(true);
    expect(scripts.some((script) => /^\/assets\/index-/.test(script))).toBe(false);
  });

  test('a dialog that cannot be fetched says so, and opens once the connection is back', async ({ page }) => {
    await page.goto('/');
    await page.route('**/assets/waitlist-dialog-*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(
      page.getByText("We couldn't open that just now. Please check your connection and try again."),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unroute('**/assets/waitlist-dialog-*');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByRole('dialog', { name: 'Join the waitlist' })).toBeVisible();
  });

  test('unknown paths and /404 show the not-found page', async ({ page }) => {
    for (const url of ['/no/such/page', '/404']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the theme follows the system and a choice is remembered', async ({ page }) => {
    await useTheme(page, 'dark');
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on /, /home and the not-found page (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      for (const url of ['/', '/home', '/no-such-page']) {
        await page.goto(url);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      }
      await page.goto('/');
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the landing page works at 360 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
