import { E2E_BASE_URL } from '../playwright.config.ts';
import { createLovedOneByApi, createMemorialByApi, dismissToasts } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

// Someone part-way through a form looks at something else on the same page and comes back: what they
// typed is still there. Only Cancel (or Save) lets it go.

test('an expense half typed in the inventory tab is still there after a look at the tasks', async ({
  page,
  user: _,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  await page.goto(`/dashboard/${lovedOneId}?tab=inventory`);
  const expense = page.getByRole('form', { name: 'Add an expense' });
  await expense.getByLabel('Amount (USD)').fill('86.40');
  await expense.getByLabel('Paid to').fill('City Florist');

  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/tab=tasks/);
  await expect(expense).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Estate inventory' }).click();
  await expect(expense.getByLabel('Amount (USD)')).toHaveValue('86.40');
  await expect(expense.getByLabel('Paid to')).toHaveValue('City Florist');
});

test('the memorial’s Edit, Customize and item edits keep what was typed while another is open; Cancel lets it go', async ({
  page,
  user: _,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName: 'Hart' });
  const memorial = await createMemorialByApi(page, lovedOneId);
  for (const quoteText of ['Be kind, always.', 'Keep the kettle on.']) {
    const quote = await page.request.post(`/api/memorials/${memorial.id}/quotes`, {
      headers: { origin: E2E_BASE_URL },
      data: { quoteText, author: 'Eleanor' },
    });
    expect(quote.status(), await quote.text()).toBe(201);
  }
  await page.goto(`/memorial/${memorial.slug}`);
  const controls = page.getByRole('region', { name: 'Page controls' });
  const article = page.locator('article[data-layout]');

  await controls.getByRole('button', { name: 'Edit' }).click();
  await controls.getByLabel('Page title').fill('Eleanor, our light');

  // Customize opens in its place; a colour chosen there redraws the page.
  await controls.getByRole('button', { name: 'Customize' }).click();
  await expect(controls.getByLabel('Page title')).toBeHidden();
  await controls.getByRole('radio', { name: 'Forest', exact: true }).check();
  await expect(article).toHaveAttribute('data-theme-color', 'forest');

  // Back to Edit: the title typed is there, and the page shows its saved colour again.
  await controls.getByRole('button', { name: 'Edit' }).click();
  await expect(controls.getByLabel('Page title')).toHaveValue('Eleanor, our light');
  await expect(article).not.toHaveAttribute('data-theme-color', 'forest');
  // And back to Customize: the colour chosen is still chosen, and drawn.
  await controls.getByRole('button', { name: 'Customize' }).click();
  await expect(controls.getByRole('radio', { name: 'Forest', exact: true })).toBeChecked();
  await expect(article).toHaveAttribute('data-theme-color', 'forest');
  await controls.getByRole('button', { name: 'Cancel' }).click();
  await expect(article).not.toHaveAttribute('data-theme-color', 'forest');

  // Cancel forgets: Customize opens on what is saved.
  await controls.getByRole('button', { name: 'Customize' }).click();
  await expect(controls.getByRole('radio', { name: 'Forest', exact: true })).not.toBeChecked();
  await controls.getByRole('button', { name: 'Edit' }).click();
  await controls.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Eleanor, our light' })).toBeVisible();
  await dismissToasts(page);

  // A quote being edited stays open, with its words, while the admin starts on another part.
  await controls.getByRole('button', { name: 'Service, timeline, quotes & tributes' }).click();
  await controls.getByRole('tab', { name: 'Quotes' }).click();
  const quotes = controls.getByRole('tabpanel', { name: 'Quotes' });
  await quotes.getByRole('button', { name: 'Edit “Be kind, always.”' }).click();
  const editing = quotes.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Cancel' }) });
  const firstEdit = editing.getByRole('textbox', { name: /^Quote/ });
  await firstEdit.fill('Be kind, always, and then kinder.');
  // Found again by its own id: the list's order is not what this is about.
  const edited = quotes.locator(`[id="${await firstEdit.getAttribute('id')}"]`);
  // Starting on the other quote leaves the first one open, as typed.
  await quotes.getByRole('button', { name: 'Edit “Keep the kettle on.”' }).click();
  await expect(editing).toHaveCount(2);
  await expect(edited).toHaveValue('Be kind, always, and then kinder.');
  await controls.getByRole('tab', { name: 'Timeline' }).click();
  await controls.getByRole('tab', { name: 'Quotes' }).click();
  await expect(edited).toHaveValue('Be kind, always, and then kinder.');
  await expectNoAxeViolations(page);
});
