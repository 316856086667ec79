import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi, createMemorialByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// The app's typeface (decision 053): Inter and Playfair Display in two small files, fetched once the
// page has settled and used from the next page on; a memorial page in its family's font.

const SMALL_FILES = ['/fonts/inter-variable-basic.woff2', '/fonts/playfair-display-600-basic.woff2'];

/** The font files a page asks for from now on, by path. */
function fontRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Whether the small face of `family` has loaded (the one whose range starts with the space). */
const smallFaceLoaded = (page: Page, family: string) =>
  page.evaluate(async (wanted) => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) =>
        face.family.replaceAll('"', '') === wanted &&
        face.unicodeRange.startsWith('U+20-7E') &&
        face.status === 'loaded',
    );
  }, family);

const fontFamilyOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

const typefaceKept = (page: Page) => page.evaluate(() => localStorage.getItem('harbor-typeface'));

test('a first view waits for no font; the two small files come after it, and the next page is drawn in them', async ({
  page,
}) => {
  const requested = fontRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\btypeface\b/);
  expect(await fontFamilyOf(page, 'body')).toMatch(/^ui-sans-serif, /);
  await expect.poll(() => typefaceKept(page), { timeout: 15_000 }).toBe('1');
  expect([...new Set(requested)].sort()).toEqual(SMALL_FILES);
  // This page keeps the system's faces: nothing moves under the reader's eyes.
  expect(await fontFamilyOf(page, 'h1')).toMatch(/^ui-serif, /);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\btypeface\b/);
  expect(await fontFamilyOf(page, 'body')).toMatch(/^"Harbor Sans", /);
  expect(await fontFamilyOf(page, 'h1')).toMatch(/^"Harbor Serif", /);
  expect(await smallFaceLoaded(page, 'Harbor Sans')).toBe(true);
  expect(await smallFaceLoaded(page, 'Harbor Serif')).toBe(true);
});

test('the signed-in app keeps the typeface too and draws in it from the next page on', async ({
  page,
  user: _,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => typefaceKept(page), { timeout: 15_000 }).toBe('1');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await fontFamilyOf(page, 'h1')).toMatch(/^"Harbor Serif", /);
  expect(await fontFamilyOf(page, 'main')).toMatch(/^"Harbor Sans", /);
  expect(await smallFaceLoaded(page, 'Harbor Sans')).toBe(true);
});

test("a memorial page is drawn in its family's font, frame included, and fetches no other", async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Iris', lastName: 'Holloway' });
  const memorial = await createMemorialByApi(page, lovedOneId);
  const published = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers: { origin: E2E_BASE_URL },
    data: { isPublic: true },
  });
  expect(published.ok()).toBe(true);

  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  const requested = fontRequests(visitor);
  await visitor.goto(`/memorial/${memorial.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Iris Holloway' })).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  // The default font, Playfair Display: its own two small files, none of the app's.
  expect(requested.every((path) => path.startsWith('/fonts/playfair-display-'))).toBe(true);
  expect(await fontFamilyOf(visitor, 'footer')).toMatch(/^"Playfair Display", /);
  expect(await fontFamilyOf(visitor, 'header a')).toMatch(/^"Playfair Display", /);
  await context.close();
});
