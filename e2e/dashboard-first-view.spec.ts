import { E2E_BASE_URL } from '../playwright.config.ts';
import { FIRST_VIEW_ELEMENT_ID } from '../src/shared/first-view/first-view-state.ts';
import { createLovedOneByApi, createTaskByApi, dayFromToday } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// Decision 049: a signed-in page carries its person's session, and the dashboard its own answer, so the
// first view is drawn without waiting for either. Held here, those two requests never answer; the
// dashboard must still show, and must still be the real, working dashboard.
test('the dashboard is drawn from its page while the session and dashboard requests are held', async ({
  page,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  await createTaskByApi(page, lovedOneId, { title: 'Order death certificates', dueDate: dayFromToday(2) });
  // The app saves the browser's zone on a first visit; this is that visit's request.
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const saved = await page.request.post('/api/notifications/time-zone', {
    data: { timeZone },
    headers: { origin: E2E_BASE_URL },
  });
  expect(saved.ok()).toBe(true);

  const held: string[] = [];
  await page.route(/\/api\/(dashboard|auth\/get-session)(\?|$)/, (route) => {
    held.push(new URL(route.request().url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 1');
  await expect(page.getByTestId('due-this-week-count')).toHaveText('1');
  await expect(page.getByRole('checkbox', { name: 'Order death certificates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // Service workers are off here (playwright.config.ts), so there is no offline copy to refresh: the page's
  // session must not be asked again behind its back (offline.spec.ts covers the worker's case).
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 })));
  expect(held).toEqual([]);

  // Answered again, the same page works as ever: a tick reaches the server and stays after a reload.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await page.getByRole('checkbox', { name: 'Order death certificates' }).check();
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 1');
  await page.reload();
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 1');
});

test("a dashboard the server made for another zone is drawn at once, then asked again in the browser's zone", async ({
  page,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  await createTaskByApi(page, lovedOneId, { title: 'Order death certificates', dueDate: dayFromToday(2) });
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const savedZone = browserZone === 'Pacific/Chatham' ? 'Pacific/Kiritimati' : 'Pacific/Chatham';
  // Their first visit saved the browser's zone; they since chose another in the preferences.
  const current = await page.request.get('/api/notifications/preferences');
  const { preferences } = (await current.json()) as { preferences: Record<string, unknown> };
  const saved = await page.request.put('/api/notifications/preferences', {
    data: { ...preferences, timeZone: savedZone },
    headers: { origin: E2E_BASE_URL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const asked: string[] = [];
  await page.route(/\/api\/dashboard(\?|$)/, (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('timeZone') ?? '');
  });
  const response = await page.goto('/dashboard');
  expect(await response?.text()).toContain(savedZone);
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 1');
  await expect.poll(() => asked).toEqual([browserZone]);
});

test('signed out, the dashboard page carries nothing and sends the visitor to sign in', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto('/dashboard');
  expect(await response?.text()).not.toContain(FIRST_VIEW_ELEMENT_ID);
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard/);
  await context.close();
});

// Decision 054: installing the service worker, sending the browser's zone and the start-up event all
// wait until the page has settled. At the load event they fell in the middle of a phone's first view:
// the install fetched the whole app and the new worker had the dashboard drawn a second time.
test.describe('with service workers', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the first view asks for none of them: the worker, the zone and the start-up event come once it has settled', async ({
    page,
    user: _user,
  }) => {
    const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
    await createTaskByApi(page, lovedOneId, { title: 'Order death certificates', dueDate: dayFromToday(2) });
    // A zone saved, as after a first visit, so the dashboard's data is in its page.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await page.request.post('/api/notifications/time-zone', {
      data: { timeZone },
      headers: { origin: E2E_BASE_URL },
    });
    const watched = new Set([
      '/api/notifications/time-zone',
      '/api/client-events',
      '/api/dashboard',
      '/api/auth/get-session',
    ]);
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (watched.has(pathname)) requested.push(pathname);
    });
    // When the page asks for its worker, on the page's own clock.
    await page.addInitScript(() => {
      const workers = navigator.serviceWorker;
      const register = workers.register.bind(workers);
      workers.register = (...args: Parameters<typeof register>) => {
        (window as unknown as { workerAskedAt: number }).workerAskedAt = performance.now();
        return register(...args);
      };
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('checkbox', { name: 'Order death certificates' })).toBeVisible();
    await expect
      .poll(() => [...new Set(requested)], { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['/api/notifications/time-zone', '/api/client-events']));
    // The worker's own script is not one of the page's requests: its taking over the page is what shows.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Each came once the page had settled (4 s after its load event), measured on the page's own clock:
    // on a busy machine the test itself may see the load event seconds late.
    const early = await page.evaluate(
      (paths) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const settled = (navigation?.loadEventEnd ?? 0) + 3_000;
        const asked = performance
          .getEntriesByType('resource')
          .filter((entry) => paths.includes(new URL(entry.name).pathname))
          .map((entry) => ({ what: new URL(entry.name).pathname, at: entry.startTime }));
        const worker = (window as unknown as { workerAskedAt?: number }).workerAskedAt;
        if (worker !== undefined) asked.push({ what: 'the service worker', at: worker });
        return asked.filter((request) => request.at < settled).map((request) => request.what);
      },
      [...watched],
    );
    expect(early).toEqual([]);
  });
});
