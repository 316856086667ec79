import { E2E_BASE_URL, E2E_PASSCODE } from '../playwright.config.ts';
import { ACCOUNT_MESSAGES } from '../src/shared/validation/account-messages.ts';
import { expect, test } from './fixtures.ts';

// /auth opened by a visitor: the server renders it (decision 047), so its forms show at once and work
// with the page's own small script rather than the whole app's.

test('the sign-in page arrives as HTML, and a visitor signs in where they were going without the app’s entry', async ({
  browser,
  playwright,
  user,
}) => {
  const fetcher = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const html = await (await fetcher.get('/auth?type=reset&token=not-in-the-page')).text();
  expect(html).toContain('<title>Sign in · Harbor</title>');
  expect(html).toContain('Choose a new password');
  expect(html).not.toContain('not-in-the-page');
  await fetcher.dispose();

  const noScript = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/auth');
  await expect(still.getByRole('heading', { level: 1, name: 'Welcome to Harbor' })).toBeVisible();
  await expect(still.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await noScript.close();

  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  const scripts: string[] = [];
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await visitor.goto('/auth?redirect=%2Fsettings');
  await visitor.getByRole('tab', { name: 'Sign In' }).click();
  await visitor.getByLabel(/^Email/).fill(user.email);
  await visitor.getByLabel(/^Password/).fill('not-the-password');
  await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    visitor.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }),
  ).toBeVisible();
  expect(scripts.some((script) => /^\/assets\/auth-islands-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.some((script) => /^\/assets\/index-/.test(script))).toBe(false);

  // The e-mail stays; the right password opens the page they were sent from.
  await expect(visitor.getByLabel(/^Email/)).toHaveValue(user.email);
  await visitor.getByLabel(/^Password/).fill(user.password);
  await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(visitor).toHaveURL(/\/settings$/);
  await expect(visitor.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

  // Signed in, /auth is the app's, which sends them on.
  await visitor.goto('/auth?redirect=%2Fsettings');
  await expect(visitor).toHaveURL(/\/settings$/);
  await context.close();
});

test('an expired verification link opens Sign In with the e-mail filled in and says why', async ({
  page,
}) => {
  await page.goto('/auth?type=signup&error=TOKEN_EXPIRED&email=rose%40example.com');
  await expect(page.getByText(ACCOUNT_MESSAGES.verifyLinkInvalid)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(/^Email/)).toHaveValue('rose@example.com');
});

test('in the private preview, Sign Up says a passcode is needed before anything is typed, and where it goes', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  await visitor.goto('/auth');
  const notice = visitor.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.previewRequired });
  await expect(notice).toBeVisible();
  await expect(visitor.getByLabel(/^First Name/)).toHaveValue('');
  await notice.getByRole('link', { name: 'Enter a passcode on the welcome page' }).click();
  await expect(visitor).toHaveURL(`${E2E_BASE_URL}/`);
  await expect(visitor.getByRole('button', { name: 'Have a passcode? Enter it here.' })).toBeVisible();

  // With the passcode given, the notice is gone.
  const granted = await visitor.request.post('/api/preview', {
    data: { passcode: E2E_PASSCODE },
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': '10.77.0.1' },
  });
  expect(granted.ok()).toBe(true);
  await visitor.goto('/auth');
  await expect(visitor.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(visitor.getByText(ACCOUNT_MESSAGES.previewRequired)).toHaveCount(0);
  await context.close();
});
