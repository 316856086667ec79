import { createLovedOneByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// The app's routes: a page view is counted by the route's pattern, never the address; and the last line
// of defence (RouteErrorPage) shows a calm page in place of the whole app when a screen cannot load,
// until the next navigation tries again.

test('a page view is counted by its route pattern, without the id in the address', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const delivered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/analytics/events') &&
      (response.request().postData() ?? '').includes('"path":"/dashboard/:lovedOneId"'),
  );
  await page.goto(`/dashboard/${lovedOneId}`);
  const body = (await delivered).request().postData() ?? '';
  expect(body).not.toContain(lovedOneId);
});

test('a screen whose code cannot be fetched shows the calm error page; going back brings the app back', async ({
  page,
  user: _signedIn,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
  await page.route('**/assets/support-hub-page-*', (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Nothing you saved has been lost.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // It replaces the frame whose header and footer carry the crisis lines; they are here instead, even
  // right after someone pressed Help.
  for (const [name, href] of [
    ['Call 988', 'tel:988'],
    ['Text HOME to 741741', 'sms:741741?&body=HOME'],
    ['Call 911', 'tel:911'],
  ] as const) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
