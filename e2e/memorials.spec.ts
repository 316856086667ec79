import type { Browser, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import {
  createLovedOneByApi,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  PNG_PHOTO,
} from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

const THEMES = ['Ocean', 'Forest', 'Sunset', 'Lavender', 'Rose', 'Sage'];
const FONTS = [
  ['Inter', 'inter'],
  ['Playfair Display', 'playfair'],
  ['Georgia', 'georgia'],
  ['Merriweather', 'merriweather'],
] as const;
const LAYOUTS = [
  ['Classic', 'classic'],
  ['Modern', 'modern'],
  ['Minimal', 'minimal'],
  ['Photo-focused', 'photo-focused'],
] as const;
const HEADERS = ['Hero', 'Simple', 'Split'];

/** A surname of letters only, so parallel tests never share a slug. */
const uniqueSurname = () =>
  `Hart${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The admin creates the page from the memorial hub and lands on it. */
async function createMemorial(page: Page, lastName = uniqueSurname()) {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName });
  await page.goto(`/hub/memorial/${lovedOneId}`);
  await page.getByRole('button', { name: 'Create memorial page' }).click();
  await expect(toast(page, 'Memorial page created!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/memorial/eleanor-${lastName.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Eleanor ${lastName}` })).toBeVisible();
  return { lovedOneId, lastName, url: page.url() };
}

async function publish(page: Page) {
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Publish Live' }).click();
  await expect(toast(page, 'Memorial page is now live and publicly accessible!')).toBeVisible();
  await expect(page.getByLabel('Page controls').getByText('Live', { exact: true })).toBeVisible();
}

async function anonymousPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  return { context, page: await context.newPage() };
}

async function openContentTab(page: Page, tab: string) {
  const manage = page.getByRole('button', { name: 'Timeline, quotes & tributes' });
  if ((await manage.getAttribute('aria-expanded')) !== 'true') await manage.click();
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

test('the admin creates, customises, fills and publishes; a visitor reads it, leaves a tribute and copies the link; Make Private hides it', async ({
  page,
  browser,
  user,
}) => {
  test.setTimeout(180_000);
  const { url, lastName, lovedOneId } = await createMemorial(page);
  await expect(page.getByLabel('Page controls').getByText('Private', { exact: true })).toBeVisible();
  const article = page.locator('article[data-layout]');

  // Back on the hub, the card now offers the page instead of creating a second one.
  await page.goBack();
  await expect(page.getByRole('link', { name: 'View memorial page' })).toBeVisible();
  await page.goto(url);

  await page.getByRole('button', { name: 'Customize' }).click();
  for (const theme of THEMES) {
    await page.getByRole('radio', { name: theme, exact: true }).check();
    await expect(article).toHaveAttribute('data-theme-color', theme.toLowerCase());
  }
  for (const [label, value] of FONTS) {
    await page.getByRole('radio', { name: label, exact: true }).check();
    await expect(article).toHaveAttribute('data-font', value);
    const family = await article.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family.toLowerCase()).toContain(label.toLowerCase());
  }
  for (const [label, value] of LAYOUTS) {
    await page.getByRole('radio', { name: label, exact: true }).check();
    await expect(article).toHaveAttribute('data-layout', value);
    await expect(page.getByRole('heading', { level: 1, name: `Eleanor ${lastName}` })).toBeVisible();
  }
  for (const header of HEADERS) {
    await page.getByRole('radio', { name: header, exact: true }).check();
    await expect(article.locator('header')).toHaveAttribute('data-header-style', header.toLowerCase());
  }
  await page.getByRole('radio', { name: 'Forest', exact: true }).check();
  await page.getByRole('radio', { name: 'Merriweather', exact: true }).check();
  await page.getByRole('radio', { name: 'Modern', exact: true }).check();
  await page.getByRole('radio', { name: 'Hero', exact: true }).check();
  await page.getByLabel('Place').fill('St Anne’s Church, Leeds');
  await page.getByLabel('Date', { exact: true }).fill('2026-12-05');
  await page.getByLabel('Music link').fill('not a link');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('Please enter a valid web address starting with http:// or https://'),
  ).toBeVisible();
  await page.getByLabel('Music link').fill('https://music.example.com/her-song');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await page.reload();
  await expect(article).toHaveAttribute('data-theme-color', 'forest');
  await expect(article).toHaveAttribute('data-layout', 'modern');
  await expect(page.getByRole('link', { name: /Add to calendar/ })).toBeVisible();

  await openContentTab(page, 'Timeline');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('Please enter a title for the event')).toBeVisible();
  await page.getByRole('textbox', { name: 'Event', exact: true }).fill('Born in Leeds');
  await page
    .getByRole('tabpanel', { name: 'Timeline' })
    .getByRole('textbox', { name: 'Date', exact: true })
    .fill('1948-03-14');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(toast(page, 'Timeline event added')).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Born in Leeds' })).toBeVisible();

  await openContentTab(page, 'Quotes');
  await page.getByRole('textbox', { name: 'Quote', exact: true }).fill('Put the kettle on, love.');
  await page.getByRole('button', { name: 'Add quote' }).click();
  await expect(toast(page, 'Quote added')).toBeVisible();
  await expect(article.getByText('“Put the kettle on, love.”')).toBeVisible();

  await openContentTab(page, 'Favorites');
  await page.getByRole('textbox', { name: 'Favorite', exact: true }).fill('Yorkshire pudding');
  await page.getByRole('button', { name: 'Add favorite' }).click();
  await expect(toast(page, 'Favorite added')).toBeVisible();
  await expect(article.getByText('Yorkshire pudding')).toBeVisible();

  await page.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'garden.png',
    mimeType: 'image/png',
    buffer: await PNG_PHOTO(),
  });
  await page.getByLabel('Caption (optional)').fill('In her garden');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(toast(page, 'Photo added')).toBeVisible();
  await expect(article.getByRole('img', { name: 'In her garden' })).toBeVisible();
  await expect(article.getByText(`Shared by ${user.firstName} ${user.lastName}`)).toBeVisible();

  await publish(page);

  // The loved one's dashboard (Profile tab) shows the page as Live, with the real counts.
  await page.goto(`/dashboard/${lovedOneId}`);
  const card = page.getByRole('region', { name: 'Memorial page' });
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await expect(card.getByText('1 photo · 0 tributes')).toBeVisible();
  await card.getByRole('link', { name: 'View memorial page' }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: `Eleanor ${lastName}` })).toBeVisible();

  const visitor = await anonymousPage(browser);
  const scripts: string[] = [];
  visitor.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await visitor.page.goto(url);
  const visitorArticle = visitor.page.locator('article[data-layout]');
  await expect(visitor.page.getByRole('heading', { level: 1, name: `Eleanor ${lastName}` })).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: 'Customize' })).toHaveCount(0);
  await expect(visitorArticle.getByRole('heading', { name: 'Born in Leeds' })).toBeVisible();
  await expect(visitorArticle.getByRole('img', { name: 'In her garden' })).toBeVisible();
  // A visitor downloads neither the editor nor the dashboards.
  expect(scripts.filter((script) => /memorial-admin-panel|dashboard|photo-upload-form/.test(script))).toEqual(
    [],
  );

  await visitor.page.getByRole('button', { name: 'Leave tribute' }).click();
  await expect(visitor.page.getByText('Please enter your name')).toBeVisible();
  const message = "Eleanor's <b>scones</b> were the best & we'll miss her.";
  await visitor.page.getByLabel('Your name').fill('Margaret from next door');
  await visitor.page.getByLabel('Your message').fill(message);
  await visitor.page.getByRole('button', { name: 'Leave tribute' }).click();
  await expect(toast(visitor.page, 'Tribute added successfully')).toBeVisible();
  await expect(visitor.page.getByLabel('Tributes left').getByText(message, { exact: true })).toBeVisible();

  await visitor.page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(visitor.page, 'Memorial page link copied to clipboard')).toBeVisible();
  expect(await visitor.page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await dismissToasts(page);
  await page.getByRole('button', { name: 'Make Private' }).click();
  await expect(toast(page, 'Memorial page is now private')).toBeVisible();
  await visitor.page.goto(url);
  await expect(visitor.page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await visitor.context.close();

  // Opened directly, the page runs on its own small entry; its Dashboard link leads back into the app.
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('with moderation on, a tribute appears only after the admin approves it', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  test.setTimeout(180_000);
  const { url } = await createMemorial(page);
  await page.getByRole('button', { name: 'Customize' }).click();
  await page.getByRole('radio', { name: 'Hold tributes for my approval' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await publish(page);

  const visitor = await anonymousPage(browser);
  await visitor.page.goto(url);
  await visitor.page.getByLabel('Your name').fill('Cousin Pat');
  await visitor.page.getByLabel('Your message').fill('Held until the family has seen it');
  await visitor.page.getByRole('button', { name: 'Leave tribute' }).click();
  await expect(
    toast(visitor.page, 'Thank you. Your tribute will appear once the family has seen it.'),
  ).toBeVisible();
  await expect(visitor.page.getByText('Held until the family has seen it')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('1 tribute(s) waiting for approval')).toBeVisible();
  await openContentTab(page, 'Tributes');
  await page.getByRole('button', { name: 'Publish tribute from Cousin Pat' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();

  await visitor.page.reload();
  await expect(
    visitor.page.getByLabel('Tributes left').getByText('Held until the family has seen it'),
  ).toBeVisible();
  await visitor.context.close();
});

test('the memorial hub, the admin view and the public page pass axe in light and dark, and fit 360 px', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  test.setTimeout(180_000);
  // Colours mid-transition after a theme switch would be judged, not the final ones.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { lovedOneId, url } = await createMemorial(page);
  await publish(page);
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Customize' }).click();
  await expectAccessibleInBothThemes(page);

  await page.goto(`/hub/memorial/${lovedOneId}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Tools' }).click();
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(2);
  for (const button of await page.getByRole('button', { name: 'Coming Soon' }).all())
    await expect(button).toBeDisabled();
  await expectAccessibleInBothThemes(page);

  const visitor = await anonymousPage(browser);
  await visitor.page.emulateMedia({ reducedMotion: 'reduce' });
  await visitor.page.setViewportSize({ width: 360, height: 740 });
  await visitor.page.goto(url);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(visitor.page);
  await expectAccessibleInBothThemes(visitor.page);
  await visitor.page.getByRole('button', { name: 'QR code' }).click();
  await expect(visitor.page.getByRole('img', { name: /QR code that opens/ })).toBeVisible();
  await dismissToasts(visitor.page);
  await visitor.context.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Make Private' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto(`/hub/memorial/${lovedOneId}`);
  await expect(page.getByRole('heading', { name: 'Memorial', level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a missing memorial shows the not-found page', async ({ page }) => {
  await page.goto('/memorial/nobody-by-this-name');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});
