import type { Browser, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import {
  createLovedOneByApi,
  createMemorialByApi,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
} from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// Remembering in one tap (issue 22): a candle or a flower, no account, a count everyone sees; and
// headings that speak of the person as the family chose.

const headers = { origin: E2E_BASE_URL };
const STORY = 'Eleanor sang in the church choir for fifty years.';

/** A published page with a story, made through the API by the signed-in admin. */
async function publishedPage(page: Page) {
  const lastName = `Vale${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName });
  const memorial = await createMemorialByApi(page, lovedOneId);
  for (const [method, url, data] of [
    ['patch', `/api/memorials/${memorial.id}`, { title: `Eleanor ${lastName}`, description: STORY }],
    ['put', `/api/memorials/${memorial.id}/visibility`, { isPublic: true }],
  ] as const) {
    const response = await page.request[method](url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return { path: `/memorial/${memorial.slug}` };
}

/** A visitor with no account, on a phone. */
async function visitorOnAPhone(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 780 } });
  return { context, page: await context.newPage() };
}

const candle = (page: Page) => page.getByRole('button', { name: /^(Light a candle|You lit a candle)$/ });
const flower = (page: Page) => page.getByRole('button', { name: /^(Leave a flower|You left a flower)$/ });

test('a visitor lights a candle and leaves a flower in one tap; the next visitor and the family see the counts', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  test.setTimeout(120_000);
  const { path } = await publishedPage(page);
  const first = await visitorOnAPhone(browser);
  await first.page.goto(path);
  await expect(candle(first.page)).toHaveText('Light a candle');
  await expect(first.page.getByText(/candles? lit/)).toHaveCount(0);

  await candle(first.page).click();
  await expect(
    first.page.getByRole('status').filter({ hasText: 'Thank you. Your candle is lit.' }),
  ).toBeVisible();
  await expect(candle(first.page)).toHaveText('You lit a candle');
  await expect(candle(first.page)).toBeFocused();
  await expect(first.page.getByText('1 candle lit')).toBeVisible();
  // A second tap changes nothing: the button says it is done, and the count stays at one.
  await candle(first.page).click({ force: true });
  await flower(first.page).press('Enter');
  await expect(first.page.getByText('1 flower left')).toBeVisible();
  await expect(flower(first.page)).toHaveText('You left a flower');
  await expectNoHorizontalScroll(first.page);
  await expectAccessibleInBothThemes(first.page);

  // Back later the same day: the page remembers what this browser did, and the server's count holds.
  await first.page.reload();
  await expect(first.page.getByText('1 candle lit')).toBeVisible();
  await expect(candle(first.page)).toHaveText('You lit a candle');
  await first.context.close();

  const second = await visitorOnAPhone(browser);
  await second.page.goto(path);
  await expect(second.page.getByText('1 candle lit')).toBeVisible();
  await expect(candle(second.page)).toHaveText('Light a candle');
  await candle(second.page).click();
  await expect(second.page.getByText('2 candles lit')).toBeVisible();
  await second.context.close();

  await page.goto(path);
  await expect(page.getByText('2 candles lit')).toBeVisible();
  await expect(page.getByText('1 flower left')).toBeVisible();
  await expect(candle(page)).toHaveText('Light a candle');
});

test('when the candle cannot reach Harbor, the visitor is told plainly and can try again', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const { path } = await publishedPage(page);
  const visitor = await visitorOnAPhone(browser);
  await visitor.page.goto(path);
  await expect(candle(visitor.page)).toHaveText('Light a candle');
  await visitor.page.route('**/remembrances', (route) => route.abort('internetdisconnected'));
  await candle(visitor.page).click();
  await expect(visitor.page.getByRole('status')).toContainText('We could not reach Harbor');
  await expect(candle(visitor.page)).toHaveText('Light a candle');
  await visitor.page.unroute('**/remembrances');
  await candle(visitor.page).click();
  await expect(visitor.page.getByText('1 candle lit')).toBeVisible();
  await expect(visitor.page.getByRole('status')).toHaveText('Thank you. Your candle is lit.');
  await visitor.context.close();
});

test('the family chooses how the page speaks of her; visitors read "Her story"', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const { path } = await publishedPage(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Their story' })).toBeVisible();
  await page.getByRole('button', { name: 'Customize' }).click();
  const choice = page.getByRole('group', { name: 'Headings speak of Eleanor as' });
  await expect(choice.getByRole('radio', { name: 'They / them' })).toBeChecked();
  await choice.getByRole('radio', { name: 'She / her' }).check();
  // The preview follows at once.
  await expect(page.getByRole('heading', { name: 'Her story' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Settings saved' })).toBeVisible();
  await dismissToasts(page);

  const visitor = await visitorOnAPhone(browser);
  await visitor.page.goto(path);
  await expect(visitor.page.getByRole('heading', { name: 'Her story' })).toBeVisible();
  await expect(visitor.page.getByText(STORY)).toBeVisible();
  await visitor.context.close();
});
