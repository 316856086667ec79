import { test as base, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_PASSCODE } from '../playwright.config.ts';
import { firstLinkIn, uniqueEmail, waitForMail } from './support.ts';

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

export const TEST_PASSWORD = 'Harbor-Test-1';

/**
 * Gives this page's browser context its own client address (the e2e server trusts X-Forwarded-For), so
 * per-client rate limits count this test alone. Call it before anything that signs up or signs in.
 */
export async function actAsOwnClient(page: Page): Promise<Record<string, string>> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const headers = { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
  await page.context().setExtraHTTPHeaders(headers);
  return headers;
}

/**
 * Creates a verified, signed-in account the way a person would end up with one (preview passcode,
 * sign-up, the verification link from the mailbox), without clicking through the forms each time.
 */
export async function signUpAndVerify(page: Page, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user: TestUser = {
    email: overrides.email ?? uniqueEmail('user'),
    password: overrides.password ?? TEST_PASSWORD,
    firstName: overrides.firstName ?? 'Robin',
    lastName: overrides.lastName ?? 'Taylor',
  };
  const headers = { origin: E2E_BASE_URL, ...(await actAsOwnClient(page)) };
  const preview = await page.request.post('/api/preview', { data: { passcode: E2E_PASSCODE }, headers });
  expect(preview.ok()).toBe(true);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { ...user, name: `${user.firstName} ${user.lastName}` },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const mail = await waitForMail(page, user.email, 'Verify');
  // The link is followed by the page's own request context, which shares the browser's cookies: the
  // session is the page's, without loading and rendering the app once more for every test (the suite
  // is CPU-bound on CI's two cores). e2e/accounts.spec.ts follows the link in the browser, as a person does.
  const verified = await page.request.get(firstLinkIn(mail.text), { headers });
  expect(verified.ok(), await verified.text()).toBe(true);
  await expect
    .poll(async () => {
      const session = await page.request.get('/api/auth/get-session');
      return ((await session.json()) as { user?: { email: string } } | null)?.user?.email;
    })
    .toBe(user.email);
  return user;
}

/** A test whose page starts signed in as a fresh, verified user. */
export const test = base.extend<{ user: TestUser }>({
  user: async ({ page }, use) => {
    await use(await signUpAndVerify(page));
  },
});

export { expect };
