import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi, createMemorialByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// A shared memorial link opened by a visitor: the server renders the page (decision 041), so it reads
// without JavaScript, and only its islands (theme switch, tributes, sharing) load any.

const headers = { origin: E2E_BASE_URL };
const STORY = 'Eleanor grew sweet peas on the allotment for forty years.';
const TRIBUTE = 'She taught half the street to bake. We will miss her & her scones.';

/** A published page with a story and a tribute, made through the API by the signed-in admin. */
async function publishedPage(page: Page) {
  const lastName = `Reed${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName });
  const memorial = await createMemorialByApi(page, lovedOneId);
  const name = `Eleanor ${lastName}`;
  for (const [method, url, data] of [
    ['patch', `/api/memorials/${memorial.id}`, { title: `In loving memory of ${name}`, description: STORY }],
    ['put', `/api/memorials/${memorial.id}/visibility`, { isPublic: true }],
    ['post', `/api/memorials/${memorial.id}/tributes`, { authorName: 'Margaret', message: TRIBUTE }],
  ] as const) {
    const response = await page.request[method](url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return { name, path: `/memorial/${memorial.slug}`, lovedOneId };
}

test('the page arrives as HTML: fetched without a browser, it holds the name, the story and the tributes', async ({
  page,
  playwright,
  user: _signedIn,
}) => {
  const { name, path } = await publishedPage(page);
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const response = await visitor.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  expect(html).toContain(STORY);
  expect(html).toContain(TRIBUTE.replace('&', '&amp;'));
  expect(html).toContain(`<title>In loving memory of ${name} · Harbor</title>`);
  await visitor.dispose();
});

test('with JavaScript off, a visitor reads the whole page', async ({ page, browser, user: _signedIn }) => {
  const { name, path } = await publishedPage(page);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole('img', { name })).toBeVisible();
  await expect(visitor.getByText(STORY)).toBeVisible();
  await expect(visitor.getByLabel('Tributes left').getByText(TRIBUTE)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Leave tribute' })).toBeVisible();
  await context.close();
});

test('with JavaScript, only the islands load, and they work over the server’s markup', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const { name, path } = await publishedPage(page);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, colorScheme: 'dark' });
  const visitor = await context.newPage();
  const scripts: string[] = [];
  const fonts: string[] = [];
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  // The server drew the light theme's switch; in the browser it follows the visitor's dark theme.
  const themeSwitch = visitor.getByRole('button', { name: 'Switch to light theme' });
  await expect(themeSwitch).toBeVisible();
  await themeSwitch.click();
  await expect(visitor.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  await visitor.waitForLoadState('networkidle');
  const firstView = [...scripts];
  // The page's font (Playfair Display by default) in its small files only, preloaded with the page.
  expect([...new Set(fonts)].sort()).toEqual([
    '/fonts/playfair-display-400-basic.woff2',
    '/fonts/playfair-display-600-basic.woff2',
  ]);
  await expect(visitor.locator('link[rel="preload"][as="font"]')).toHaveCount(2);

  await visitor.getByLabel('Your name').fill('Tom');
  await visitor.getByLabel('Your message').fill('Thank you for every Sunday lunch.');
  await visitor.getByRole('button', { name: 'Leave tribute' }).click();
  await expect(
    visitor.locator('[data-sonner-toast]').filter({ hasText: 'Tribute added successfully' }),
  ).toBeVisible();
  const tributes = visitor.getByLabel('Tributes left').getByRole('listitem');
  await expect(tributes).toHaveCount(2);
  await expect(tributes.first()).toContainText('Thank you for every Sunday lunch.');

  // The first view is only what the islands' page names (its entry and the chunks it shares with the
  // landing page's islands) and the analytics it loads after; the toasts came with the first toast.
  // Never the app's entry, nor React, nor the page's old client-rendered entry.
  const html = await (await visitor.request.get(path)).text();
  const shipped = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map(([, script]) => script ?? '');
  expect(shipped.some((script) => /^\/assets\/memorial-islands-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.some((script) => /^\/assets\/(index|memorial(?!-islands))-[\w-]+\.js$/.test(script))).toBe(
    false,
  );
  expect(
    firstView.filter((script) => !shipped.includes(script) && !/^\/assets\/track-[\w-]+\.js$/.test(script)),
  ).toEqual([]);
  expect(scripts.length).toBeGreaterThan(firstView.length);
  await context.close();
});

/** A published page with no tribute yet, that shows new ones at once or holds them for the family. */
async function pageAwaitingTributes(page: Page, moderation: 'publish' | 'hold') {
  const lastName = `Reed${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName });
  const memorial = await createMemorialByApi(page, lovedOneId);
  const saved = await page.request.get(`/api/memorials/by-slug/${memorial.slug}`);
  const { settings } = ((await saved.json()) as { memorial: { settings: Record<string, unknown> } }).memorial;
  for (const [url, data] of [
    [`/api/memorials/${memorial.id}/settings`, { ...settings, moderation }],
    [`/api/memorials/${memorial.id}/visibility`, { isPublic: true }],
  ] as const) {
    const response = await page.request.put(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return `/memorial/${memorial.slug}`;
}

async function leaveTribute(visitor: Page, message: string, toast: string) {
  await visitor.getByLabel('Your name').fill('Tom');
  await visitor.getByLabel('Your message').fill(message);
  await visitor.getByRole('button', { name: 'Leave tribute' }).click();
  // The toast of an earlier tribute may still be showing; the newest is last.
  await expect(visitor.locator('[data-sonner-toast]').filter({ hasText: toast }).last()).toBeVisible();
}

test('a tribute shown at once is counted near the top of the page, without a reload', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const path = await pageAwaitingTributes(page, 'publish');
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  await visitor.goto(path);
  const firstToLeave = visitor.getByText('Be the first to leave a tribute');
  await expect(firstToLeave).toBeVisible();

  await leaveTribute(visitor, 'Thank you for every Sunday lunch.', 'Tribute added successfully');
  await expect(visitor.getByText('1 tribute', { exact: true })).toBeVisible();
  await expect(firstToLeave).toHaveCount(0);
  await leaveTribute(visitor, 'And for the sweet peas.', 'Tribute added successfully');
  await expect(visitor.getByText('2 tributes', { exact: true })).toBeVisible();
  await context.close();
});

test('a tribute held for the family’s approval is not counted: the page still asks for the first', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const path = await pageAwaitingTributes(page, 'hold');
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  await visitor.goto(path);
  await leaveTribute(
    visitor,
    'Thank you for every Sunday lunch.',
    'Thank you. Your tribute will appear once the family has seen it.',
  );
  await expect(visitor.getByLabel('Your message')).toHaveValue('');
  await expect(visitor.getByText('Be the first to leave a tribute')).toBeVisible();
  await expect(visitor.getByText('1 tribute', { exact: true })).toHaveCount(0);
  await context.close();
});

test('the portrait comes at the width it is drawn, not as the full photo', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const { name, path, lovedOneId } = await publishedPage(page);
  // A photo larger than the header draws it (the hero's 208 px circle on this desktop screen).
  const photo = await sharp({ create: { width: 1500, height: 1200, channels: 3, background: '#6a4c8c' } })
    .png()
    .toBuffer();
  const replaced = await page.request.put(`/api/loved-ones/${lovedOneId}/photo`, {
    headers,
    multipart: { photo: { name: 'eleanor.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(replaced.ok(), await replaced.text()).toBe(true);

  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  const portraits: string[] = [];
  visitor.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/memorials\/[^/]+\/portrait$/.test(url.pathname)) portraits.push(url.search);
  });
  await visitor.goto(path);
  const portrait = visitor.getByRole('img', { name });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute(
    'srcset',
    /\?v=\d+&w=320 320w, .*\?v=\d+&w=640 640w, .*\?v=\d+ 1024w$/,
  );
  await expect(portrait).toHaveAttribute('sizes', /208px/);
  // The browser picked the 320 px width for a 208 px circle, and that file really is 320 px wide.
  await expect
    .poll(() =>
      portrait.evaluate((img: HTMLImageElement) => (img.complete ? new URL(img.currentSrc).search : null)),
    )
    .toMatch(/^\?v=\d+&w=320$/);
  const chosen = await portrait.evaluate((img: HTMLImageElement) => img.currentSrc);
  const file = await visitor.request.get(chosen);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await file.body()).metadata()).width).toBe(320);
  // The head's preload and the <img> chose the same width: one download, never the 1024 px photo.
  expect(portraits.length).toBeGreaterThan(0);
  expect(
    portraits.every((search) => /&w=320$/.test(search)),
    portraits.join(' '),
  ).toBe(true);
  const html = await (await visitor.request.get(path)).text();
  expect(html).toMatch(
    /<link rel="preload" as="image" imagesrcset="[^"]+&#38;w=320 320w, [^"]+" imagesizes="[^"]*208px[^"]*" fetchpriority="high" \/>/,
  );
  await context.close();
});
