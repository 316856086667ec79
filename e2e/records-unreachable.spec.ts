import type { Page } from '@playwright/test';
import { FIRST_VIEW_ELEMENT_ID } from '../src/shared/first-view/first-view-state.ts';
import { expectAccessibleInBothThemes } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

/** What Harbor's server answers while its database is down (src/server/infra/database-unavailable.ts). */
async function databaseDownFor(page: Page, pattern: string) {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'retry-after': '5' },
      body: JSON.stringify({
        error: {
          code: 'UNAVAILABLE',
          message: 'Harbor is briefly unavailable. Please try again in a moment.',
        },
      }),
    }),
  );
}

/**
 * The app's page as the server sends it while its database is down: the session cannot be read, so the
 * page carries no first view (decision 049) and the app asks for it.
 */
async function pageWithoutFirstView(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      new RegExp(`<script[^>]*id="${FIRST_VIEW_ELEMENT_ID}"[^>]*>.*?</script>`, 's'),
      '',
    );
    await route.fulfill({ response, body });
  });
}

test('while the database is down a signed-in person sees a calm page, stays signed in, and can try again', async ({
  page,
  user: _user,
}) => {
  await pageWithoutFirstView(page, '**/dashboard');
  await databaseDownFor(page, '**/api/**');
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We can’t reach our records right now' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Nothing you have saved is lost.')).toBeVisible();
  // Not sent to sign in: the session is unknown, not gone.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAccessibleInBothThemes(page);

  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
  await expect(page.getByText('We can’t reach our records right now')).toHaveCount(0);
});

test('when one screen’s data cannot be reached, a calm notice with a retry sits above it', async ({
  page,
  user: _user,
}) => {
  // From another screen, so the app asks the API (at its own address the page carries the dashboard).
  await page.goto('/settings');
  await databaseDownFor(page, '**/api/dashboard*');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'We can’t reach our records right now' });
  await expect(notice).toBeVisible({ timeout: 20_000 });

  await page.unroute('**/api/dashboard*');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
