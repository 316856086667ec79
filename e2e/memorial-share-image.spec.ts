import sharp from 'sharp';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi, createMemorialByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// A memorial link pasted into WhatsApp, Facebook, iMessage, X or Slack: the app's preview bot reads the
// page's head without a browser, then fetches the og:image it names (decision 058).

const headers = { origin: E2E_BASE_URL };

test('a shared public page names a 1200×630 JPEG preview that a signed-out bot can fetch', async ({
  page,
  playwright,
  user: _signedIn,
}) => {
  const lastName = `Reed${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const memorial = await createMemorialByApi(page, await createLovedOneByApi(page, { lastName }));
  const bot = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const path = `/memorial/${memorial.slug}`;
  const imageUrl = async () =>
    (await (await bot.get(path)).text()).match(/<meta property="og:image" content="([^"]+)"/)?.[1];

  // Private: no preview at all, and the image itself is not there for a stranger.
  expect(await imageUrl()).toBeUndefined();
  expect((await bot.get(`/api/memorials/${memorial.id}/share-image`)).status()).toBe(404);

  const published = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers,
    data: { isPublic: true },
  });
  expect(published.ok(), await published.text()).toBe(true);

  const html = await (await bot.get(path)).text();
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html).toContain('<meta property="og:image:width" content="1200" />');
  const url = await imageUrl();
  expect(url).toMatch(new RegExp(`/api/memorials/${memorial.id}/share-image\\?v=`));

  const response = await bot.get(new URL(url!).pathname + new URL(url!).search);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const { format, width, height } = await sharp(await response.body()).metadata();
  expect([format, width, height]).toEqual(['jpeg', 1200, 630]);
  await bot.dispose();
});
