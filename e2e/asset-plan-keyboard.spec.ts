import { ASSET_PLAN_LABELS } from '../src/shared/estate-accounting/asset-plans.ts';
import { addInventoryItemByApi, createLovedOneByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// Chromium changes a closed select at every arrow key, with a change event each time: a keyboard or
// screen-reader user arrowing to the plan they want must not save (and hear saved) each plan on the way.

test('arrowing through an asset’s plans saves only the one stopped at; a pick from the list saves at once', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Rose', lastName: 'Lane' });
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'vehicle',
    institution: '2019 Subaru Outback',
    estimatedValue: '18,000',
  });
  const saves: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/assets\/[^/]+\/plan$/.test(new URL(request.url()).pathname))
      saves.push(request.postDataJSON());
  });

  await page.goto(`/hub/financial/${lovedOneId}/estate-account`);
  const plans = page.getByRole('region', { name: 'Plan for each asset' });
  const carPlan = plans.getByLabel('Plan for 2019 Subaru Outback');
  await expect(carPlan).toHaveValue('');
  await carPlan.focus();
  await page.keyboard.press('ArrowDown');
  await expect(carPlan).toHaveValue('sell');
  await page.keyboard.press('ArrowDown');
  await expect(carPlan).toHaveValue('distribute');
  // Still on the select, still choosing: nothing is saved, and the heir’s select waits for the choice.
  expect(saves).toEqual([]);
  await expect(plans.getByLabel('Heir to receive 2019 Subaru Outback')).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(plans.getByLabel('Heir to receive 2019 Subaru Outback')).toBeVisible();
  await expect.poll(() => saves).toEqual([{ plan: 'distribute', heirId: null }]);
  await page.reload();
  await expect(carPlan).toHaveValue('distribute');
  expect(saves).toHaveLength(1);

  // Enter says "this one" too, without leaving the select.
  await carPlan.focus();
  await page.keyboard.press('ArrowDown');
  await expect(carPlan).toHaveValue('transfer');
  await page.keyboard.press('Enter');
  await expect.poll(() => saves).toHaveLength(2);
  expect(saves[1]).toEqual({ plan: 'transfer', heirId: null });
  await expect(carPlan).toBeFocused();

  // A pick from the opened list saves at once, while the select keeps the focus.
  await carPlan.selectOption({ label: ASSET_PLAN_LABELS.sell });
  await expect.poll(() => saves).toHaveLength(3);
  expect(saves[2]).toEqual({ plan: 'sell', heirId: null });
  await expect(carPlan).toBeFocused();
  await page.reload();
  await expect(carPlan).toHaveValue('sell');
  expect(saves).toHaveLength(3);
});
