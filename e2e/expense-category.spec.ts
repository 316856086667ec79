import { INVENTORY_MESSAGES } from '../src/shared/inventory/inventory-schemas.ts';
import { createLovedOneByApi } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';

// The expenses are totalled by category on the estate's accounting: a hospital bill saved under a
// category chosen for the executor ("Funeral") would be counted there without anyone having said so.

test('a new expense starts with no category, and one saved without it is refused keeping what was typed', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Rose', lastName: 'Lane' });
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/expenses'))
      saves.push(request.url());
  });
  await page.goto(`/dashboard/${lovedOneId}?tab=inventory&view=expenses`);
  const form = page.getByRole('form', { name: 'Add an expense' });
  const category = form.getByLabel('Category');
  await expect(category).toHaveValue('');
  await expect(category.locator('option:checked')).toHaveText('Choose a category');
  await expect(category.locator('option:checked')).toBeDisabled();

  await form.getByLabel('Amount (USD)').fill('412.50');
  await form.getByLabel('Paid to').fill('County Hospital');
  await form.getByLabel('Notes').fill('Final bill from the ward');
  await form.getByRole('button', { name: 'Add expense' }).click();
  await expect(category).toHaveAccessibleDescription(INVENTORY_MESSAGES.categoryRequired);
  await expect(category).toBeFocused();
  await expect(form.getByLabel('Amount (USD)')).toHaveValue('412.50');
  await expect(form.getByLabel('Paid to')).toHaveValue('County Hospital');
  await expect(form.getByLabel('Notes')).toHaveValue('Final bill from the ward');
  expect(saves).toEqual([]);

  await category.selectOption({ label: 'Other' });
  await form.getByRole('button', { name: 'Add expense' }).click();
  const hospital = page.getByRole('listitem', { name: 'County Hospital' });
  await expect(hospital).toContainText(' · Other · ');
  // The form starts again for the next expense, again with no category chosen.
  await expect(form.getByLabel('Paid to')).toHaveValue('');
  await expect(category).toHaveValue('');
  await expect(category.locator('option:checked')).toHaveText('Choose a category');
});
