import type { Locator, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi, createTaskByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { cutOff, expectNoAxeViolations, uniqueEmail } from './support.ts';

const REFUSED = 'Our records did not answer in time.';

/** Every read of `url` is refused, as by a server having a bad moment; the function returned ends it. */
async function refuseReads(page: Page, url: RegExp) {
  await page.route(url, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: REFUSED } }),
        })
      : route.fallback(),
  );
  return () => page.unroute(url);
}

/** The notice says why, calmly (axe finds nothing); with the server back, Try again brings the screen. */
async function expectWhyThenTryAgain(page: Page, notice: Locator, serverBack: () => Promise<void>) {
  await expect(notice).toContainText(REFUSED);
  await expectNoAxeViolations(page);
  await serverBack();
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
}

test('an inventory that could not load says why, calmly, and comes on Try again', async ({
  page,
  user: _,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  const serverBack = await refuseReads(page, new RegExp(`/api/inventory/${lovedOneId}/items$`));
  await page.goto(`/dashboard/${lovedOneId}?tab=inventory`);
  const notice = page.getByRole('region', { name: 'The estate inventory could not be loaded' });
  await expectWhyThenTryAgain(page, notice, serverBack);
  await expect(page.getByRole('heading', { name: 'Executor expenses' })).toBeVisible();
});

test('a task’s documents that could not load say why, and come on Try again', async ({ page, user: _ }) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  const taskId = await createTaskByApi(page, lovedOneId, { title: 'Find the house deeds' });
  const serverBack = await refuseReads(page, new RegExp(`/api/tasks/${taskId}/documents$`));
  await page.goto(`/task/${taskId}`);
  const notice = page.getByRole('region', { name: 'We couldn’t load the documents' });
  await expectWhyThenTryAgain(page, notice, serverBack);
  await expect(page.getByText('No documents yet.')).toBeVisible();
});

test('the security cards, when they could not load, say why and come on Try again', async ({
  page,
  user: _,
}) => {
  const serverBack = await refuseReads(page, /\/api\/security\/(sessions|two-factor)$/);
  await page.goto('/settings');
  const sessions = page.getByRole('region', { name: 'Where you’re signed in' });
  const sessionsNotice = sessions.getByRole('region', { name: 'We couldn’t load where you’re signed in' });
  const twoStepNotice = page.getByRole('region', { name: 'We couldn’t load your two-step sign-in' });
  await expect(twoStepNotice).toContainText(REFUSED);
  await expectWhyThenTryAgain(page, sessionsNotice, serverBack);
  await expect(sessions.getByRole('list', { name: 'Signed-in devices' })).toContainText('This device');
  await twoStepNotice.getByRole('button', { name: 'Try again' }).click();
  await expect(twoStepNotice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
});

test('the team, refreshed without an answer, stays on screen and says it was not refreshed; activity says why', async ({
  page,
  user: _,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  await page.goto(`/dashboard/${lovedOneId}?tab=support`);
  await expect(page.getByText('1 person on this team')).toBeVisible();
  const teamBack = await refuseReads(page, new RegExp(`/api/team/${lovedOneId}$`));
  await page.getByRole('button', { name: 'Refresh' }).click();
  const notRefreshed = page.getByRole('status').filter({ hasText: 'Not refreshed' });
  await expect(notRefreshed).toContainText(REFUSED);
  // What was loaded stays: the team and its Invite are still there to use.
  await expect(page.getByRole('button', { name: 'Invite' })).toBeVisible();
  await expect(page.getByText('1 person on this team')).toBeVisible();
  await expectWhyThenTryAgain(page, notRefreshed, teamBack);

  const activityBack = await refuseReads(page, new RegExp(`/api/activity/${lovedOneId}(\\?.*)?$`));
  await page.getByRole('tab', { name: 'Activity' }).click();
  const notice = page.getByRole('region', { name: 'We couldn’t load the recent activity' });
  await expectWhyThenTryAgain(page, notice, activityBack);
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
});

test('the dashboard, refreshed after a tick without an answer, stays on screen as it was', async ({
  page,
  user: _,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  await createTaskByApi(page, lovedOneId, { title: 'Call the registrar' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
  // Every read of the dashboard from here on goes unanswered, as on a train between stations.
  const dashboard = /\/api\/dashboard(\?.*)?$/;
  await refuseReads(page, dashboard);
  const refused = page.waitForResponse((response) => dashboard.test(response.url()));
  await page.getByRole('checkbox', { name: 'Call the registrar' }).check();
  await expect(page.getByText('Task completed')).toBeVisible();
  expect((await refused).status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Call the registrar' })).toBeChecked();
  await expect(page.getByText('Error loading dashboard')).toHaveCount(0);
});

test('an invitation checked without a connection asks to try again, not for a new invitation', async ({
  page,
  browser,
  user: _,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  const headers = { origin: E2E_BASE_URL };
  const invited = await page.request.post(`/api/team/${lovedOneId}/invitations`, {
    headers,
    data: { firstName: 'Sam', lastName: 'Helper', email: uniqueEmail('invitee'), relationship: '' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { id: string } };
  const link = await page.request.post(`/api/team/${lovedOneId}/invitations/${invitation.id}/link`, {
    headers,
  });
  const { url } = (await link.json()) as { url: string };

  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const invitee = await context.newPage();
  const reconnect = await cutOff(invitee, '**/api/invitations/lookup');
  await invitee.goto(new URL(url).pathname + new URL(url).search);
  const notice = invitee.getByRole('region', { name: 'We couldn’t check your invitation' });
  await expect(notice).toBeVisible();
  await expect(
    invitee.getByText('Please ask the person who invited you to send a new invitation.'),
  ).toHaveCount(0);
  await reconnect();
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(invitee.getByText('Eleanor Hart')).toBeVisible();
  await context.close();
});
