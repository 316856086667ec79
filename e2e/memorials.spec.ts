import type { Browser, Locator, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { THEMES as MEMORIAL_THEMES } from '../src/shared/memorials/memorial-options.ts';
import { parseCalendar } from '../test/ical.ts';
import {
  createLovedOneByApi,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  PNG_PHOTO,
} from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { cutOff, firstLinkIn, loseTheNextAnswer, toast, waitForMail } from './support.ts';

const THEMES = [
  ['Ocean', 'ocean'],
  ['Forest', 'forest'],
  ['Sunset', 'sunset'],
  ['Lavender', 'lavender'],
  ['Rose', 'rose'],
  ['Sage', 'sage'],
] as const;
/** Georgia is the visitor's own font; the other three are served by Harbor (@fontsource). */
const FONTS = [
  ['Inter', true],
  ['Playfair Display', true],
  ['Georgia', false],
  ['Merriweather', true],
] as const;

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

/** The colour of the page's section headings, drawn in the theme's accent. */
const accentOf = (article: Locator) =>
  article
    .locator('h2')
    .first()
    .evaluate((element) => getComputedStyle(element).color);

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** Whether the browser has this family ready, and whether one of Harbor's font files for it loaded. */
// Which of the family's faces are loaded: the small ones (ASCII and punctuation, decision 045) for a
// name like Eleanor's, never the full Latin ones it does not need. (document.fonts.check() cannot say:
// it wants every face that covers the text loaded, and both kinds cover it.)
const fontState = (article: Locator, family: string) =>
  article.evaluate(async (_element, name) => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter(
      (face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded',
    );
    return {
      loadedFace: loaded.length > 0,
      onlySmallFaces: loaded.every((face) => face.unicodeRange.startsWith('U+20-7E')),
    };
  }, family);

/**
 * The drawn width of the name in the page header, which depends on the font's glyphs. The heading's
 * own weight is loaded first: it may need a font file the body text did not.
 */
const nameWidth = (article: Locator) =>
  article.locator('h1').evaluate(async (heading) => {
    await document.fonts.load(getComputedStyle(heading).font, heading.textContent ?? '');
    const range = document.createRange();
    range.selectNodeContents(heading);
    return Math.round(range.getBoundingClientRect().width);
  });

/** Where the page body and three of its sections are drawn. */
const layoutShape = (article: Locator) =>
  article.evaluate((element) => {
    const boxOf = (node: Element | null) => {
      if (!node) throw new Error('missing part of the page');
      const { left, right, top, bottom, width } = node.getBoundingClientRect();
      return { left, right, top, bottom, width };
    };
    return {
      body: boxOf(element.children[1] ?? null),
      memories: boxOf(element.querySelector('#memories')),
      tributes: boxOf(element.querySelector('#tributes')),
      share: boxOf(element.querySelector('#share')),
    };
  });
type LayoutShape = Awaited<ReturnType<typeof layoutShape>>;

/** Two columns: photos and tributes on the left, sharing beside them on the right. */
function expectModernLayout({ body, memories, tributes, share }: LayoutShape) {
  expect(body.width).toBeGreaterThan(900);
  expect(tributes.left).toBeCloseTo(memories.left, 0);
  expect(share.left).toBeGreaterThan(memories.right);
}

const LAYOUTS: readonly (readonly [string, (shape: LayoutShape) => void])[] = [
  // One centred column of reading width (max-w-3xl).
  [
    'Classic',
    ({ body, memories, share }) => {
      expect(body.width).toBeCloseTo(768, -1);
      expect(share.left).toBeCloseTo(memories.left, 0);
      expect(share.top).toBeGreaterThan(memories.bottom);
    },
  ],
  ['Modern', expectModernLayout],
  // A narrower single column than classic (max-w-2xl).
  [
    'Minimal',
    ({ body, memories, share }) => {
      expect(body.width).toBeCloseTo(672, -1);
      expect(share.top).toBeGreaterThan(memories.bottom);
    },
  ],
  // A wide single column (max-w-5xl) that opens with the photos.
  [
    'Photo-focused',
    ({ body, memories, share }) => {
      expect(body.width).toBeGreaterThan(900);
      expect(memories.width).toBeGreaterThan(900);
      expect(memories.top).toBeCloseTo(body.top, 0);
      expect(share.top).toBeGreaterThan(memories.bottom);
    },
  ],
];

/** Where the portrait and the name sit in the page header. */
const headerShape = (article: Locator) =>
  article.locator('header').evaluate((header) => {
    const boxOf = (node: Element | null) => {
      if (!node) throw new Error('missing part of the header');
      const { left, right, top, bottom, width } = node.getBoundingClientRect();
      return { left, right, top, bottom, width };
    };
    return {
      header: boxOf(header),
      portrait: boxOf(header.querySelector('img')),
      name: boxOf(header.querySelector('h1')),
    };
  });
type HeaderShape = Awaited<ReturnType<typeof headerShape>>;

const centreOf = (box: { left: number; right: number }) => (box.left + box.right) / 2;

const HEADERS: readonly (readonly [string, (shape: HeaderShape) => void])[] = [
  // A large round portrait centred above the name.
  [
    'Hero',
    ({ header, portrait, name }) => {
      expect(portrait.bottom).toBeLessThanOrEqual(name.top);
      expect(centreOf(portrait)).toBeCloseTo(centreOf(header), 0);
      expect(portrait.width).toBeGreaterThanOrEqual(160);
    },
  ],
  // A small portrait beside the name.
  [
    'Simple',
    ({ portrait, name }) => {
      expect(portrait.right).toBeLessThanOrEqual(name.left);
      expect(portrait.width).toBeLessThanOrEqual(96);
    },
  ],
  // Half the band for a large portrait, the name in the other half.
  [
    'Split',
    ({ header, portrait, name }) => {
      expect(portrait.right).toBeLessThanOrEqual(name.left);
      expect(portrait.width).toBeGreaterThan(header.width / 3);
    },
  ],
];

/** A surname of letters only, so parallel tests never share a slug. */
const uniqueSurname = () =>
  `Hart${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

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
  // One tap does not show the page to everyone: it asks first, and the way back keeps it private.
  const asked = page.getByRole('dialog', { name: 'Publish this memorial page?' });
  await expect(asked).toContainText('Anyone with its link will be able to see it and leave tributes.');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Page controls').getByText('Private', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish Live' }).click();
  await asked.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Memorial page is now live and publicly accessible!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Private' })).toBeFocused();
  await expect(page.getByLabel('Page controls').getByText('Live', { exact: true })).toBeVisible();
}

async function anonymousPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  return { context, page: await context.newPage() };
}

async function openContentTab(page: Page, tab: string) {
  const manage = page.getByRole('button', { name: 'Service, timeline, quotes & tributes' });
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

  // Each choice is checked by what the visitor sees (colours, shapes, glyphs), not by the settings
  // the page copies into attributes.
  await page.getByRole('button', { name: 'Customize' }).click();
  const accents = new Set<string>();
  for (const [label, theme] of THEMES) {
    await page.getByRole('radio', { name: label, exact: true }).check();
    const palette = (await isDark(page)) ? MEMORIAL_THEMES[theme].dark : MEMORIAL_THEMES[theme].light;
    await expect.poll(() => accentOf(article)).toBe(rgb(palette.accent));
    await expect
      .poll(() => article.locator('header').evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe(rgb(palette.tint));
    accents.add(palette.accent);
  }
  expect(accents.size).toBe(THEMES.length);

  const nameWidths = new Set<number>();
  for (const [label, isSelfHosted] of FONTS) {
    await page.getByRole('radio', { name: label, exact: true }).check();
    await expect
      .poll(() => article.evaluate((element) => getComputedStyle(element).fontFamily))
      .toMatch(new RegExp(`^["']?${label}`));
    if (isSelfHosted)
      await expect.poll(() => fontState(article, label)).toEqual({ loadedFace: true, onlySmallFaces: true });
    // The heading is redrawn a moment after the choice (on CI's two cores it was once measured still in
    // the previous font), so its width is read until the new font has drawn it.
    let width = 0;
    await expect
      .poll(async () => {
        width = await nameWidth(article);
        return nameWidths.has(width);
      })
      .toBe(false);
    nameWidths.add(width);
  }
  // Four fonts, four different widths of the same name: each font really draws the text.
  expect(nameWidths.size).toBe(FONTS.length);

  for (const [label, expectShape] of LAYOUTS) {
    await page.getByRole('radio', { name: label, exact: true }).check();
    await expect(async () => expectShape(await layoutShape(article))).toPass();
    await expect(page.getByRole('heading', { level: 1, name: `Eleanor ${lastName}` })).toBeVisible();
  }
  for (const [label, expectShape] of HEADERS) {
    await page.getByRole('radio', { name: label, exact: true }).check();
    await expect(async () => expectShape(await headerShape(article))).toPass();
  }
  await page.getByRole('radio', { name: 'Forest', exact: true }).check();
  await page.getByRole('radio', { name: 'Merriweather', exact: true }).check();
  await page.getByRole('radio', { name: 'Modern', exact: true }).check();
  await page.getByRole('radio', { name: 'Hero', exact: true }).check();
  await page.getByLabel('Music link').fill('not a link');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('Please enter a valid web address starting with http:// or https://'),
  ).toBeVisible();
  await page.getByLabel('Music link').fill('https://music.example.com/her-song');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  // Save and Cancel take the panel away: the keyboard goes back to the button that opened it.
  await expect(page.getByRole('button', { name: 'Customize' })).toBeFocused();
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await edit.click();
  await page.getByRole('textbox', { name: 'Page title' }).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Page title' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeFocused();
  await page.reload();
  const forest = (await isDark(page)) ? MEMORIAL_THEMES.forest.dark : MEMORIAL_THEMES.forest.light;
  await expect.poll(() => accentOf(article)).toBe(rgb(forest.accent));
  await expect(async () => expectModernLayout(await layoutShape(article))).toPass();

  await openContentTab(page, 'Service details');
  const gatherings = page.getByRole('tabpanel', { name: 'Service details' });
  await gatherings.getByRole('textbox', { name: /^Place/ }).fill('St Anne’s Church, Leeds');
  await gatherings.getByLabel('Date', { exact: true }).fill('2026-12-05');
  await gatherings.getByLabel('Starts at').fill('10:00');
  // The zone starts as the admin's own; the service is somewhere else.
  const ownZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(gatherings.getByLabel('Time zone')).toHaveValue(ownZone);
  await gatherings.getByLabel('Time zone').selectOption('America/Chicago');
  await gatherings.getByRole('button', { name: 'Add gathering' }).click();
  await expect(toast(page, 'Gathering added')).toBeVisible();
  await expect(page.getByText(/ at 10:00 AM \(Chicago time\)$/)).toBeVisible();
  const calendarLink = page.getByRole('link', { name: /Add to calendar/ });
  const calendar = await page.request.get(new URL((await calendarLink.getAttribute('href'))!, url).href);
  // 10:00 in Chicago in December (CST, UTC−6) is 16:00 UTC, wherever the guest is.
  expect(parseCalendar(await calendar.text()).events).toMatchObject([
    {
      location: 'St Anne’s Church, Leeds',
      start: { kind: 'utc', instant: '2026-12-05T16:00:00.000Z' },
    },
  ]);

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
  // Its category sorts quotes for the editor; the page does not show it.
  await expect(article.getByText('Inspirational')).toHaveCount(0);

  await openContentTab(page, 'Favorites');
  await page.getByRole('textbox', { name: 'Favorite', exact: true }).fill('Yorkshire pudding');
  // The question speaks of her by her first name (decision 038).
  await page.getByRole('textbox', { name: 'Why Eleanor loved it' }).fill('Sunday lunch with all of us');
  await page.getByRole('button', { name: 'Add favorite' }).click();
  await expect(toast(page, 'Favorite added')).toBeVisible();
  await expect(article.getByText('Yorkshire pudding')).toBeVisible();
  await expect(article.getByText('Sunday lunch with all of us')).toBeVisible();

  // Sent with no photo chosen: the keyboard goes to the photo field, which says what it needs.
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByLabel('Photo', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Photo', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'garden.png',
    mimeType: 'image/png',
    buffer: await PNG_PHOTO(),
  });
  // A caption the server refuses is said under the caption; the photo stays chosen.
  await page.getByLabel('Caption (optional)').fill('<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByLabel('Caption (optional)')).toHaveAccessibleDescription(/dangerous/);
  await page.getByLabel('Caption (optional)').fill('In her garden');
  // The refused caption's toast goes first: on a slow machine it was still up when the next one came.
  await dismissToasts(page);
  // The upload's answer is lost on the way back: it failed, as far as the page knows, and everything
  // chosen stays; pressed again, the one photo the server kept is the one shown (and counted below).
  await loseTheNextAnswer(page, '**/photos');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(toast(page, 'Failed to upload photo')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not reach Harbor' })).toBeVisible();
  await expect(page.getByLabel('Caption (optional)')).toHaveValue('In her garden');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(toast(page, 'Photo added')).toBeVisible();
  await expect(article.getByRole('img', { name: 'In her garden' })).toHaveCount(1);
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

  // Near the top: how many have left one, and one tap to the form.
  await expect(visitor.page.getByText('Be the first to leave a tribute')).toBeVisible();
  await visitor.page.getByRole('link', { name: 'Share a memory' }).click();
  await expect(visitor.page).toHaveURL(`${url}#tributes`);
  await expect(visitor.page.getByLabel('Your name')).toBeInViewport();
  await visitor.page.getByRole('button', { name: 'Leave tribute' }).click();
  await expect(visitor.page.getByText('Please enter your name')).toBeVisible();
  const message = "Eleanor's <b>scones</b> were the best & we'll miss her.";
  await visitor.page.getByLabel('Your name').fill('Margaret from next door');
  await visitor.page.getByLabel('Your message').fill(message);
  // On a weak connection the tribute is saved but its answer is lost: the visitor is told it failed,
  // keeps what they wrote, presses again, and the page shows their tribute once, not twice.
  await loseTheNextAnswer(visitor.page, '**/tributes');
  await visitor.page.getByRole('button', { name: 'Leave tribute' }).click();
  await expect(toast(visitor.page, 'Error adding tribute')).toBeVisible();
  // Said beside the form as well: the toast goes in seconds, and may not reach a visitor offline.
  const failure = visitor.page.getByRole('alert').filter({ hasText: /^Error adding tribute: / });
  await expect(failure).toBeVisible();
  await expect(visitor.page.getByLabel('Your message')).toHaveValue(message);
  await visitor.page.getByRole('button', { name: 'Leave tribute' }).click();
  await expect(failure).toHaveCount(0);
  await expect(toast(visitor.page, 'Tribute added successfully')).toBeVisible();
  // The success takes the failure's place: no word of an error is left beside it (counted at once, as a
  // failure's toast would go by itself after a few seconds).
  expect(await toast(visitor.page, 'Error adding tribute').count()).toBe(0);
  await expect(visitor.page.getByLabel('Tributes left').getByText(message, { exact: true })).toBeVisible();
  await visitor.page.goto(url);
  await expect(visitor.page.getByText('1 tribute', { exact: true })).toBeVisible();
  await expect(visitor.page.getByLabel('Tributes left').getByText(message, { exact: true })).toHaveCount(1);

  await visitor.page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(visitor.page, 'Memorial page link copied to clipboard')).toBeVisible();
  expect(await visitor.page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await dismissToasts(page);
  await page.getByRole('button', { name: 'Make Private' }).click();
  await expect(toast(page, 'Memorial page is now private')).toBeVisible();
  await visitor.page.goto(url);
  await expect(
    visitor.page.getByRole('heading', { name: 'This memorial page isn’t available' }),
  ).toBeVisible();
  await expect(visitor.page).toHaveURL(url);
  await visitor.context.close();

  // Opened directly, the page runs on its own small entry; its Dashboard link leads back into the app.
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('with moderation on, a tribute appears only after the admin approves it; the e-mail, the notice and the hub each reach it in one click', async ({
  page,
  browser,
  user,
}) => {
  test.setTimeout(180_000);
  const { url, lovedOneId } = await createMemorial(page);
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

  const publishPat = page.getByRole('button', { name: 'Publish tribute from Cousin Pat' });
  // The e-mail's link opens the page on the held tributes, with nothing more to click.
  const mail = await waitForMail(page, user.email, 'A new tribute for Eleanor');
  const link = firstLinkIn(mail.text);
  expect(link).toBe(`${url}?review=tributes`);
  await page.goto(link);
  await expect(page.getByRole('tab', { name: 'Tributes (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(publishPat).toBeInViewport();

  // On the page without it, the notice is the way there.
  await page.goto(url);
  await expect(publishPat).toHaveCount(0);
  await page.getByRole('button', { name: '1 tribute waiting for approval' }).click();
  await expect(page.getByRole('tab', { name: 'Tributes (1)' })).toBeFocused();
  await expect(publishPat).toBeVisible();

  // And from the memorial hub.
  await page.goto(`/hub/memorial/${lovedOneId}`);
  await page.getByRole('link', { name: '1 tribute waiting for approval' }).click();
  await expect(page).toHaveURL(`${url}?review=tributes`);
  await expect(publishPat).toBeVisible();

  // Signed out, the link asks whoever follows it to sign in, and shows the page as any visitor sees it.
  await visitor.page.goto(link);
  await expect(visitor.page.getByRole('link', { name: 'sign in to see them' })).toHaveAttribute(
    'href',
    `/auth?redirect=${encodeURIComponent(new URL(link).pathname + new URL(link).search)}`,
  );
  await expect(visitor.page.getByText('Held until the family has seen it')).toHaveCount(0);

  await publishPat.click();
  await expect(toast(page, 'Saved')).toBeVisible();

  await visitor.page.goto(url);
  await expect(
    visitor.page.getByLabel('Tributes left').getByText('Held until the family has seen it'),
  ).toBeVisible();
  await visitor.context.close();
});

test('sharing: the phone’s share sheet where there is one, and plain e-mail, WhatsApp, Facebook and X links once live', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const { url, lastName } = await createMemorial(page);
  const shareBy = page.getByRole('list', { name: 'Share by' });
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  // Private: only the family can open it, so it is not offered to the world's services.
  await expect(shareBy).toHaveCount(0);
  await publish(page);
  await expect(shareBy.getByRole('link')).toHaveCount(4);

  const visitor = await anonymousPage(browser);
  await visitor.page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
    };
  });
  await visitor.page.goto(url);
  const links = visitor.page.getByRole('list', { name: 'Share by' });
  const title = `In memory of Eleanor ${lastName}`;
  await expect(links.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute(
    'href',
    `https://wa.me/?${new URLSearchParams({ text: `${title}: ${url}` })}`,
  );
  await expect(links.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
  );
  await expect(links.getByRole('link', { name: 'X (opens in a new tab)' })).toHaveAttribute(
    'href',
    `https://x.com/intent/post?${new URLSearchParams({ text: title, url })}`,
  );
  await expect(links.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}:\n${url}`)}`,
  );
  await visitor.page.getByRole('button', { name: 'Share…' }).click();
  await expect
    .poll(() => visitor.page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title, url }]);
  await visitor.context.close();

  // The links come with the page rendered on the server; the share sheet needs its script.
  const noScript = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(url);
  await expect(reader.getByRole('list', { name: 'Share by' }).getByRole('link')).toHaveCount(4);
  await expect(reader.getByRole('button', { name: 'Share…' })).toHaveCount(0);
  await noScript.close();
});

test('the header leads with the name: a title that repeats it is left out, and a background photo shows under a soft scrim', async ({
  page,
  user: _signedIn,
}) => {
  const { lastName } = await createMemorial(page);
  const header = page.locator('article[data-layout] header');
  await expect(header.getByRole('heading', { level: 1, name: `Eleanor ${lastName}` })).toBeVisible();
  // The default title, "In loving memory of Eleanor …", only repeats the name.
  await expect(header.getByText('In loving memory of', { exact: false })).toHaveCount(0);

  await page.getByRole('button', { name: 'Customize' }).click();
  // Lost on the way: the photo stays chosen, the reason is said under it, and it can be sent again.
  const reconnect = await cutOff(page, '**/api/memorials/*/background');
  await page.getByLabel('Background image').setInputFiles({
    name: 'lake.png',
    mimeType: 'image/png',
    buffer: await PNG_PHOTO(),
  });
  await expect(page.getByLabel('Background image')).toHaveAccessibleDescription(
    'Failed to update settings. We could not reach Harbor. Please check your connection and try again.',
  );
  await reconnect();
  await page.getByRole('button', { name: 'Send lake.png again' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send lake.png again' })).toHaveCount(0);
  // The button went with the focus in it: the keyboard is back on the photo field, not the page's top.
  await expect(page.getByLabel('Background image')).toBeFocused();
  await expect
    .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundImage))
    .toContain('url(');
  const scrim = header.locator('> div');
  expect(await scrim.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('gradient');
  expect(
    await header.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).color),
  ).toBe('rgb(255, 255, 255)');
  await expectAccessibleInBothThemes(page);
});

test('the held-tribute link to a private page asks a signed-out reader to sign in; without it the page is not found', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const { url } = await createMemorial(page);
  const link = `${url}?review=tributes`;
  const visitor = await anonymousPage(browser);
  await visitor.page.goto(link);
  await expect(visitor.page).toHaveURL(
    `/auth?redirect=${encodeURIComponent(new URL(link).pathname + new URL(link).search)}`,
  );
  await visitor.page.goto(url);
  await expect(
    visitor.page.getByRole('heading', { name: 'This memorial page isn’t available' }),
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
  // Every memorial tool works now (issue 22); none is left for later.
  await expect(page.getByRole('tab', { name: 'Tools', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  const visitor = await anonymousPage(browser);
  await visitor.page.emulateMedia({ reducedMotion: 'reduce' });
  await visitor.page.setViewportSize({ width: 360, height: 740 });
  await visitor.page.goto(url);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(visitor.page);
  await expectAccessibleInBothThemes(visitor.page);
  await visitor.page.getByRole('button', { name: 'QR code' }).click();
  const qr = visitor.page.getByRole('img', { name: /QR code that opens/ });
  await expect(qr).toBeVisible();
  // The image really arrived and decoded: a broken image is visible too, with no size of its own.
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
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

test('a missing memorial gets a gentle page of its own, in the app too, which axe passes and a phone fits', async ({
  page,
  user: _signedIn,
}) => {
  const unavailable = page.getByRole('heading', { name: 'This memorial page isn’t available' });
  await page.goto('/memorial/nobody-by-this-name');
  await expect(unavailable).toBeVisible();
  await expect(page).toHaveURL('/memorial/nobody-by-this-name');
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);

  // Reached inside the app, by a link, the same.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/memorial/nobody-by-this-name');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(unavailable).toBeVisible();
  await page.getByRole('link', { name: 'Go to Harbor’s home' }).click();
  await expect(page).toHaveURL(/\/(dashboard|home)?$/);
});
