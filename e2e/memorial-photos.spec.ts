import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_BASE_URL } from '../playwright.config.ts';
import {
  createLovedOneByApi,
  createMemorialByApi,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
} from './dashboard-fixtures.ts';
import { expect, type TestUser, test } from './fixtures.ts';

// Issue 22: a memorial's photos open in a lightbox on the page (keys, buttons, swipe, a slideshow),
// in the app and on the page the server renders for visitors, where the gallery is an island.

const headers = { origin: E2E_BASE_URL };
const GARDEN = 'In her garden';
const SEASIDE = 'At the seaside';

/** A published page with two photos, uploaded in this order, so the garden (the newer) comes first. */
async function pageWithPhotos(page: Page) {
  const lastName = `Vale${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName });
  const memorial = await createMemorialByApi(page, lovedOneId);
  for (const [caption, background] of [
    [SEASIDE, '#3d6f8f'],
    [GARDEN, '#5b7d4a'],
  ] as const) {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
      .png()
      .toBuffer();
    const response = await page.request.post(`/api/memorials/${memorial.id}/photos`, {
      headers,
      multipart: { photo: { name: 'photo.png', mimeType: 'image/png', buffer: photo }, caption },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const published = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers,
    data: { isPublic: true },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return `/memorial/${memorial.slug}`;
}

const thumbnail = (page: Page, caption: string) =>
  page.getByRole('region', { name: 'Memories' }).getByRole('link', { name: new RegExp(`^${caption}`) });

/** The thumbnail, once the page's script has made it open the lightbox rather than the file. */
async function enhancedThumbnail(page: Page, caption: string) {
  const link = thumbnail(page, caption);
  await expect(link).toHaveAttribute('href', /^\/api\/memorials\/[^/]+\/photos\/[^/]+\/web$/);
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  return link;
}

async function expectShowing(lightbox: Locator, position: string, caption: string, sharedBy: string) {
  await expect(lightbox.getByText(position)).toBeVisible();
  await expect(lightbox.getByRole('img', { name: caption })).toHaveAttribute('src', /\/photos\/[^/]+\/web$/);
  await expect(lightbox.locator('figcaption')).toContainText(caption);
  await expect(lightbox.locator('figcaption')).toContainText(`Shared by ${sharedBy}`);
}

/** A horizontal drag across the photo, as a mouse does it: from 80 % of its width to 20 %, or back. */
async function dragAcross(page: Page, lightbox: Locator, direction: 'left' | 'right') {
  const box = (await lightbox.locator('figure > div').boundingBox())!;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to, y, { steps: 8 });
  await page.mouse.up();
}

/** The same with a finger, as a phone's touch screen reports it (touch events, not a mouse). */
async function swipeAcross(page: Page, lightbox: Locator, direction: 'left' | 'right') {
  const box = (await lightbox.locator('figure > div').boundingBox())!;
  const [from, to] = direction === 'left' ? [0.85, 0.15] : [0.15, 0.85];
  const y = box.y + box.height / 2;
  const touch = await page.context().newCDPSession(page);
  const at = (share: number) => [{ x: box.x + box.width * share, y }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let step = 1; step <= 6; step += 1) {
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(from + ((to - from) * step) / 6),
    });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

const sharedByOf = (user: TestUser) => `${user.firstName} ${user.lastName}`;

test('in the app, the family opens a photo, moves with the keys and the buttons, and Escape returns to its thumbnail', async ({
  page,
  user,
}) => {
  const path = await pageWithPhotos(page);
  await page.goto(path);
  const garden = await enhancedThumbnail(page, GARDEN);
  // The admin's page: the same gallery, with the admin's Remove under each photo.
  await expect(page.getByRole('button', { name: `Remove photo “${GARDEN}”` })).toBeVisible();
  // Removing one asks first, naming who shared it; Cancel keeps it.
  await page.getByRole('button', { name: `Remove photo “${GARDEN}”` }).click();
  const asked = page.getByRole('dialog', { name: `Remove this photo “${GARDEN}”?` });
  await expect(asked).toContainText(`${sharedByOf(user)} shared it.`);
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toBeHidden();

  await garden.click();
  const lightbox = page.getByRole('dialog', { name: 'Photos' });
  await expect(lightbox).toBeVisible();
  await expect(page).toHaveURL(path);
  await expectShowing(lightbox, 'Photo 1 of 2', GARDEN, sharedByOf(user));
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(lightbox.getByText('Photo 1 of 2')).toHaveAttribute('aria-live', 'polite');

  await page.keyboard.press('ArrowRight');
  await expectShowing(lightbox, 'Photo 2 of 2', SEASIDE, sharedByOf(user));
  // Round from the last photo to the first, and back.
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Photo 1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('Photo 2 of 2')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next photo' }).click();
  await expectShowing(lightbox, 'Photo 1 of 2', GARDEN, sharedByOf(user));
  await lightbox.getByRole('button', { name: 'Previous photo' }).click();
  await expectShowing(lightbox, 'Photo 2 of 2', SEASIDE, sharedByOf(user));

  await expectAccessibleInBothThemes(page);

  // Closed on the second photo: focus goes to that photo's thumbnail, where the visitor now is.
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  const seaside = thumbnail(page, SEASIDE);
  await expect(seaside).toBeFocused();

  // From the keyboard too, and the Close button returns focus as Escape does.
  await page.keyboard.press('Enter');
  await expectShowing(lightbox, 'Photo 2 of 2', SEASIDE, sharedByOf(user));
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
  await expect(seaside).toBeFocused();
  await garden.click();
  await page.keyboard.press('Escape');
  await expect(garden).toBeFocused();
});

test('a visitor on the server-rendered page, on a phone: swipes, plays the slideshow, and finds the thumbnail again', async ({
  page,
  browser,
  user,
}) => {
  const path = await pageWithPhotos(page);
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  const visitor = await context.newPage();
  await visitor.clock.install();
  await visitor.goto(path);
  // The gallery is one of the page's islands, not the app.
  await expect(visitor.locator('[data-island="photos"]')).toHaveCount(1);
  const garden = await enhancedThumbnail(visitor, GARDEN);

  await garden.click();
  const lightbox = visitor.getByRole('dialog', { name: 'Photos' });
  await expectShowing(lightbox, 'Photo 1 of 2', GARDEN, sharedByOf(user));
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(visitor).toHaveURL(path);
  await expectNoHorizontalScroll(visitor);
  for (const name of ['Previous photo', 'Next photo', 'Close']) {
    const box = (await lightbox.getByRole('button', { name }).boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
  }
  const dialogBox = (await lightbox.boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(360);

  await visitor.keyboard.press('ArrowRight');
  await expectShowing(lightbox, 'Photo 2 of 2', SEASIDE, sharedByOf(user));
  await visitor.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('Photo 1 of 2')).toBeVisible();

  // A swipe to the left brings the next photo and one to the right the one before, going round.
  await swipeAcross(visitor, lightbox, 'left');
  await expectShowing(lightbox, 'Photo 2 of 2', SEASIDE, sharedByOf(user));
  await swipeAcross(visitor, lightbox, 'left');
  await expect(lightbox.getByText('Photo 1 of 2')).toBeVisible();
  await dragAcross(visitor, lightbox, 'right');
  await expect(lightbox.getByText('Photo 2 of 2')).toBeVisible();
  await dragAcross(visitor, lightbox, 'left');
  await expect(lightbox.getByText('Photo 1 of 2')).toBeVisible();

  // The slideshow moves on by itself every 5 seconds, quietly for screen readers, until a photo is chosen.
  // The clock stops before Play: left running until the checks below were done, it could (on a busy
  // machine) tick the slideshow on by itself and put each step out by one. React starts the timer from
  // an effect it runs a frame or so later, on the page's clock, which is stopped: the first second run
  // lets it start, and each step of 5 seconds after it then holds exactly one tick.
  await visitor.clock.pauseAt(Date.now() + 1_000);
  await lightbox.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(lightbox.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await expect(lightbox.getByText('Photo 1 of 2')).toHaveAttribute('aria-live', 'off');
  await visitor.clock.runFor(1_000);
  await expect(lightbox.getByText('Photo 1 of 2')).toBeVisible();
  await visitor.clock.runFor(5_000);
  await expect(lightbox.getByText('Photo 2 of 2')).toBeVisible();
  await visitor.clock.runFor(5_000);
  await expect(lightbox.getByText('Photo 1 of 2')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next photo' }).click();
  await expect(lightbox.getByText('Photo 2 of 2')).toHaveAttribute('aria-live', 'polite');
  await expect(lightbox.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await visitor.clock.runFor(15_000);
  await expect(lightbox.getByText('Photo 2 of 2')).toBeVisible();
  await visitor.clock.resume();

  await expectAccessibleInBothThemes(visitor);

  // Closing stops a running slideshow too; focus returns to the photo last shown.
  await lightbox.getByRole('button', { name: 'Play slideshow' }).click();
  await visitor.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  const seaside = thumbnail(visitor, SEASIDE);
  await expect(seaside).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expectShowing(lightbox, 'Photo 2 of 2', SEASIDE, sharedByOf(user));
  await expect(lightbox.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await context.close();
});

test('without JavaScript, a thumbnail is a plain link to the photo', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const path = await pageWithPhotos(page);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(path);
  const garden = thumbnail(visitor, GARDEN);
  await expect(garden).not.toHaveAttribute('aria-haspopup');
  await garden.click();
  await expect(visitor).toHaveURL(/\/api\/memorials\/[^/]+\/photos\/[^/]+\/web$/);
  await context.close();
});
