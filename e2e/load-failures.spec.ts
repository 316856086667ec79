import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi, createTaskByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { cutOff, expectNoAxeViolations, uniqueEmail } from './support.ts';

test('an inventory that could not load says why, calmly, and comes on Try again', async ({
  page,
  user: _,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  const items = new RegExp(`/api/inventory/${lovedOneId}/items$`);
  await page.route(items, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Our records did not answer in time.' } }),
    }),
  );
  await page.goto(`/dashboard/${lovedOneId}?tab=inventory`);
  const notice = page.getByRole('region', { name: 'The estate inventory could not be loaded' });
  await expect(notice).toContainText('Our records did not answer in time.');
  await expectNoAxeViolations(page);

  await page.unroute(items);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Executor expenses' })).toBeVisible();
});

test('a task’s documents that could not load say why, and come on Try again', async ({ page, user: _ }) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  const taskId = await createTaskByApi(page, lovedOneId, { title: 'Find the house deeds' });
  const documents = new RegExp(`/api/tasks/${taskId}/documents$`);
  await page.route(documents, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'INTERNAL', message: 'Our records did not answer in time.' },
          }),
        })
      : route.fallback(),
  );
  await page.goto(`/task/${taskId}`);
  const notice = page.getByRole('region', { name: 'We couldn’t load the documents' });
  await expect(notice).toContainText('Our records did not answer in time.');
  await expectNoAxeViolations(page);

  await page.unroute(documents);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('No documents yet.')).toBeVisible();
});

test('where you’re signed in, when it could not load, says why and comes on Try again', async ({
  page,
  user: _,
}) => {
  const sessions = /\/api\/security\/sessions$/;
  await page.route(sessions, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Our records did not answer in time.' } }),
    }),
  );
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Where you’re signed in' });
  const notice = card.getByRole('region', { name: 'We couldn’t load where you’re signed in' });
  await expect(notice).toContainText('Our records did not answer in time.');
  await expectNoAxeViolations(page);

  await page.unroute(sessions);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(card.getByRole('list', { name: 'Signed-in devices' })).toContainText('This device');
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
