import { readFile } from 'node:fs/promises';
import { createLovedOneByApi, PDF_BYTES } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, useTheme } from './support.ts';

test('an executor lists accounts, works one through to closed, writes its letter and logs an expense', async ({
  page,
  user,
}) => {
  void user;
  const lovedOneId = await createLovedOneByApi(page);
  await page.goto(`/dashboard/${lovedOneId}?tab=inventory`);
  await expect(page.getByRole('heading', { name: 'Estate inventory' })).toBeVisible();

  const addItem = async (kind: string, institution: string, last4: string, value: string) => {
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an item' });
    await dialog.getByLabel('Kind').selectOption({ label: kind });
    await dialog.getByLabel('Institution or company').fill(institution);
    await dialog.getByLabel('Account number (last 4 digits only)').fill(last4);
    await dialog.getByLabel('Estimated value or balance (USD)').fill(value);
    await dialog.getByRole('button', { name: 'Save item' }).click();
    await expect(dialog).toBeHidden();
  };

  // A full card number is refused, and what was typed stays.
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an item' });
  await dialog.getByLabel('Institution or company').fill('First Bank');
  await dialog.getByLabel('Account number (last 4 digits only)').fill('4111111111111111');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog.getByText('only stores the last 4 digits')).toBeVisible();
  await expect(dialog.getByLabel('Institution or company')).toHaveValue('First Bank');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addItem('Bank account', 'First Bank', '****6789', '12,500.75');
  await addItem('Credit card', 'Card Co', '4321', '2,450.99');
  await addItem('Email, social or online account', 'Facebook', '', '');
  await expect(page.getByText('$10,049.76')).toBeVisible();

  const bank = page.getByRole('listitem', { name: 'First Bank' });
  await bank.getByRole('button', { name: 'Mark notified' }).click();
  await expect(bank.getByText('Notified', { exact: true })).toBeVisible();
  await bank.getByRole('button', { name: 'Mark in progress' }).click();
  await bank.getByRole('button', { name: 'Mark closed' }).click();
  await expect(bank.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 3 items closed, transferred or claimed')).toBeVisible();

  await bank.getByRole('button', { name: 'Prepare letter' }).click();
  const letter = page.getByRole('dialog', { name: 'Bank Account Closure Letter' });
  await expect(letter.getByText('Account number ending in: 6789')).toBeVisible();
  await expect(letter.getByText('Account holder: Eleanor Hart')).toBeVisible();
  await expectNoAxeViolations(page);
  await letter.getByRole('button', { name: 'Close' }).click();

  const expenseForm = page.getByRole('form', { name: 'Add an expense' });
  await expenseForm.getByLabel('Amount (USD)').fill('1,234.56');
  await expenseForm.getByLabel('Paid to').fill('Smith, Jones & Co');
  await expenseForm.getByLabel('Category').selectOption({ label: 'Legal & probate' });
  await expenseForm
    .getByLabel('Receipt (PDF, JPEG or PNG, up to 10 MB)')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expenseForm.getByRole('button', { name: 'Add expense' }).click();
  await expect(page.getByRole('link', { name: 'Receipt: invoice.pdf' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe('Date,Payee,Category,Amount (USD),Paid by,Reimbursed,Receipt,Notes');
  expect(rows[1]).toMatch(
    /^\d{4}-\d{2}-\d{2},"Smith, Jones & Co",Legal & probate,1234\.56,.+,No,invoice\.pdf,$/,
  );

  await expectNoAxeViolations(page);
  await useTheme(page, 'dark');
  await expectNoAxeViolations(page);
});
