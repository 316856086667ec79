import { E2E_BASE_URL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, uniqueEmail, waitForMail } from './support.ts';

test.setTimeout(120_000);

const headers = { origin: E2E_BASE_URL };

test('a loved one set up without a name is never called "Parent": the name is added once, then used everywhere', async ({
  page,
  user: _user,
}) => {
  // Setup with only the relationship answered: the relationship stands in for the name.
  const setup = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers,
    data: { path: 'recent-loss', answers: { relationship_to_deceased: 'My parent' } },
  });
  expect(setup.status(), await setup.text()).toBe(201);
  const { lovedOneId } = (await setup.json()) as { lovedOneId: string };

  await page.goto(`/dashboard?lovedOne=${lovedOneId}`);
  const addName = page.getByRole('button', { name: 'Add their name' });
  await expect(addName).toBeVisible();
  await expect(page.getByText('Honoring')).toHaveCount(0);
  await expect(page.getByText(/\bParent\b/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await addName.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile Information' });
  await expect(dialog.getByLabel('First name')).toHaveValue('');
  await dialog.getByLabel('First name').fill('Rose');
  await dialog.getByLabel('Last name').fill('Lane');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Rose Lane' })).toBeVisible();
  await expect(page.getByText('Honoring')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add their name' })).toHaveCount(0);

  await page.goto(`/dashboard/${lovedOneId}?tab=support`);
  const inviteeEmail = uniqueEmail('unnamed-invitee');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Family & Friends Member' });
  await invite.getByLabel('First Name').fill('Sam');
  await invite.getByLabel('Last Name').fill('Lee');
  await invite.getByLabel('Email Address').fill(inviteeEmail);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent!')).toBeVisible();
  const mail = await waitForMail(page, inviteeEmail, 'invited you');
  expect(mail.subject).toContain('Rose Lane’s affairs');
  expect(mail.text).toContain('Rose Lane');
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\bParent\b/);

  await page.goto(`/hub/memorial/${lovedOneId}`);
  await page.getByRole('button', { name: 'Create memorial page' }).click();
  await expect(page).toHaveURL(/\/memorial\/rose-lane(-\d+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rose Lane' })).toBeVisible();
  await expect(page).toHaveTitle(/Rose Lane/);
});

test('the memorial hub asks for the name before a page can be created', async ({ page, user: _user }) => {
  const setup = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers,
    data: { path: 'recent-loss', answers: { relationship_to_deceased: 'My spouse or partner' } },
  });
  expect(setup.status(), await setup.text()).toBe(201);
  const { lovedOneId } = (await setup.json()) as { lovedOneId: string };

  await page.goto(`/hub/memorial/${lovedOneId}`);
  await expect(page.getByText('Please add their name before creating their memorial page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create memorial page' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Add their name' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile Information' })).toBeVisible();
});

test('the checklist speaks of them by name as soon as it is given', async ({ page, user: _user }) => {
  const setup = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers,
    data: { path: 'recent-loss', answers: { relationship_to_deceased: 'My parent' } },
  });
  expect(setup.status(), await setup.text()).toBe(201);
  const { lovedOneId } = (await setup.json()) as { lovedOneId: string };

  await page.goto(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(page.getByText('Secure their home, car and valuables')).toBeVisible();

  await page.getByRole('button', { name: 'Add their name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile Information' });
  await dialog.getByLabel('First name').fill('Rose');
  await dialog.getByLabel('Last name').fill('Lane');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  // The list follows without a reload.
  await expect(page.getByText('Secure Rose’s home, car and valuables')).toBeVisible();
  await expect(page.getByText('Notify Rose’s health insurer and Medicare')).toBeVisible();
  await expect(page.getByText(/\btheir (home|health insurer)\b/)).toHaveCount(0);
});
