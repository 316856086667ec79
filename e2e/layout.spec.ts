import type { Locator, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi, createMemorialByApi, createTaskByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { useTheme as emulateTheme, expectNoAxeViolations, holdRequests } from './support.ts';

// Issue 21: every main screen at a phone's, a tablet's and a laptop's width, in both themes: nothing
// sticks out sideways and every control is on the screen; on a phone, axe finds nothing either.
// Long journeys: one sign-up, then 14 screens × 3 widths × 2 themes.
test.setTimeout(240_000);

const headers = { origin: E2E_BASE_URL };
const WIDTHS = [360, 768, 1280] as const;
/** A task title with one word longer than a phone's screen is wide (a pasted web address does this). */
const LONG_TITLE = 'Close https://online.example-bank.com/statements/eleanor-hart-estate-account';

/** What on the page sticks out sideways: the page's own overflow, and controls not wholly on screen. */
async function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
    for (const control of document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="tab"]',
    )) {
      const box = control.getBoundingClientRect();
      // Not shown (display: none, or the 1 px skip link until it has focus).
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -1 || box.right > width + 1) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40);
        problems.push(
          `${control.tagName.toLowerCase()} "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)}px`,
        );
      }
    }
    return problems;
  });
}

test('the main screens fit a phone, a tablet and a laptop, in light and dark', async ({
  page,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const taskId = await createTaskByApi(page, lovedOneId, { title: LONG_TITLE });
  const invited = await page.request.post(`/api/team/${lovedOneId}/invitations`, {
    headers,
    data: {
      firstName: 'Samuel',
      lastName: 'Hart-Whitcombe',
      email: 'samuel.hart-whitcombe@example.com',
      relationship: 'sibling',
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await createMemorialByApi(page, lovedOneId);

  const screens: { path: string; ready: (page: Page) => Promise<void> }[] = [
    {
      path: '/dashboard',
      ready: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
        // The page exists, so the dashboard no longer offers to create one.
        await expect(p.getByRole('link', { name: 'Manage the memorial page' })).toBeVisible();
      },
    },
    ...(['profile', 'tasks', 'support', 'inventory', 'activity'] as const).map((tab) => ({
      path: `/dashboard/${lovedOneId}?tab=${tab}`,
      ready: async (p: Page) => {
        await expect(p.getByRole('tab', { selected: true })).toBeVisible();
        await expect(p.getByRole('tabpanel')).not.toContainText('Loading');
      },
    })),
    {
      path: `/task/${taskId}`,
      ready: (p) => expect(p.getByRole('heading', { level: 1 })).toContainText('Close'),
    },
    { path: `/hub/memorial/${lovedOneId}`, ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
    { path: `/hub/legal/${lovedOneId}`, ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
    { path: '/hub/support', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/settings', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/grief-journal', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/mood-tracker', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/guided-exercises', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  ];

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready(page);
      for (const theme of ['light', 'dark'] as const) {
        await emulateTheme(page, theme);
        expect(await sidewaysProblems(page), `${screen.path} at ${width}px, ${theme}`).toEqual([]);
        if (width === 360) await expectNoAxeViolations(page);
      }
      if (width === 360) expect(await shortTargets(page), `${screen.path} at 360px`).toEqual([]);
      await emulateTheme(page, 'light');
    }
  }
});

/**
 * Buttons, and links drawn as buttons, less than a finger's worth (44 px) tall on a phone. A link in a
 * line of text is as tall as its words, so only the header's links and those styled as buttons count.
 */
async function shortTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, header a[href], a[href][class*="min-h-"]')]
      .filter((target) => {
        const box = target.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && box.height < 44;
      })
      .map((target) => {
        const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40);
        return `${target.tagName.toLowerCase()} "${name}" is ${Math.round(target.getBoundingClientRect().height)}px tall`;
      }),
  );
}

type Opener = { path: string; opener: Locator; dialog: string };

/** Opens each dialog and closes it with Cancel, Escape and its close button; focus must be back each time. */
async function expectFocusReturned(
  page: Page,
  openers: Opener[],
  closings: ((dialog: Locator) => Promise<void>)[],
) {
  for (const { path, opener, dialog: title } of openers) {
    await page.goto(path);
    for (const close of closings) {
      await opener.click();
      const dialog = page.getByRole('dialog', { name: new RegExp(title) });
      await expect(dialog).toBeVisible();
      // Ready as a person finds it: focus has moved in. Its Escape handler is attached in the same pass,
      // which on the Preact islands runs a frame after the dialog is drawn.
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await close(dialog);
      await expect(dialog).toBeHidden();
      await expect(opener, `${path}: focus back on the opener`).toBeFocused();
    }
  }
}

test('closing a dialog returns focus to the control that opened it', async ({ page, user: _user }) => {
  const lovedOneId = await createLovedOneByApi(page);
  const closings = [
    (dialog: Locator) => dialog.getByRole('button', { name: 'Cancel' }).click(),
    () => page.keyboard.press('Escape'),
    (dialog: Locator) => dialog.getByRole('button', { name: 'Close' }).first().click(),
  ];
  const openers: Opener[] = [
    { path: '/dashboard', opener: page.getByRole('button', { name: 'Invite family' }), dialog: 'Invite' },
    {
      path: `/dashboard/${lovedOneId}?tab=support`,
      opener: page.getByRole('tabpanel').getByRole('button', { name: 'Invite' }),
      dialog: 'Invite',
    },
    {
      path: `/dashboard/${lovedOneId}?tab=profile`,
      opener: page.getByRole('button', { name: 'Edit profile' }),
      dialog: 'Edit',
    },
  ];
  await expectFocusReturned(page, openers, closings);
});

test('a screen opened from far down another one opens at its top; a tab stays where the person is', async ({
  page,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/dashboard');
  const legal = page.getByRole('link', { name: /^Legal/ });
  await legal.scrollIntoViewIfNeeded();
  const downThere = await page.evaluate(() => window.scrollY);
  expect(downThere).toBeGreaterThan(300);
  await legal.click();
  await expect(page).toHaveURL(`/hub/legal/${lovedOneId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A tab is a change of query, not of screen: it stays where the person is, also on the first change
  // after the page was loaded (a load is a POP; the tab's change is a REPLACE, on the same screen).
  // Enough tasks that the Tasks tab is as tall as the page was, so nothing else moves the window.
  for (const title of ['Call the bank', 'Order death certificates', 'Ring the council', 'Cancel the phone']) {
    await createTaskByApi(page, lovedOneId, { title });
  }
  await page.goto(`/dashboard/${lovedOneId}?tab=profile`);
  await expect(page.getByRole('tab', { name: 'Tasks' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 200));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(200);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/tab=tasks/);
  // Measured once the tab is shown: a move to the top would have come with that render.
  await expect(page.getByText('Cancel the phone')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('on the public pages too (their dialogs run on Preact): the waitlist and the QR code', async ({
  page,
  browser,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const memorial = await createMemorialByApi(page, lovedOneId);
  const published = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers,
    data: { isPublic: true },
  });
  expect(published.ok(), await published.text()).toBe(true);

  const visitor = await (await browser.newContext()).newPage();
  await expectFocusReturned(
    visitor,
    [
      { path: '/', opener: visitor.getByRole('button', { name: 'Join Waitlist' }), dialog: 'waitlist' },
      {
        path: `/memorial/${memorial.slug}`,
        opener: visitor.getByRole('button', { name: 'QR code' }),
        dialog: 'Memorial page for',
      },
    ],
    [
      () => visitor.keyboard.press('Escape'),
      (dialog) => dialog.getByRole('button', { name: 'Close' }).first().click(),
    ],
  );
  await visitor.context().close();
});

test('the account menu in the header: who is signed in, Settings, and Sign out, by keyboard too', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard');
  const account = page.getByRole('button', { name: `Your account: ${user.firstName} ${user.lastName}` });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(user.email)).toBeVisible();
  expect(await sidewaysProblems(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(account).toBeFocused();

  // Tabbing past its last item closes it.
  const settings = page.getByRole('link', { name: 'Settings' });
  await page.keyboard.press('Enter');
  await expect(settings).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(account).toHaveAttribute('aria-expanded', 'false');

  await account.focus();
  await page.keyboard.press('Enter');
  await expect(settings).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(settings).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(account).toHaveAttribute('aria-expanded', 'false');

  await account.click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  // A shared computer: the header forgets the person at once, without a reload.
  await expect(page.getByRole('button', { name: /^Your account/ })).toHaveCount(0);
  await expect(page.getByRole('banner')).not.toContainText(user.firstName);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test('a new screen takes the keyboard to its title, from a link left in the header or gone with the last screen', async ({
  page,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const taskId = await createTaskByApi(page, lovedOneId, { title: 'Return the library books' });
  await page.goto('/settings');
  // The header's link stays where it is: the new screen's title takes the focus, so a screen reader
  // says where the person is and the next Tab is in the screen, not along the header.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .press('Enter');
  const dashboardTitle = page.getByRole('heading', { level: 1, name: 'Eleanor Hart' });
  await expect(dashboardTitle).toBeFocused();

  // A link in the screen goes with it; a screen still loading is waited for, its title then focused.
  const letGo = await holdRequests(page, `**/api/tasks/${taskId}`);
  await page.getByRole('link', { name: "What's next: Return the library books" }).press('Enter');
  await expect(page).toHaveURL(`/task/${taskId}`);
  await expect(page.locator('[data-whole-page-loading]')).toBeVisible();
  letGo();
  const taskTitle = page.getByRole('heading', { level: 1, name: 'Return the library books' });
  await expect(taskTitle).toBeFocused();

  // Back and forward too.
  await page.goBack();
  await expect(dashboardTitle).toBeFocused();
  await page.goForward();
  await expect(taskTitle).toBeFocused();

  // Focus the person moves while a screen loads is theirs: the title, once there, does not take it.
  const letGoAgain = await holdRequests(page, `**/api/loved-ones/${lovedOneId}?*`);
  await page.getByRole('link', { name: 'Back to Eleanor Hart’s tasks' }).press('Enter');
  await expect(page.locator('[data-whole-page-loading]')).toBeVisible();
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  letGoAgain();
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
  await expect(skipLink).toBeFocused();
});
