import { E2E_BASE_URL } from '../playwright.config.ts';
import {
  createLovedOneByApi,
  createMemorialByApi,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  PDF_BYTES,
  PHONE_PHOTO,
} from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// A visitor may add a photo with a tribute (issue 22), moderated like the tribute itself.

const headers = { origin: E2E_BASE_URL };

test('a visitor on a phone leaves a tribute with a photo; it shows only once the family publishes it', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  test.setTimeout(120_000);
  const lastName = `Penn${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName });
  const memorial = await createMemorialByApi(page, lovedOneId);
  const settings = await page.request.get(`/api/memorials/by-slug/${memorial.slug}`);
  const current = ((await settings.json()) as { memorial: { settings: Record<string, unknown> } }).memorial
    .settings;
  for (const [method, url, data] of [
    ['put', `/api/memorials/${memorial.id}/settings`, { ...current, moderation: 'hold' }],
    ['put', `/api/memorials/${memorial.id}/visibility`, { isPublic: true }],
  ] as const) {
    const response = await page.request[method](url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const path = `/memorial/${memorial.slug}`;

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 780 } });
  const visitor = await context.newPage();
  await visitor.goto(path);
  await visitor.getByLabel('Your name').fill('Cousin Pat');
  await visitor.getByLabel('Your message').fill('Eleanor at the harvest fair, 1986.');
  const photoField = visitor.getByLabel('A photo, if you have one');
  // Not a photo: said at once, and what was written stays.
  await photoField.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expect(visitor.getByText('Please select an image file.')).toBeVisible();
  await photoField.setInputFiles({ name: 'fair.jpg', mimeType: 'image/jpeg', buffer: await PHONE_PHOTO() });
  await expect(visitor.getByText('Please select an image file.')).toHaveCount(0);
  await expectNoHorizontalScroll(visitor);
  await visitor.getByRole('button', { name: 'Leave tribute' }).click();
  await expect(
    visitor
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Thank you. Your tribute will appear once the family has seen it.' }),
  ).toBeVisible();
  await expect(visitor.getByLabel('Your message')).toHaveValue('');

  // The family sees the photo with the held tribute, and publishes both.
  await page.goto(`${path}?review=tributes`);
  const held = page.getByRole('tabpanel', { name: /Tributes/ });
  const heldPhoto = held.getByRole('img', { name: 'Shared by Cousin Pat with their tribute' });
  await expect(heldPhoto).toBeVisible();
  await expect
    .poll(() => heldPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Publish tribute from Cousin Pat' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Saved' })).toBeVisible();
  await dismissToasts(page);

  await visitor.reload();
  const shown = visitor
    .getByLabel('Tributes left')
    .getByRole('img', { name: 'Shared by Cousin Pat with their tribute' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectAccessibleInBothThemes(visitor);
  await context.close();

  // Deleting someone's tribute asks first, says their photo goes too, and points to Hide; Cancel keeps it.
  await page.getByRole('button', { name: 'Delete tribute from Cousin Pat' }).click();
  const asked = page.getByRole('dialog', { name: 'Delete the tribute from Cousin Pat?' });
  await expect(asked).toContainText('Their words and photo will be gone for good.');
  await expect(asked).toContainText('Hide takes a tribute off the page and can be undone.');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByRole('button', { name: 'Hide tribute from Cousin Pat' })).toBeVisible();
  // Deleted, the last tribute's row is gone: the keyboard goes on from the list's heading, not the page's top.
  await page.getByRole('button', { name: 'Delete tribute from Cousin Pat' }).click();
  await asked.getByRole('button', { name: 'Delete tribute' }).click();
  await expect(asked).toBeHidden();
  await expect(held.getByText('No tributes yet.')).toBeVisible();
  await expect(held.getByRole('heading', { name: 'Tributes' })).toBeFocused();
  await expectAccessibleInBothThemes(page);
});
