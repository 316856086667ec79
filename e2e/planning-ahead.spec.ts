import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// A person's own plans are made while they are alive: nothing may address them as a loss.
test('a planner sees planner words, no memorial, and “Plan ahead for yourself” opens their one plan', async ({
  page,
  user: _user,
}) => {
  await createLovedOneByApi(page);
  const setup = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers: { origin: E2E_BASE_URL },
    data: { path: 'planning-ahead', answers: { planning_reason: 'Peace of mind' } },
  });
  expect(setup.status(), await setup.text()).toBe(201);
  const { lovedOneId: planId } = (await setup.json()) as { lovedOneId: string };

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
  await expect(page.getByText('Be gentle with yourself today.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Plan ahead for yourself' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard\\?lovedOne=${planId}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
  await expect(page).toHaveTitle('My Plans · Harbor');
  await expect(page.getByText('Honoring')).toHaveCount(0);
  await expect(page.getByText('Grief takes energy')).toHaveCount(0);
  await expect(page.getByText('you can change your plans whenever you like')).toBeVisible();
  await expect(page.getByRole('link', { name: /memorial page/i })).toHaveCount(0);
  await expect(page.getByText('No memorial page')).toHaveCount(0);
  // Already there: the action is not offered again, so no second “My Plans” can be started.
  await expect(page.getByRole('button', { name: 'Plan ahead for yourself' })).toHaveCount(0);

  await page.goto(`/dashboard/${planId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create memorial page' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Family/ }).click();
  await expect(page.getByText('Inviting someone you trust lets them know your wishes')).toBeVisible();
  await expect(page.getByText('lighter when it is shared')).toHaveCount(0);

  await page.goto(`/hub/memorial/${planId}`);
  await expect(page.getByText('there isn’t one for your own plans')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create memorial page' })).toHaveCount(0);

  const dashboard = (await (await page.request.get('/api/dashboard')).json()) as {
    lovedOnes: { kind: string }[];
  };
  expect(dashboard.lovedOnes.filter((one) => one.kind === 'planning-ahead')).toHaveLength(1);
});
