import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_OPERATOR_EMAIL } from '../playwright.config.ts';
import { secretOf, totpCode } from '../test/totp.ts';
import { actAsOwnClient, expect, signUpAndVerify, TEST_PASSWORD, test } from './fixtures.ts';
import { expectNoAxeViolations, uniqueEmail, useTheme, waitForMail } from './support.ts';

const FUNNEL_STEPS = [
  'waitlist_opened',
  'waitlist_submitted',
  'sign_up',
  'assessment_complete',
  'checklist_generated',
] as const;
type FunnelCounts = Record<(typeof FUNNEL_STEPS)[number], number>;

/** This week's row of the funnel table (the last one), read as numbers. */
async function thisWeek(page: Page): Promise<FunnelCounts> {
  const row = page.getByRole('table', { name: 'Funnel per week' }).locator('tbody tr').last();
  const counts = {} as FunnelCounts;
  for (const step of FUNNEL_STEPS) {
    counts[step] = Number(await row.locator(`td[data-step="${step}"]`).textContent());
  }
  return counts;
}

/**
 * Resolves once the server has answered the batches carrying each of these events, so closing the page
 * afterwards loses nothing (a beacon sent while a context closes may never arrive).
 */
function analyticsDelivered(page: Page, names: string[]) {
  const waiting = new Set(names);
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/analytics/events')) return false;
    const body = response.request().postData() ?? '';
    for (const name of waiting) if (body.includes(`"name":"${name}"`)) waiting.delete(name);
    return waiting.size === 0;
  });
}

/** Signs the operator in; the first journey of a run creates the account. */
async function signInAsOperator(page: Page) {
  const headers = { origin: E2E_BASE_URL, ...(await actAsOwnClient(page)) };
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: E2E_OPERATOR_EMAIL, password: TEST_PASSWORD },
    headers,
  });
  if (!signIn.ok())
    await signUpAndVerify(page, { email: E2E_OPERATOR_EMAIL, firstName: 'Olive', lastName: 'Operator' });
}

// One operator address per server run, so these journeys run in order in one worker.
test.describe.configure({ mode: 'serial' });

test('an operator sees the funnel move as someone joins, signs up and finishes onboarding, then exports and invites', async ({
  page,
  browser,
}) => {
  // Two people's journeys and every console tab in one story: longer than the default minute.
  test.setTimeout(180_000);
  await signInAsOperator(page);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Funnel per week' })).toBeVisible();
  await expect(page.getByTestId('funnel-chart')).toBeVisible();
  const before = await thisWeek(page);

  // Someone new: opens and joins the waitlist, signs up, and completes the setup questions.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorEmail = uniqueEmail('funnel');
  await visitor.goto('/');
  const waitlistSent = analyticsDelivered(visitor, ['waitlist_opened', 'waitlist_submitted']);
  await visitor.getByRole('button', { name: 'Join Waitlist' }).click();
  const waitlistDialog = visitor.getByRole('dialog', { name: 'Join the waitlist' });
  await waitlistDialog.getByLabel('First name').fill('Wren');
  await waitlistDialog.getByLabel('Last name').fill('Visitor');
  await waitlistDialog.getByLabel('Email').fill(visitorEmail);
  // A spreadsheet would run this as a formula if the export did not neutralise it.
  await waitlistDialog.getByLabel('Why are you interested? (optional)').fill('=SUM(1,2)');
  await waitlistDialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(visitor.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  expect((await waitlistSent).ok()).toBe(true);

  await signUpAndVerify(visitor, { email: visitorEmail, firstName: 'Wren', lastName: 'Visitor' });
  await visitor.goto('/welcome');
  await visitor.getByRole('button', { name: /Planning Ahead/ }).click();
  const setup = visitor.getByRole('dialog', { name: "Let's understand your situation" });
  await setup.getByRole('radio', { name: 'Peace of mind' }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('button', { name: 'Next' }).click();
  const setupSent = analyticsDelivered(visitor, ['assessment_complete', 'checklist_generated']);
  await setup.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  expect((await setupSent).ok()).toBe(true);
  await visitorContext.close();

  // Journeys in other workers sign people up too, so each step rises by at least this visitor.
  await expect
    .poll(
      async () => {
        await page.reload();
        const now = await thisWeek(page);
        return FUNNEL_STEPS.filter((step) => now[step] < before[step] + 1);
      },
      { timeout: 20_000, message: 'funnel steps that have not counted the visitor yet' },
    )
    .toEqual([]);
  await expectNoAxeViolations(page);

  // The waitlist, exported: a header, the person as they typed, and the formula made harmless.
  await page.getByRole('tab', { name: 'Waitlist' }).click();
  const waitlistTable = page.getByRole('table', { name: 'Waitlist entries' });
  await expect(waitlistTable.getByText(visitorEmail)).toBeVisible();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^harbor-waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = csv.trimEnd().split('\r\n');
  expect(rows[0]).toBe('First name,Last name,Email,Why interested,Joined,Passcode sent');
  const row = rows.find((line) => line.includes(visitorEmail));
  expect(row).toMatch(
    new RegExp(`^Wren,Visitor,${visitorEmail.replaceAll('.', '\\.')},"'=SUM\\(1,2\\)",\\d{4}-`),
  );

  // Search, choose the person and send them the pilot passcode through the outbox.
  await page.getByLabel('Search by name or e-mail').fill('wren');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 person matching “wren”.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Choose Wren Visitor' }).check();
  await page.getByRole('button', { name: 'Send pilot passcode (1)' }).click();
  await page
    .getByRole('dialog', { name: 'Send the pilot passcode?' })
    .getByRole('button', { name: 'Send passcode' })
    .click();
  await expect(page.getByText('Queued for 1 person.')).toBeVisible();
  const mail = await waitForMail(page, visitorEmail, 'pilot');
  expect(mail.text).toContain('harbor-e2e-passcode');
  await expect(
    waitlistTable
      .getByRole('row', { name: /Wren Visitor/ })
      .getByRole('cell')
      .last(),
  ).not.toHaveText('—');

  // The same console in the dark theme on a phone-sized screen.
  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('table', { name: 'Accounts' }).getByText(visitorEmail)).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Mail' }).click();
  await expect(page.getByRole('table', { name: 'Mail' })).toBeVisible();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Security events' })).toBeVisible();
  // Crisis checks as daily counts only: no person, no reason, no words (decision 033).
  await expect(page.getByRole('heading', { name: 'Crisis checks' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Crisis checks per day' })
      .or(page.getByText('None in the last 30 days.')),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('anyone who is not an operator gets the not-found page at /operator, and 404 from its API', async ({
  page,
}) => {
  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Operator console' })).toHaveCount(0);

  await signUpAndVerify(page);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect((await page.request.get('/api/operator/waitlist')).status()).toBe(404);
  expect((await page.request.get('/api/operator/waitlist.csv')).status()).toBe(404);
  await expectNoAxeViolations(page);
});

test('a disabled account is signed out at once and cannot sign in until enabled again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const personContext = await browser.newContext();
  const person = await personContext.newPage();
  const user = await signUpAndVerify(person, { firstName: 'Dana', lastName: 'Disabled' });
  await person.goto('/settings');
  await expect(person).toHaveURL(/\/settings$/);

  await signInAsOperator(page);
  await page.goto('/operator');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search by name or e-mail').fill(user.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByText(user.email)).toBeVisible();
  // The list's refresh after the change fails: the rows stay, and the console says they are not fresh.
  const usersList = /\/api\/operator\/users(\?|$)/;
  await page.route(usersList, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Disable Dana Disabled' }).click();
  await page
    .getByRole('dialog', { name: 'Disable Dana Disabled’s account?' })
    .getByRole('button', { name: 'Disable account' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Not refreshed' })).toBeVisible();
  await expect(accounts.getByText(user.email)).toBeVisible();
  await page.unroute(usersList);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(accounts.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not refreshed' })).toHaveCount(0);

  // Their open page has no session any more, and the right password does not let them back in.
  await person.reload();
  await expect(person).toHaveURL(/\/auth/);
  await person.getByRole('tab', { name: 'Sign In' }).click();
  await person.getByLabel(/^Email/).fill(user.email);
  await person.getByLabel(/^Password/).fill(user.password);
  await person.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(person.getByText('This account has been disabled.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Enable Dana Disabled' }).click();
  await expect(page.getByText('Account enabled; they can sign in again.')).toBeVisible();
  await person.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(person).not.toHaveURL(/\/auth/);
  await personContext.close();

  // Before deleting an account, the operator reads whose work would go with it; Cancel keeps it.
  await page.getByRole('button', { name: 'Delete Dana Disabled' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete Dana Disabled’s account?' });
  await expect(deleting.getByText('No one else works on what this account manages.')).toBeVisible();
  await deleting.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleting).toBeHidden();
});

test('an operator turns off two-step sign-in for someone who lost phone and codes; they sign in with the password alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const personContext = await browser.newContext();
  const person = await personContext.newPage();
  const user = await signUpAndVerify(person, { firstName: 'Lou', lastName: 'Locked' });
  const headers = { origin: E2E_BASE_URL };
  const enable = await person.request.post('/api/auth/two-factor/enable', {
    data: { password: user.password },
    headers,
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const verify = await person.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(secretOf(totpURI)) },
    headers,
  });
  expect(verify.ok(), await verify.text()).toBe(true);

  await signInAsOperator(page);
  await page.goto('/operator');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search by name or e-mail').fill(user.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByText('Two-step sign-in', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Turn off two-step sign-in for Lou Locked' }).click();
  const confirm = page.getByRole('dialog', { name: 'Turn off two-step sign-in for Lou Locked?' });
  await expect(confirm).toContainText('lost both their phone and their backup codes');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(
    page.getByText('Two-step sign-in turned off; they were signed out and told by e-mail.'),
  ).toBeVisible();
  await expect(accounts.getByText('Two-step sign-in', { exact: true })).toHaveCount(0);
  const notice = await waitForMail(page, user.email, 'Two-step sign-in was turned off');
  expect(notice.text).toContain('You can now sign in with your password alone.');

  // Signed out everywhere; the password alone now opens the account, with no code step.
  await person.goto('/settings');
  await expect(person).toHaveURL(/\/auth/);
  await person.getByRole('tab', { name: 'Sign In' }).click();
  await person.getByLabel(/^Email/).fill(user.email);
  await person.getByLabel(/^Password/).fill(user.password);
  await person.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(person).toHaveURL(/\/settings$/);
  await personContext.close();
});
