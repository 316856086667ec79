import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { addDays } from '../src/shared/dates/calendar-days.ts';
import { localTimeZone, todayIn } from '../src/shared/dates/time-zones.ts';
import { expect, signUpAndVerify } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

export const PNG_PHOTO = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a7c8c' } })
    .png()
    .toBuffer();

/** A photo the size a phone sends, a few hundred kilobytes (random pixels barely compress). */
export const PHONE_PHOTO = () =>
  sharp(randomBytes(640 * 480 * 3), { raw: { width: 640, height: 480, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The smallest PDF readers accept: a catalog with an empty page tree. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** That PDF with a scanned page's weight of comment after it: about 300 KB, as a scan is. */
export const SCANNED_PDF = Buffer.concat([PDF_BYTES, Buffer.from(`%${'scan'.repeat(75 * 1024)}\n`)]);

const headers = { origin: E2E_BASE_URL };

/** The browser and this test run on the same machine, so they share "today". */
export const dayFromToday = (offset: number) => addDays(todayIn(localTimeZone()), offset);

export async function createLovedOneByApi(
  page: Page,
  overrides: Partial<Record<'firstName' | 'lastName' | 'dateOfBirth' | 'dateOfDeath', string>> = {},
): Promise<string> {
  const response = await page.request.post('/api/loved-ones', {
    headers,
    multipart: {
      firstName: 'Eleanor',
      lastName: 'Hart',
      dateOfBirth: '1948-03-14',
      dateOfDeath: dayFromToday(-20),
      relationshipToUser: 'parent',
      ...overrides,
      photo: { name: 'eleanor.png', mimeType: 'image/png', buffer: await PNG_PHOTO() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { lovedOne: { id: string } }).lovedOne.id;
}

/** A loved one as the gentle questions make one (a recent loss, with these answers); their id. */
export async function setUpThroughOnboarding(page: Page, answers: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers,
    data: { path: 'recent-loss', answers },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { lovedOneId: string }).lovedOneId;
}

/** A memorial page for the loved one, made by the signed-in admin; private until made public. */
export async function createMemorialByApi(
  page: Page,
  lovedOneId: string,
): Promise<{ id: string; slug: string }> {
  const response = await page.request.post('/api/memorials', { headers, data: { lovedOneId } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { memorial: { id: string; slug: string } }).memorial;
}

/** Adds one item to the loved one's inventory, as the inventory's form would; its id. */
export async function addInventoryItemByApi(
  page: Page,
  lovedOneId: string,
  item: Record<string, unknown>,
): Promise<string> {
  const added = await page.request.post(`/api/inventory/${lovedOneId}/items?timeZone=UTC`, {
    headers,
    data: item,
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { item: { id: string } }).item.id;
}

export async function createTaskByApi(
  page: Page,
  lovedOneId: string,
  task: { title: string; category?: string; dueDate?: string | null; status?: 'in_progress' | 'completed' },
): Promise<string> {
  const response = await page.request.post('/api/tasks', {
    headers,
    data: {
      lovedOneId,
      title: task.title,
      category: task.category ?? 'Other',
      dueDate: task.dueDate ?? null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = ((await response.json()) as { task: { id: string } }).task;
  if (task.status) {
    const update = await page.request.patch(`/api/tasks/${id}`, { headers, data: { status: task.status } });
    expect(update.ok()).toBe(true);
  }
  return id;
}

/** Nothing sticks out sideways at this width (a phone of 360 px). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Closes every toast, so axe does not judge one mid-way through its fade-in animation. */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  // Stacked toasts show their close buttons only when hovered (and pause their timers meanwhile).
  await expect(async () => {
    if ((await toasts.count()) > 0) {
      await toasts.first().hover({ timeout: 1_000 });
      await toasts.first().locator('[data-close-button]').click({ timeout: 1_000 });
    }
    expect(await toasts.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
  await page.mouse.move(0, 0);
}

/** axe in the light theme and in the dark one, with toasts out of the way; ends in light. */
export async function expectAccessibleInBothThemes(page: Page) {
  await dismissToasts(page);
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
}

/**
 * A second person, Sam Helper, in a browser of their own, who signs up and joins the admin's team
 * through an invitation's link. Close `context` at the end of the test.
 */
export async function joinTeamAsMember(adminPage: Page, browser: Browser, lovedOneId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signUpAndVerify(page, { firstName: 'Sam', lastName: 'Helper' });
  const invited = await adminPage.request.post(`/api/team/${lovedOneId}/invitations`, {
    headers,
    data: { firstName: 'Sam', lastName: 'Helper', email: member.email, relationship: '' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { id: string } };
  const link = await adminPage.request.post(`/api/team/${lovedOneId}/invitations/${invitation.id}/link`, {
    headers,
  });
  const token = new URL(((await link.json()) as { url: string }).url).searchParams.get('token');
  const accepted = await page.request.post('/api/invitations/accept', { headers, data: { token } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return { member, memberId: session.user.id, page, context };
}
