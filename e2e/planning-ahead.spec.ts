import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi, createTaskByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, firstLinkIn, uniqueEmail, waitForMail } from './support.ts';

// A person's own plans are made while they are alive: nothing may address them as a loss.
test('a planner sees planner words, no memorial, and “Plan ahead for yourself” opens their one plan', async ({
  page,
  user: _user,
}) => {
  const lossId = await createLovedOneByApi(page);
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
  // Its memorial tasks are the funeral wishes, kept in the checklist: no card leads to a memorial hub.
  await expect(page.getByRole('link', { name: /^Memorial/ })).toHaveCount(0);
  await page.getByRole('link', { name: /^Funeral wishes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${planId}\\?tab=tasks$`));
  // A task of the plan leads back to the plan by its name, not to "My Plans's tasks".
  const taskId = await createTaskByApi(page, planId, { title: 'Write down where the deeds are' });
  await page.goto(`/task/${taskId}`);
  await page.getByRole('link', { name: 'Back to My Plans' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${planId}\\?tab=tasks$`));
  // Already there: the action is not offered again, so no second “My Plans” can be started.
  await expect(page.getByRole('button', { name: 'Plan ahead for yourself' })).toHaveCount(0);

  await page.goto(`/dashboard/${planId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create memorial page' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Family/ }).click();
  await expect(page.getByText('Inviting someone you trust lets them know your wishes')).toBeVisible();
  await expect(page.getByText('lighter when it is shared')).toHaveCount(0);

  // The legal, financial and accounts hubs speak to whoever settles an estate: a planner reads them ahead.
  for (const hub of ['legal', 'financial', 'accounts', `legal/${planId}/probate-calculator`]) {
    await page.goto(hub.includes('/') ? `/hub/${hub}` : `/hub/${hub}/${planId}`);
    await expect(page.getByRole('complementary', { name: 'Reading ahead' })).toBeVisible();
  }
  await expect(page.getByText('My Plans’s')).toHaveCount(0);
  await page.goto(`/hub/financial/${planId}/tax-documents`);
  await expect(page.getByText('to prepare the final returns')).toBeVisible();
  await expect(page.getByText('so plans made ahead show none')).toBeVisible();
  await expect(page.getByText('My Plans’s')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(`/hub/accounts/${planId}`);
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page.getByText('These letters tell a company of a death', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  const item = await page.request.post(`/api/inventory/${planId}/items`, {
    headers: { origin: E2E_BASE_URL },
    data: { kind: 'bank_account', institution: 'First Bank' },
  });
  expect(item.status(), await item.text()).toBe(201);
  await page.goto(`/dashboard/${planId}?tab=inventory`);
  await expect(page.getByText('First Bank')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prepare letter' })).toHaveCount(0);
  await page.goto(`/hub/legal/${lossId}`);
  await expect(page.getByText('For Eleanor Hart')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Reading ahead' })).toHaveCount(0);

  // Opened by its address, the memorial hub offers no page, obituary or guest list: nobody has died.
  await page.goto(`/hub/memorial/${planId}`);
  await expect(page.getByText('plans made ahead don’t have one')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create memorial page' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Obituary/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the checklist' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${planId}\\?tab=tasks$`));

  const dashboard = (await (await page.request.get('/api/dashboard')).json()) as {
    lovedOnes: { kind: string }[];
  };
  expect(dashboard.lovedOnes.filter((one) => one.kind === 'planning-ahead')).toHaveLength(1);
});

test('the profile of one’s own plan asks nothing about a death and can be complete', async ({
  page,
  user: _user,
}) => {
  const setup = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers: { origin: E2E_BASE_URL },
    data: { path: 'planning-ahead', answers: {} },
  });
  const { lovedOneId: planId } = (await setup.json()) as { lovedOneId: string };

  await page.goto(`/dashboard/${planId}`);
  await expect(page.getByTestId('summary-Profile')).toHaveText('Needs details');
  await expect(page.getByTestId('missing-details')).toHaveText(
    'This profile still needs your date of birth.',
  );
  await expect(page.getByText('Some people like to write their own, in their own words.')).toBeVisible();
  await expect(page.getByText('No obituary has been written yet.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile Information' });
  await expect(dialog.getByLabel('Date of birth')).toBeVisible();
  for (const asked of ['Date of passing', 'Relationship to you', 'Memorial website']) {
    await expect(dialog.getByLabel(asked)).toHaveCount(0);
  }
  await dialog.getByLabel('First name').fill('June');
  await dialog.getByLabel('Last name').fill('Park');
  await dialog.getByLabel('Date of birth').fill('1961-04-05');
  await dialog.getByLabel('Obituary').fill('I grew tomatoes and told bad jokes.');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { level: 1, name: 'June Park' })).toBeVisible();
  await expect(page.getByTestId('summary-Profile')).toHaveText('Complete');
  await expect(page.getByTestId('missing-details')).toHaveCount(0);
  await expect(page.getByText('I grew tomatoes and told bad jokes.')).toBeVisible();
  await expect(page.getByText(/Passed away/)).toHaveCount(0);
});

test('someone invited to a person’s own plans is told of their plans, not of a loss, and sees them as theirs', async ({
  page,
  user,
  browser,
}) => {
  const setup = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers: { origin: E2E_BASE_URL },
    data: { path: 'planning-ahead', answers: {} },
  });
  const { lovedOneId: planId } = (await setup.json()) as { lovedOneId: string };
  const email = uniqueEmail('plan-friend');
  const invited = await page.request.post(`/api/team/${planId}/invitations`, {
    headers: { origin: E2E_BASE_URL },
    data: { firstName: 'Sam', lastName: 'Lee', email, relationship: 'close_friend' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(page, email, 'would like to share their plans');
  expect(mail.text).not.toContain('loss');

  const friend = await (await browser.newContext()).newPage();
  await friend.goto(firstLinkIn(mail.text));
  const inviter = `${user.firstName} ${user.lastName}`;
  await expect(
    friend.getByText(
      `${inviter} has invited you to their team on Harbor, where they are writing down their own plans and wishes.`,
    ),
  ).toBeVisible();
  await expect(friend.getByText('follow a loss')).toHaveCount(0);
  await expect(friend.getByText('My Plans')).toHaveCount(0);
  await expectNoAxeViolations(friend);

  // Once on the team, the friend reads whose plans these are: "My Plans" would name the friend's own.
  await friend.getByLabel(/^Password/).fill('Harbor-Test-1');
  await friend.getByLabel('Confirm password').fill('Harbor-Test-1');
  await friend.getByRole('button', { name: 'Create account and join' }).click();
  await expect(friend.getByText('Welcome!')).toBeVisible();
  await expect(friend).toHaveURL(/\/(dashboard)?$/);
  await friend.goto('/dashboard');
  const theirPlans = `${inviter}’s plans`;
  await expect(friend.getByRole('heading', { level: 1, name: theirPlans })).toBeVisible();
  await expect(friend).toHaveTitle(`${theirPlans} · Harbor`);
  await expect(friend.getByText(`Thank you for helping ${inviter}.`, { exact: false })).toBeVisible();
  await expect(friend.getByText('you can change your plans')).toHaveCount(0);
  await friend.goto(`/dashboard/${planId}`);
  await expect(friend.getByRole('heading', { level: 1, name: theirPlans })).toBeVisible();
  // "Needs details" says what, and who can add it: the friend cannot edit the profile.
  await expect(friend.getByTestId('summary-Profile')).toHaveText('Needs details');
  await expect(friend.getByTestId('missing-details')).toHaveText(
    `This profile still needs the date of birth. ${inviter} looks after the profile and can add it.`,
  );
  await expect(friend.getByRole('button', { name: 'Add details' })).toHaveCount(0);
  await expectNoAxeViolations(friend);
  for (const hub of ['legal', 'memorial']) {
    await friend.goto(`/hub/${hub}/${planId}`);
    await expect(friend.getByText(`For ${theirPlans}`)).toBeVisible();
    await expect(friend.getByText('My Plans')).toHaveCount(0);
  }
  await expect(friend.getByText('plans made ahead don’t have one')).toBeVisible();
  await friend.context().close();

  await page.goto(`/dashboard/${planId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
});
