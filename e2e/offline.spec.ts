import type { Page } from '@playwright/test';
import {
  createLovedOneByApi,
  createMemorialByApi,
  createTaskByApi,
  dayFromToday,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
} from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// Every other journey blocks service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

/**
 * What the service worker keeps of its last read from `path` (any query), or null while it keeps none:
 * in the person's data by default, or in another of its caches (`harbor-shell-`).
 */
const keptAnswer = (page: Page, path: string, cache = 'harbor-data-') =>
  page.evaluate(
    async ([wanted, prefix]) => {
      const name = (await caches.keys()).find((key) => key.startsWith(prefix));
      if (!name) return null;
      const kept = await (await caches.open(name)).match(wanted, { ignoreSearch: true });
      return kept ? await kept.text() : null;
    },
    [path, cache] as const,
  );

/** The service worker has taken over this page and kept what it read from `apiPath` (the dashboard). */
async function waitForOfflineCopy(page: Page, apiPath = '/api/dashboard') {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => keptAnswer(page, apiPath), { timeout: 20_000 }).not.toBeNull();
}

/** A figure of the loved one's Tasks tab, by its label. */
const tasksTabFigure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('offline, the dashboard opens from the service worker and a tick made there is saved once back online', async ({
  page,
  context,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const taskId = await createTaskByApi(page, lovedOneId, { title: 'Call the registrar' });
  await createTaskByApi(page, lovedOneId, { title: 'Collect the post' });

  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
  await waitForOfflineCopy(page);

  // Writes that reached the server (attempts while offline fail in the browser and never arrive).
  const taskWrites: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'PATCH' && request.url().includes('/api/tasks/')) taskWrites.push(request.url());
  });

  await context.setOffline(true);
  // Added on the server meanwhile: a dashboard without it came from the kept copy, not the network.
  await createTaskByApi(page, lovedOneId, { title: 'Added while offline' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Collect the post' })).toBeVisible();
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 2');
  const banner = page.getByRole('status').filter({ hasText: "You're offline — changes will wait" });
  await expect(banner).toBeVisible();

  const registrar = page.getByRole('checkbox', { name: 'Call the registrar' });
  await registrar.check();
  await expect(registrar).toBeChecked();
  await expect(banner).toContainText('1 change is kept on this device');
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 2');
  // A tap back and forth is still one change, and the tick survives a reload while offline.
  await registrar.uncheck();
  await registrar.check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Call the registrar' })).toBeChecked();
  await expect(banner).toContainText('1 change is kept on this device');
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 2');

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);

  await context.setOffline(false);
  await expect(page.getByText('The change you made offline is saved.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  const saved = await page.request.get(`/api/tasks/${taskId}`);
  expect(((await saved.json()) as { task: { status: string } }).task.status).toBe('completed');
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 3');
  // The box stays ticked while the queue forgets the tick and the server's figures arrive.
  await expect(page.getByRole('checkbox', { name: 'Call the registrar' })).toBeChecked();
  expect(taskWrites).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('harbor-queued-ticks'))).toBeNull();
});

test("a tick made offline moves every figure with it: the dashboard's and its section card, the loved one's page and its Tasks tab", async ({
  page,
  context,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await createTaskByApi(page, lovedOneId, { title: 'Call the registrar', dueDate: dayFromToday(2) });
  await createTaskByApi(page, lovedOneId, { title: 'Collect the post' });
  await page.goto('/dashboard');
  await waitForOfflineCopy(page);
  // Seen once online, so the device keeps the loved one's page and task list as well.
  await page.goto(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(page.getByRole('link', { name: /Call the registrar/ })).toContainText('Not Started');
  await waitForOfflineCopy(page, '/api/tasks');
  await waitForOfflineCopy(page, `/api/loved-ones/${lovedOneId}`);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 2');
  await expect(page.getByTestId('due-this-week-count')).toHaveText('1');
  await expect(page.getByTestId('overall-progress')).toHaveText('0%');
  await expect(page.getByRole('link', { name: "What's next: Call the registrar" })).toBeVisible();
  // Both tasks sit in one section: its card counts them.
  await expect(page.getByText('0 of 2 tasks done')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Call the registrar' }).check();
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 2');
  await expect(page.getByTestId('due-this-week-count')).toHaveText('0');
  await expect(page.getByTestId('overall-progress')).toHaveText('50%');
  await expect(page.getByRole('link', { name: "What's next: Collect the post" })).toBeVisible();
  await expect(page.getByText('1 of 2 tasks done')).toBeVisible();

  await page.getByRole('link', { name: 'See everything' }).click();
  await expect(page.getByTestId('summary-Active tasks')).toHaveText('1');
  await expect(page.getByRole('link', { name: /Call the registrar/ })).toContainText('Complete');
  await expect(tasksTabFigure(page, 'Completed')).toHaveText('1');
  await expect(tasksTabFigure(page, 'Not Started')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('summary-Active tasks')).toHaveText('1');
  await expect(tasksTabFigure(page, 'Completed')).toHaveText('1');
  await expectAccessibleInBothThemes(page);

  await context.setOffline(false);
  await expect(page.getByText('The change you made offline is saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Call the registrar/ })).toContainText('Complete');
  await expect(tasksTabFigure(page, 'Completed')).toHaveText('1');
  await expect(page.getByTestId('summary-Active tasks')).toHaveText('1');
  expect(await page.evaluate(() => localStorage.getItem('harbor-queued-ticks'))).toBeNull();
});

test("an untick made offline, of a task the server already has as done, moves every figure back: the dashboard's, the loved one's page and its Tasks tab", async ({
  page,
  context,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await createTaskByApi(page, lovedOneId, { title: 'Call the registrar', dueDate: dayFromToday(2) });
  await createTaskByApi(page, lovedOneId, { title: 'Collect the post' });
  await page.goto('/dashboard');
  await waitForOfflineCopy(page);

  // Ticked online: the summary the page reads next no longer lists the task, having counted it done.
  const refetched = page.waitForResponse(async (response) => {
    if (!response.url().includes('/api/dashboard')) return false;
    const body = (await response.json().catch(() => null)) as {
      summary?: { counts: { completed: number }; openTasks: { title: string }[] };
    } | null;
    return body?.summary?.counts.completed === 1 && body.summary.openTasks.length === 1;
  });
  await page.getByRole('checkbox', { name: 'Call the registrar' }).check();
  await refetched;
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 2');
  await expect(page.getByText('1 of 2 tasks done')).toBeVisible();
  // The loved one's page, seen in another tab, is kept on the device with the task done.
  const other = await context.newPage();
  await other.goto(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(other.getByRole('link', { name: /Call the registrar/ })).toContainText('Complete');
  await waitForOfflineCopy(other, '/api/tasks');
  await waitForOfflineCopy(other, `/api/loved-ones/${lovedOneId}`);
  await other.close();

  await context.setOffline(true);
  await page.getByRole('checkbox', { name: 'Call the registrar' }).uncheck();
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 2');
  await expect(page.getByTestId('due-this-week-count')).toHaveText('1');
  await expect(page.getByTestId('overall-progress')).toHaveText('0%');
  await expect(page.getByText('0 of 2 tasks done')).toBeVisible();

  await page.getByRole('link', { name: 'See everything' }).click();
  await expect(page.getByTestId('summary-Active tasks')).toHaveText('2');
  await expect(page.getByRole('link', { name: /Call the registrar/ })).toContainText('Not Started');
  await expect(tasksTabFigure(page, 'Completed')).toHaveText('0');
  await page.goBack();
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 2');

  // Just after a reconnect the worker's own requests can still fail (its network comes back on its own
  // clock), and it answers from its copy kept while the task was done: the page must ask again.
  let failedReads = 0;
  await context.route('**/api/dashboard*', (route) => {
    if (route.request().serviceWorker() && failedReads < 2) {
      failedReads += 1;
      return route.abort('internetdisconnected');
    }
    return route.fallback();
  });
  await context.setOffline(false);
  await expect(page.getByText('The change you made offline is saved.')).toBeVisible();
  await expect.poll(() => failedReads).toBe(2);
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 2');
  await expect(page.getByText('0 of 2 tasks done')).toBeVisible();
  const saved = await page.request.get(`/api/dashboard?lovedOne=${lovedOneId}&timeZone=UTC`);
  expect(
    ((await saved.json()) as { summary: { counts: { completed: number } } }).summary.counts.completed,
  ).toBe(0);
});

test('offline, a hub and a memorial page say they will open once connected, not that something failed', async ({
  page,
  context,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const { slug } = await createMemorialByApi(page, lovedOneId);
  await page.goto('/dashboard');
  await waitForOfflineCopy(page);

  await context.setOffline(true);
  await page.goto(`/hub/legal/${lovedOneId}`);
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText('your checklist is kept on this device')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('Error loading legal hub')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
  // Back online, the hub opens by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByText('Error loading legal hub')).toHaveCount(0);

  // The memorial page is not kept on the device: the app's shell opens it, and it waits calmly.
  await context.setOffline(true);
  await page.goto(`/memorial/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText("This page will load when you're connected again.")).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByText('Error loading memorial page')).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Eleanor/ })).toBeVisible();
});

test('a later visit, drawn from its own page, still refreshes the kept copy through the worker', async ({
  page,
  context,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await createTaskByApi(page, lovedOneId, { title: 'Call the registrar' });
  await page.goto('/dashboard');
  await waitForOfflineCopy(page);

  await createTaskByApi(page, lovedOneId, { title: 'Collect the post' });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Collect the post' })).toBeVisible();
  // The page drew it from what the server sent along; the app then asks once through the worker.
  await expect.poll(() => keptAnswer(page, '/api/dashboard')).toContain('Collect the post');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Collect the post' })).toBeVisible();
});

test('signing out forgets the kept checklist: offline, nobody sees it afterwards', async ({
  page,
  context,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await createTaskByApi(page, lovedOneId, { title: 'Call the registrar' });
  await page.goto('/dashboard');
  await expect(page.getByRole('checkbox', { name: 'Call the registrar' })).toBeVisible();
  await waitForOfflineCopy(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('harbor-data-'))),
    )
    .toEqual([]);

  await context.setOffline(true);
  await page.goto('/dashboard');
  // Nobody to open the kept copy for: Harbor says it cannot check, and shows nothing of anyone's.
  await expect(page.getByRole('heading', { name: 'We can’t reach our records right now' })).toBeVisible();
  await expect(page.getByText('Call the registrar')).toHaveCount(0);
  await expect(page.getByText('Eleanor Hart')).toHaveCount(0);
});

test('offline, the Privacy, Terms and Contact pages still open from the footer, never seen before', async ({
  page,
  context,
  user: _user,
}) => {
  await page.goto('/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Kept at install, though this person never opened them.
  await expect.poll(() => keptAnswer(page, '/contact', 'harbor-shell-')).not.toBeNull();

  await context.setOffline(true);
  for (const [link, heading] of [
    ['Privacy', 'Privacy'],
    ['Terms', 'Terms'],
    ['Contact', 'Contact'],
  ] as const) {
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'About Harbor' })
      .getByRole('link', { name: link, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
});
