import { E2E_BASE_URL } from '../playwright.config.ts';
import { expectNoHorizontalScroll } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

test.setTimeout(120_000);

const headers = { origin: E2E_BASE_URL };

test('renaming the loved one retitles the memorial page, and its old address redirects to the new one', async ({
  page,
  user: _user,
}) => {
  const setup = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers,
    data: {
      path: 'recent-loss',
      answers: { deceased_name: { first: 'Rose', last: 'Lane' }, relationship_to_deceased: 'My parent' },
    },
  });
  expect(setup.status(), await setup.text()).toBe(201);
  const { lovedOneId } = (await setup.json()) as { lovedOneId: string };

  await page.goto(`/hub/memorial/${lovedOneId}`);
  await page.getByRole('button', { name: 'Create memorial page' }).click();
  await expect(page).toHaveURL(/\/memorial\/rose-lane(-\d+)?$/);
  const oldPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Publish Live' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByLabel('Page controls').getByText('Live', { exact: true })).toBeVisible();

  // The offer must fit a small phone and work from the keyboard.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/dashboard/${lovedOneId}?tab=profile`);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile Information' });
  await dialog.getByLabel('First name').fill('Rosa');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const offer = page.getByRole('dialog', { name: 'Memorial page address' });
  await expect(offer.getByText(`Your memorial page is at ${oldPath}.`)).toBeVisible();
  await expect(offer.getByText('The old address keeps working')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Keep current address' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Change address' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Memorial address updated')).toBeVisible();
  await expect(offer).toBeHidden();

  const summary = await page.request.get(`/api/memorials/by-loved-one/${lovedOneId}`);
  const { memorial } = (await summary.json()) as { memorial: { slug: string; title: string } };
  expect(memorial.slug).toMatch(/^rosa-lane(-\d+)?$/);
  expect(memorial.title).toBe('In loving memory of Rosa Lane');
  const newPath = `/memorial/${memorial.slug}`;

  const old = await page.request.get(oldPath, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(newPath);

  await page.goto(oldPath);
  await expect(page).toHaveURL(new RegExp(`${newPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Lane' })).toBeVisible();
  await expect(page).toHaveTitle(/Rosa Lane/);
});
