import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi } from './dashboard-fixtures.ts';
import { expect, signUpAndVerify, test } from './fixtures.ts';
import { expectNoAxeViolations, loseTheNextAnswer, useTheme } from './support.ts';

test.setTimeout(120_000);

const headers = { origin: E2E_BASE_URL };

test('the admin is told who loses what, hands the loved one over to a member, then deletes their account', async ({
  page,
  user,
  browser,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signUpAndVerify(member, { firstName: 'Sam', lastName: 'Lee' });
  const link = await page.request.get(`/api/team/${lovedOneId}/join-link`);
  const key = new URL(((await link.json()) as { url: string }).url).searchParams.get('key');
  const asked = await member.request.post(`/api/join/${lovedOneId}/requests`, { headers, data: { key } });
  expect(asked.status(), await asked.text()).toBe(201);
  const team = (await (await page.request.get(`/api/team/${lovedOneId}`)).json()) as {
    joinRequests: { id: string }[];
  };
  const approved = await page.request.post(
    `/api/team/${lovedOneId}/join-requests/${team.joinRequests[0]!.id}/approve`,
    { headers },
  );
  expect(approved.ok(), await approved.text()).toBe(true);

  // Before handing over: the delete dialog names the loved one and who would lose it.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('The loved ones you manage', { exact: false })).toBeVisible();
  const shared = dialog.getByRole('region', { name: 'Others are working on this with you' });
  await expect(shared).toContainText(
    'Eleanor Hart: 1 other person on the team will lose it and everything they added to it.',
  );
  await expectNoAxeViolations(page);
  await useTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await useTheme(page, 'light');
  await shared.getByRole('link', { name: 'Hand over Eleanor Hart to someone on the team first' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard/${lovedOneId}?tab=support`);

  // The admin's own controls, as the profile tab shows them before the hand-over.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('button', { name: 'Create memorial page' })).toBeVisible();
  await page.getByRole('tab', { name: /Family/ }).click();

  const row = page.getByRole('row', { name: /Sam Lee/ });
  await row.getByRole('button', { name: 'Make Sam Lee admin' }).click();
  const confirm = page.getByRole('dialog', { name: 'Make Sam Lee the admin?' });
  await expect(confirm).toContainText('You stay on the team as a support member');
  await expectNoAxeViolations(page);
  // On a weak connection: the server hands over, the answer never arrives, and the page asks again.
  await loseTheNextAnswer(page, '**/make-admin');
  const handOvers: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/make-admin')) handOvers.push(request.method());
  });
  await confirm.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText('Sam Lee is now the admin')).toBeVisible();
  expect(handOvers).toEqual(['POST', 'POST']);
  await expect(row).toContainText('Admin');
  await expect(page.getByRole('row', { name: /Robin Taylor/ })).toContainText('Support member');
  await expect(page.getByRole('button', { name: /^Make .* admin$/ })).toHaveCount(0);
  // Every screen of Eleanor now offers what a support member may do, without a reload.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('No memorial page yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create memorial page' })).toHaveCount(0);

  // Nothing of anyone else's goes now: the dialog says nothing more, and the account goes.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('The loved ones you manage', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Others are working on this with you' })).toHaveCount(0);
  await dialog.getByLabel(/^Your password/).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Account deleted successfully')).toBeVisible();

  await member.goto(`/dashboard/${lovedOneId}?tab=support`);
  await expect(member.getByText('Eleanor Hart').first()).toBeVisible();
  const samRow = member.getByRole('row', { name: /Sam Lee/ });
  await expect(samRow).toContainText('Admin');
  await expect(member.getByRole('row', { name: /Robin Taylor/ })).toHaveCount(0);
  await memberContext.close();
});

test('when who-else-shares cannot be checked, the delete dialog says so and can check again', async ({
  page,
  user: _user,
}) => {
  await createLovedOneByApi(page);
  await page.route('**/api/account/deletion-impact', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }),
  );
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(
    dialog.getByText('We couldn’t check whether anyone else shares the loved ones you manage.', {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute('**/api/account/deletion-impact');
  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(dialog.getByText('We couldn’t check', { exact: false })).toHaveCount(0);
  // Eleanor is theirs alone: nothing more to say, and deleting is still offered.
  await expect(dialog.getByRole('region', { name: 'Others are working on this with you' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
});
