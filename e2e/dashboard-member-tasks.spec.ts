import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi, createTaskByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { firstLinkIn, uniqueEmail, waitForMail } from './support.ts';

test.setTimeout(120_000);

test('an invitee joins with the invited address; as a support member, Up next offers only their own tasks', async ({
  page,
  user: _admin,
  browser,
}) => {
  const headers = { origin: E2E_BASE_URL };
  const lovedOneId = await createLovedOneByApi(page);
  const theirs = await createTaskByApi(page, lovedOneId, { title: 'Collect the death certificates' });
  const notAssigned = await createTaskByApi(page, lovedOneId, { title: 'Call the pension office' });

  const memberEmail = uniqueEmail('member');
  const invited = await page.request.post(`/api/team/${lovedOneId}/invitations`, {
    headers,
    data: { firstName: 'Sam', lastName: 'Lee', email: memberEmail },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await memberContext.setExtraHTTPHeaders({
    'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.9`,
  });
  const mail = await waitForMail(member, memberEmail, 'invited you');
  await member.goto(firstLinkIn(mail.text));
  // The account is the invited address: shown, not editable (another would join unverified).
  const address = member.getByLabel('Email');
  await expect(address).toHaveValue(memberEmail);
  await expect(address).not.toBeEditable();
  await member.getByLabel(/^Password/).fill('Harbor-Test-1');
  await member.getByLabel('Confirm password').fill('Harbor-Test-1');
  await member.getByRole('button', { name: 'Create account and join' }).click();
  await expect(member.getByText('Welcome!')).toBeVisible();
  const session = (await (await member.request.get('/api/auth/get-session')).json()) as {
    user: { id: string; email: string; emailVerified: boolean };
  };
  expect(session.user).toMatchObject({ email: memberEmail, emailVerified: true });

  const assigned = await page.request.patch(`/api/tasks/${theirs}`, {
    headers,
    data: { assignedToUserId: session.user.id },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);

  await member.goto(`/dashboard?lovedOne=${lovedOneId}`);
  const upNext = member.getByRole('heading', { name: 'Up next' }).locator('..');
  const notTheirs = upNext.getByRole('checkbox', { name: 'Call the pension office' });
  await expect(notTheirs).toBeDisabled();
  await expect(notTheirs).toHaveAccessibleDescription('You can only edit tasks assigned to you.');
  // Only the checkbox is read-only: the title still opens the task, and tapping it ticks nothing.
  await upNext.getByRole('link', { name: 'Call the pension office', exact: true }).click();
  await expect(member).toHaveURL(`/task/${notAssigned}`);
  await expect(member.getByRole('heading', { level: 1, name: 'Call the pension office' })).toBeVisible();
  await member.goBack();
  const mine = upNext.getByRole('checkbox', { name: 'Collect the death certificates' });
  await expect(mine).toBeEnabled();
  await mine.check();
  await expect(member.getByText('Failed to update task. Please try again.')).toHaveCount(0);
  await expect(mine).toBeChecked();
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/tasks/${theirs}`);
      return ((await response.json()) as { task: { status: string } }).task.status;
    })
    .toBe('completed');

  // The admin may tick every task.
  await page.goto(`/dashboard?lovedOne=${lovedOneId}`);
  await expect(page.getByRole('checkbox', { name: 'Call the pension office' })).toBeEnabled();
  await memberContext.close();
});
