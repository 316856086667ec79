import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { totpCode } from '../test/totp.ts';
import { dismissToasts, expectNoHorizontalScroll } from './dashboard-fixtures.ts';
import { actAsOwnClient, expect, test } from './fixtures.ts';
import { expectNoAxeViolations, useTheme } from './support.ts';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const sessionEmail = async (page: Page) => {
  const response = await page.request.get('/api/auth/get-session');
  return ((await response.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
};

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signed in: the sign-in page has opened the app (a full page load) with a session. */
async function expectSignedIn(page: Page, email: string) {
  await expect(page).not.toHaveURL(/\/auth/);
  await expect.poll(() => sessionEmail(page)).toBe(email);
}

async function signOut(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
}

test('turn on two-step sign-in, then sign in with the app’s code and with a backup code that works once', async ({
  page,
  user,
}) => {
  // Five sign-ins and a setup in one journey: longer than the default minute on a shared machine.
  test.setTimeout(240_000);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  const turnOn = card.getByRole('button', { name: 'Turn on two-step sign-in' });
  await turnOn.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^Your password/)).toBeFocused();
  // Escape goes back to the button that asked, not to the top of the page.
  await page.keyboard.press('Escape');
  await expect(turnOn).toBeFocused();
  await page.keyboard.press('Enter');

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please enter your password to confirm')).toBeVisible();
  await dialog.getByLabel(/^Your password/).fill('Wrong-pass-1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();
  await dialog.getByLabel(/^Your password/).fill(user.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('dialog', { name: 'Add Harbor to your app' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = ((await dialog.getByTestId('setup-key').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await dialog.getByLabel(/^Authentication code/).fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText("That code didn't work.", { exact: false })).toBeVisible();
  await dialog.getByLabel(/^Authentication code/).fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  await expect(page.getByRole('dialog', { name: 'Save your backup codes' })).toBeVisible();
  const codes = await dialog
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download codes' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('harbor-backup-codes.txt');
  const saved = await readFile((await download.path())!, 'utf8');
  for (const code of codes) expect(saved).toContain(code);
  await expectNoAxeViolations(page);
  // Shown once: a stray Escape or tap outside does not throw the codes away.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog.getByRole('list', { name: 'Backup codes' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'I’ve saved my codes' }).click();
  await expect(page.getByText('Two-step sign-in is on.').first()).toBeVisible();
  // Its button has gone with the change: the keyboard goes on from the card's heading.
  await expect(card.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('You have 10 backup codes left.')).toBeVisible();

  // Signing in now takes the password and then the code from the app.
  await signOut(page);
  await signInWithPassword(page, user.email, user.password);
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await expect(step.getByLabel(/^Authentication code/)).toBeFocused();
  expect(await sessionEmail(page)).toBeNull();
  await expectNoAxeViolations(page);
  await step.getByLabel(/^Authentication code/).fill(totpCode(secret));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page, user.email);

  // A backup code instead of the app.
  await signOut(page);
  await signInWithPassword(page, user.email, user.password);
  await step.getByRole('button', { name: 'Use a backup code instead' }).click();
  await step.getByLabel(/^Backup code/).fill(codes[0]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page, user.email);

  // The same backup code does not work a second time.
  await signOut(page);
  await signInWithPassword(page, user.email, user.password);
  await step.getByRole('button', { name: 'Use a backup code instead' }).click();
  await step.getByLabel(/^Backup code/).fill(codes[0]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText("That backup code didn't work. Each code works only once.")).toBeVisible();
  expect(await sessionEmail(page)).toBeNull();
  await step.getByLabel(/^Backup code/).fill(codes[1]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page, user.email);

  await page.goto('/settings');
  await expect(card.getByText('You have 8 backup codes left.')).toBeVisible();
  const makeNewCodes = card.getByRole('button', { name: 'Make new backup codes' });
  await makeNewCodes.click();
  await expect(dialog.getByLabel(/^Your password/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(makeNewCodes).toBeFocused();

  // Turning it off: the password alone signs in again.
  await card.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await dialog.getByLabel(/^Your password/).fill(user.password);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(turnOn).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();
  await signOut(page);
  await signInWithPassword(page, user.email, user.password);
  await expectSignedIn(page, user.email);
});

async function signedInElsewhere(
  browser: import('@playwright/test').Browser,
  userAgent: string,
  email: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, userAgent });
  const page = await context.newPage();
  await actAsOwnClient(page);
  await signInWithPassword(page, email, password);
  await expectSignedIn(page, email);
  return { context, page };
}

test('where you’re signed in: sign out another device, then all others, and they are signed out', async ({
  page,
  user,
  browser,
}) => {
  test.setTimeout(180_000);
  const laptop = await signedInElsewhere(browser, FIREFOX_ON_LINUX, user.email, user.password);
  const phone = await signedInElsewhere(browser, SAFARI_ON_IPHONE, user.email, user.password);

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Where you’re signed in' });
  const devices = card.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(3);
  await expect(devices.first().getByText('This device')).toBeVisible();
  await expect(card.getByText('Firefox on Linux')).toBeVisible();
  await expect(card.getByText('Safari on iPhone')).toBeVisible();

  await card.getByRole('button', { name: 'Sign out Firefox on Linux' }).click();
  await expect(page.getByText('Signed out of Firefox on Linux')).toBeVisible();
  await expect(devices).toHaveCount(2);
  // The button went with its device: the keyboard goes on from the card, not the page's top.
  await expect(card.getByRole('heading', { name: 'Where you’re signed in' })).toBeFocused();
  await laptop.page.goto('/settings');
  await expect(laptop.page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
  expect(await sessionEmail(phone.page)).toBe(user.email);

  await card.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(card.getByText('You’re not signed in anywhere else.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Where you’re signed in' })).toBeFocused();
  await phone.page.goto('/settings');
  await expect(phone.page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
  expect(await sessionEmail(page)).toBe(user.email);

  await laptop.context.close();
  await phone.context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the security cards pass axe in the ${theme} theme and fit 360 px`, async ({ page, user }) => {
    expect(user.email).toBeTruthy();
    await useTheme(page, theme);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
    await expect(page.getByText('You’re not signed in anywhere else.')).toBeVisible();
    await dismissToasts(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
}
