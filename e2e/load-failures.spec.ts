import { createLovedOneByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

test('an inventory that could not load says why, calmly, and comes on Try again', async ({
  page,
  user: _,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  const items = new RegExp(`/api/inventory/${lovedOneId}/items$`);
  await page.route(items, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Our records did not answer in time.' } }),
    }),
  );
  await page.goto(`/dashboard/${lovedOneId}?tab=inventory`);
  const notice = page.getByRole('region', { name: 'The estate inventory could not be loaded' });
  await expect(notice).toContainText('Our records did not answer in time.');
  await expectNoAxeViolations(page);

  await page.unroute(items);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Executor expenses' })).toBeVisible();
});
