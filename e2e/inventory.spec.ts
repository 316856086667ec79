import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { NETWORK_ERROR_MESSAGE } from '../src/web/lib/api-client.ts';
import { pdfText } from '../test/pdf-text.ts';
import {
  createLovedOneByApi,
  dayFromToday,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  joinTeamAsMember,
  PDF_BYTES,
  PNG_PHOTO,
} from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { cutOff, expectNoAxeViolations, toast } from './support.ts';

const headers = { origin: E2E_BASE_URL };

async function addItem(
  page: Page,
  item: { kind: string; institution: string; last4?: string; value?: string; task?: string; heldAs?: string },
) {
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an item' });
  // The form opens at its first field, where the answer starts, not on the close icon.
  await expect(dialog.getByLabel('Kind')).toBeFocused();
  await dialog.getByLabel('Kind').selectOption({ label: item.kind });
  await dialog.getByLabel('Institution or company').fill(item.institution);
  if (item.last4) await dialog.getByLabel('Account number (last 4 digits only)').fill(item.last4);
  if (item.value) await dialog.getByLabel('Estimated value or balance (USD)').fill(item.value);
  if (item.task) await dialog.getByLabel('Checklist task').selectOption({ label: item.task });
  if (item.heldAs) await dialog.getByLabel('How it was held').selectOption({ label: item.heldAs });
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog).toBeHidden();
}

async function readCsvRows(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  return csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

test('on a phone, an executor lists accounts, closes one (and its task), writes its letter and keeps expenses', async ({
  page,
  user,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const lovedOneId = await createLovedOneByApi(page);
  await page.goto(`/dashboard/${lovedOneId}?tab=inventory`);
  await expect(page.getByRole('heading', { name: 'Estate inventory' })).toBeVisible();
  await expect(page.getByText('No items yet.')).toBeVisible();

  // A full card number is refused, and what was typed stays.
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an item' });
  await dialog.getByLabel('Institution or company').fill('First Bank');
  await dialog.getByLabel('Account number (last 4 digits only)').fill('4111111111111111');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog.getByText('only stores the last 4 digits')).toBeVisible();
  await expect(dialog.getByLabel('Institution or company')).toHaveValue('First Bank');
  await expectNoHorizontalScroll(page);
  // With the connection gone, the dialog says so under the form, stays open and keeps every field.
  await dialog.getByLabel('Account number (last 4 digits only)').fill('6789');
  const reconnect = await cutOff(page, new RegExp(`/api/inventory/${lovedOneId}/items(\\?|$)`), 'POST');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'We could not reach Harbor. Please check your connection and try again.',
  );
  await expect(dialog.getByLabel('Account number (last 4 digits only)')).toHaveValue('6789');
  await reconnect();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addItem(page, {
    kind: 'Bank account',
    institution: 'First Bank',
    last4: '****6789',
    value: '12,500.75',
    task: 'Make a new task for this item',
    heldAs: 'Payable or transfer on death (POD / TOD)',
  });
  await addItem(page, { kind: 'Credit card', institution: 'Card Co', last4: '4321', value: '2,450.99' });
  await addItem(page, { kind: 'Email, social or online account', institution: 'Facebook' });
  // 12,500.75 in assets less 2,450.99 owed on the card.
  await expect(page.getByText('$10,049.76')).toBeVisible();

  const bank = page.getByRole('listitem', { name: 'First Bank' });
  await expect(bank.getByText('ending 6789')).toBeVisible();
  // How it was held says whether it goes through probate.
  await expect(bank.getByText('Passes outside probate')).toBeVisible();
  const taskLink = bank.getByRole('link', { name: 'Close or transfer the bank account at First Bank' });
  await expect(taskLink).toBeVisible();
  const taskId = (await taskLink.getAttribute('href'))?.split('/').pop() ?? '';
  await bank.getByRole('button', { name: 'Mark notified' }).click();
  await expect(bank.getByText('Notified', { exact: true })).toBeVisible();
  // The pressed button went with the old status: the keyboard is on the item's next step, not lost.
  await expect(bank.getByRole('button', { name: 'Mark in progress' })).toBeFocused();
  await bank.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(bank.getByText('In progress', { exact: true })).toBeVisible();
  await bank.getByRole('button', { name: 'Mark closed' }).click();
  await expect(bank.getByText('Closed', { exact: true })).toBeVisible();
  await expect(
    // Dates as every list shows them (issue 21): 'Nov 25, 2026', not '2026-11-25'.
    bank.getByText(
      /Notified [A-Z][a-z]{2} \d{1,2}, \d{4} · In progress [A-Z][a-z]{2} \d{1,2}, \d{4} · Closed [A-Z]/,
    ),
  ).toBeVisible();
  await expect(page.getByText('1 of 3 items closed, transferred or claimed')).toBeVisible();
  // Each kind shows its own share of the totals under its heading.
  const kindTotals = (kind: string) =>
    page.getByRole('region', { name: kind, exact: true }).locator('p').first();
  await expect(kindTotals('Bank account')).toHaveText('1 of 1 done · Assets $12,500.75');
  await expect(kindTotals('Credit card')).toHaveText('0 of 1 done · Debts $2,450.99');
  await expect(kindTotals('Email, social or online account')).toHaveText('0 of 1 done');
  // Closing the account completed its checklist task.
  const task = await page.request.get(`/api/tasks/${taskId}`);
  expect(((await task.json()) as { task: { status: string } }).task.status).toBe('completed');
  await expectNoHorizontalScroll(page);

  await bank.getByRole('button', { name: 'Prepare letter' }).click();
  const letter = page.getByRole('dialog', { name: 'Bank Account Closure Letter' });
  await expect(letter.getByText('Account number ending in: 6789')).toBeVisible();
  await expect(letter.getByText('Account holder: Eleanor Hart')).toBeVisible();
  // Without a connection the download says why under the button, and no file of an error is saved.
  const reconnectLetter = await cutOff(page, /\/letter\.pdf/);
  const downloadPdf = letter.getByRole('button', { name: 'Download PDF' });
  await downloadPdf.click();
  await expect(letter.getByRole('alert')).toHaveText(`The download didn’t work: ${NETWORK_ERROR_MESSAGE}`);
  await expect(downloadPdf).toBeFocused();
  await expectNoAxeViolations(page);
  await reconnectLetter();
  const [pdf] = await Promise.all([page.waitForEvent('download'), downloadPdf.click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await pdfText(await readFile(await pdf.path()))).toContain('Account number ending in: 6789');
  await expect(letter.getByRole('alert')).toHaveCount(0);
  await letter.getByRole('button', { name: 'Close' }).click();

  const addExpense = async (expense: {
    amount: string;
    payee: string;
    category: string;
    receipt?: boolean;
  }) => {
    const form = page.getByRole('form', { name: 'Add an expense' });
    await form.getByLabel('Amount (USD)').fill(expense.amount);
    await form.getByLabel('Paid to').fill(expense.payee);
    await form.getByLabel('Category').selectOption({ label: expense.category });
    if (expense.receipt)
      await form
        .getByLabel('Receipt (PDF, JPEG or PNG, up to 10 MB)')
        .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await form.getByRole('button', { name: 'Add expense' }).click();
    await expect(page.getByRole('listitem', { name: expense.payee })).toBeVisible();
    await expect(form.getByLabel('Paid to')).toHaveValue('');
  };
  await addExpense({
    amount: '1,234.56',
    payee: 'Smith, Jones & Co',
    category: 'Legal & probate',
    receipt: true,
  });
  await addExpense({ amount: '45', payee: 'Train tickets', category: 'Travel' });
  await addExpense({ amount: '9.99', payee: 'Wrong entry', category: 'Other' });
  await expect(page.getByRole('link', { name: 'Receipt: invoice.pdf' })).toBeVisible();

  // Edit one, delete another.
  await page.getByRole('listitem', { name: 'Train tickets' }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(edit.getByLabel('Amount (USD)')).toHaveValue('45.00');
  // On a phone, Save stays in sight at the foot of the dialog, below the long form.
  await expect(edit.getByRole('button', { name: 'Save expense' })).toBeInViewport();
  await edit.getByLabel('Amount (USD)').fill('47.50');
  await edit.getByLabel('Notes').fill('Return, =off-peak');
  await edit.getByRole('button', { name: 'Save expense' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Train tickets' })).toContainText('$47.50');
  await page.getByRole('listitem', { name: 'Wrong entry' }).getByRole('button', { name: 'Delete' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete this expense?' });
  // It says whose money it was, and that the estate will no longer show it as owed to them.
  await expect(deleting).toContainText(`paid by ${user.firstName} ${user.lastName}.`);
  // The day as the list shows it, not as the database keeps it.
  await expect(
    deleting.getByText(/^Wrong entry, \$9\.99 on [A-Z][a-z]{2} \d{1,2}, \d{4}, paid by/),
  ).toBeVisible();
  await expect(deleting).toContainText(`no longer show it as owed to ${user.firstName} ${user.lastName}`);
  await expect(deleting.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await deleting.getByRole('button', { name: 'Delete expense' }).click();
  await expect(page.getByRole('listitem', { name: 'Wrong entry' })).toHaveCount(0);
  await expect(page.getByText('Total $1,282.06')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // Paid back, it asks the day: the estate's account lists it then, and the account starts at the death.
  const lawyers = page.getByRole('listitem', { name: 'Smith, Jones & Co' });
  await lawyers.getByRole('button', { name: 'Mark reimbursed' }).click();
  const paidBack = page.getByRole('dialog', { name: 'Mark reimbursed' });
  const paidBackOn = paidBack.getByLabel('Date paid back');
  await expect(paidBackOn).toBeFocused();
  await expect(paidBackOn).toHaveValue(dayFromToday(0));
  await paidBackOn.fill(dayFromToday(-25));
  await paidBack.getByRole('button', { name: 'Mark reimbursed' }).click();
  await expect(paidBack.getByText('The estate’s account starts on the date of death')).toBeVisible();
  await expect(paidBackOn).toHaveValue(dayFromToday(-25));
  await expectNoAxeViolations(page);
  await paidBackOn.fill(dayFromToday(0));
  await paidBack.getByRole('button', { name: 'Mark reimbursed' }).click();
  await expect(paidBack).toBeHidden();
  await expect(lawyers).toContainText(/ · reimbursed on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(lawyers.getByRole('button', { name: 'Mark not reimbursed' })).toBeVisible();
  // The admin can correct the day in the expense's Edit; a payment can't be dated after today.
  await lawyers.getByRole('button', { name: 'Edit' }).click();
  const editPaidBack = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(editPaidBack.getByLabel('Date paid back')).toHaveValue(dayFromToday(0));
  await editPaidBack.getByLabel(/^Date paid(?! back)/).fill(dayFromToday(1));
  await editPaidBack.getByRole('button', { name: 'Save expense' }).click();
  await expect(editPaidBack.getByText('The date can’t be in the future')).toBeVisible();
  await expect(editPaidBack.getByLabel(/^Date paid(?! back)/)).toHaveValue(dayFromToday(1));
  await page.keyboard.press('Escape');
  await expect(editPaidBack).toBeHidden();
  await expect(page.getByText('still to reimburse $47.50')).toBeVisible();

  const rows = await readCsvRows(page);
  expect(rows).toHaveLength(3);
  expect(rows[0]).toBe('Date,Payee,Category,Amount (USD),Paid by,Reimbursed,Reimbursed on,Receipt,Notes');
  expect(rows[1]).toBe(
    `${dayFromToday(0)},"Smith, Jones & Co",Legal & probate,1234.56,Robin Taylor,Yes,${dayFromToday(0)},invoice.pdf,`,
  );
  expect(rows[2]).toMatch(
    /^\d{4}-\d{2}-\d{2},Train tickets,Travel,47\.50,Robin Taylor,No,,,"Return, =off-peak"$/,
  );
  // Undoing it asks first, naming the day it would forget, and opens on the way back.
  await lawyers.getByRole('button', { name: 'Mark not reimbursed' }).click();
  const notPaidBack = page.getByRole('dialog', { name: 'Mark as not reimbursed?' });
  await expect(notPaidBack).toContainText(/was paid back to Robin Taylor on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
  await expect(notPaidBack.getByRole('button', { name: 'Keep it reimbursed' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notPaidBack).toBeHidden();
  await expect(lawyers).toContainText(' · reimbursed on ');
  await lawyers.getByRole('button', { name: 'Mark not reimbursed' }).click();
  await notPaidBack.getByRole('button', { name: 'Mark not reimbursed' }).click();
  await expect(notPaidBack).toBeHidden();
  await expect(lawyers).not.toContainText('reimbursed on');
  await expect(page.getByText('still to reimburse $1,282.06')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // A receipt that only claims to be a PNG is refused before the expense is saved, however often
  // the button is pressed, and what was typed stays.
  const expenseForm = page.getByRole('form', { name: 'Add an expense' });
  const receiptField = expenseForm.getByLabel('Receipt (PDF, JPEG or PNG, up to 10 MB)');
  await expenseForm.getByLabel('Amount (USD)').fill('60');
  await expenseForm.getByLabel('Paid to').fill('Florist');
  await expenseForm.getByLabel('Category').selectOption({ label: 'Funeral' });
  await receiptField.setInputFiles({
    name: 'flowers.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are notes, not a picture.'),
  });
  for (let press = 0; press < 2; press += 1) {
    await expenseForm.getByRole('button', { name: 'Add expense' }).click();
    await expect(receiptField).toHaveAccessibleDescription(
      'This file doesn’t open as a PDF, JPEG or PNG, so it may be damaged. Please try another copy.',
    );
  }
  await expect(expenseForm.getByLabel('Paid to')).toHaveValue('Florist');
  await expect(expenseForm.getByLabel('Amount (USD)')).toHaveValue('60');
  const florist = page.getByRole('listitem', { name: 'Florist' });
  await expect(florist).toHaveCount(0);
  // Also counted on the server, which stays countable while a dialog hides the list behind it.
  const storedFlorists = async () => {
    const response = await page.request.get(`/api/inventory/${lovedOneId}/expenses`);
    const { expenses } = (await response.json()) as { expenses: { payee: string }[] };
    return expenses.filter((expense) => expense.payee === 'Florist').length;
  };
  expect(await storedFlorists()).toBe(0);

  // A receipt the server still refuses after the expense was saved (simulated here, as the
  // browser's check catches every refusal the server would make) opens that expense for editing
  // with the reason, instead of leaving the form to add it again.
  const receiptUrl = '**/api/inventory/*/expenses/*/receipt';
  await page.route(receiptUrl, (route) =>
    route.fulfill({
      status: 415,
      json: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'File type .png is not allowed' } },
    }),
  );
  await receiptField.setInputFiles({ name: 'flowers.png', mimeType: 'image/png', buffer: await PNG_PHOTO() });
  await expect(receiptField).not.toHaveAttribute('aria-invalid', 'true');
  await expenseForm.getByRole('button', { name: 'Add expense' }).click();
  const refused = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(refused.getByText('The expense was saved, but its receipt was not.')).toBeVisible();
  await expect(refused.getByText('File type .png is not allowed')).toBeVisible();
  await expect(refused.getByLabel('Paid to')).toHaveValue('Florist');
  await expect(refused.getByLabel('Amount (USD)')).toHaveValue('60.00');
  expect(await storedFlorists()).toBe(1);
  await page.unroute(receiptUrl);
  await refused
    .getByLabel('Receipt (PDF, JPEG or PNG, up to 10 MB)')
    .setInputFiles({ name: 'flowers.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await refused.getByRole('button', { name: 'Save expense' }).click();
  await expect(refused).toBeHidden();
  await expect(florist).toHaveCount(1);
  // The add form started again: its values went into the saved expense.
  await expect(expenseForm.getByLabel('Paid to')).toHaveValue('');
  await expect(florist.getByRole('link', { name: 'Receipt: flowers.pdf' })).toBeVisible();
  expect(await storedFlorists()).toBe(1);

  // On a weak signal the save fails, and so does the refresh after it: the list and the form stay as
  // they were, with what was typed (a failed refresh used to put "could not load" in their place).
  const expensesUrl = new RegExp(`/api/inventory/${lovedOneId}/expenses(\\?|$)`);
  let refreshes = 0;
  await page.route(expensesUrl, (route) => {
    if (route.request().method() === 'GET') refreshes += 1;
    return route.abort('internetdisconnected');
  });
  await expenseForm.getByLabel('Amount (USD)').fill('75');
  await expenseForm.getByLabel('Paid to').fill('Caterer');
  await expenseForm.getByLabel('Category').selectOption({ label: 'Funeral' });
  await expenseForm.getByRole('button', { name: 'Add expense' }).click();
  // The first refresh and both of its retries have failed.
  await expect.poll(() => refreshes, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect(florist).toBeVisible();
  await expect(expenseForm.getByLabel('Paid to')).toHaveValue('Caterer');
  await expect(expenseForm.getByLabel('Amount (USD)')).toHaveValue('75');
  await page.unroute(expensesUrl);

  // The dashboard's Financial and Accounts cards count the items.
  await page.goto(`/dashboard?lovedOne=${lovedOneId}`);
  await expect(page.getByTestId('inventory-progress-financial')).toHaveText('1 of 2 inventory items closed');
  await expect(page.getByTestId('inventory-progress-accounts')).toHaveText('0 of 1 inventory items closed');

  // The hubs' cards open filtered views, and the filter can be cleared.
  await page.goto(`/hub/financial/${lovedOneId}`);
  await page.getByRole('link', { name: 'Open Expenses' }).click();
  await expect(page).toHaveURL(`/dashboard/${lovedOneId}?tab=inventory&view=expenses`);
  await expect(page.getByRole('status').filter({ hasText: 'Showing only: Executor expenses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Executor expenses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estate inventory' })).toHaveCount(0);
  await page.goto(`/hub/financial/${lovedOneId}`);
  await page.getByRole('listitem').filter({ hasText: 'Debt Manager' }).getByRole('link').click();
  await expect(page).toHaveURL(`/dashboard/${lovedOneId}?tab=inventory&kind=credit_card&kind=loan_debt`);
  await expect(page.getByRole('listitem', { name: 'Card Co' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'First Bank' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Show everything' }).click();
  await expect(page).toHaveURL(`/dashboard/${lovedOneId}?tab=inventory`);
  await expect(page.getByRole('heading', { name: 'Estate inventory' })).toBeFocused();
  await expect(page.getByRole('listitem', { name: 'First Bank' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Executor expenses' })).toBeVisible();

  // An item added by mistake can be deleted, after a question that says what goes and what stays. Its
  // Delete is as calm as its Edit: red is kept for something gone wrong.
  const facebook = page.getByRole('listitem', { name: 'Facebook' });
  const colourOf = (name: string) =>
    facebook.getByRole('button', { name, exact: true }).evaluate((button) => getComputedStyle(button).color);
  expect(await colourOf('Delete Facebook')).toBe(await colourOf('Edit'));
  await facebook.getByRole('button', { name: 'Delete Facebook' }).click();
  const asking = page.getByRole('dialog', { name: 'Delete Facebook?' });
  await expect(asking).toContainText('stays on the checklist');
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('listitem', { name: 'Facebook' })).toBeVisible();
  await page
    .getByRole('listitem', { name: 'Facebook' })
    .getByRole('button', { name: 'Delete Facebook' })
    .click();
  await asking.getByRole('button', { name: 'Delete item' }).click();
  await expect(toast(page, 'Item deleted')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Facebook' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Email, social or online account' })).toHaveCount(0);
  // The keyboard goes on from where the item was: the heading of the kind before it, not the page's top.
  await expect(page.getByRole('heading', { name: 'Credit card', exact: true })).toBeFocused();
});

test('a team member reads everything but changes only the item assigned to them and their own expenses', async ({
  page,
  browser,
  user: _user,
}) => {
  test.setTimeout(150_000);
  const lovedOneId = await createLovedOneByApi(page);
  const { page: memberPage, context, memberId } = await joinTeamAsMember(page, browser, lovedOneId);
  const api = `/api/inventory/${lovedOneId}`;
  for (const data of [
    { kind: 'utility', institution: 'Power Co', assignedToUserId: memberId },
    { kind: 'subscription', institution: 'StreamCo' },
  ]) {
    const created = await page.request.post(`${api}/items`, { headers, data });
    expect(created.status(), await created.text()).toBe(201);
  }
  const adminExpense = await page.request.post(`${api}/expenses`, {
    headers,
    data: { paidOn: '2026-10-05', payee: 'Funeral home', amount: '8,500', category: 'funeral' },
  });
  expect(adminExpense.status()).toBe(201);

  await memberPage.goto(`/dashboard/${lovedOneId}?tab=inventory`);
  await expect(memberPage.getByRole('heading', { name: 'Estate inventory' })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Add item' })).toHaveCount(0);
  const notTheirs = memberPage.getByRole('listitem', { name: 'StreamCo' });
  await expect(notTheirs).toBeVisible();
  await expect(notTheirs.getByRole('button', { name: 'Prepare letter' })).toBeVisible();
  await expect(notTheirs.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await expect(notTheirs.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  const theirs = memberPage.getByRole('listitem', { name: 'Power Co' });
  await expect(theirs.getByText('Assigned to Sam Helper')).toBeVisible();
  await theirs.getByRole('button', { name: 'Mark notified' }).click();
  await expect(theirs.getByText('Notified', { exact: true })).toBeVisible();
  await theirs.getByRole('button', { name: 'Edit' }).click();
  const dialog = memberPage.getByRole('dialog', { name: 'Edit item' });
  await expect(dialog.getByLabel('Assigned to')).toHaveCount(0);
  await expect(dialog.getByLabel('Checklist task')).toHaveCount(0);
  await dialog.getByLabel('Notes').fill('Called on Monday; they need the death certificate.');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog).toBeHidden();
  await expect(theirs.getByText('Called on Monday; they need the death certificate.')).toBeVisible();

  // The admin's expense is read-only to them; their own is theirs to change.
  const funeral = memberPage.getByRole('listitem', { name: 'Funeral home' });
  await expect(funeral).toContainText('$8,500.00');
  await expect(funeral).toContainText('Oct 5, 2026 · Funeral');
  await expect(funeral.getByRole('button')).toHaveCount(0);
  const form = memberPage.getByRole('form', { name: 'Add an expense' });
  await expect(form.getByLabel('Paid by')).toHaveCount(0);
  await form.getByLabel('Amount (USD)').fill('30');
  await form.getByLabel('Paid to').fill('Petrol');
  await form.getByLabel('Category').selectOption({ label: 'Travel' });
  await form.getByRole('button', { name: 'Add expense' }).click();
  const petrol = memberPage.getByRole('listitem', { name: 'Petrol' });
  await expect(petrol).toContainText('paid by Sam Helper');
  await expect(petrol.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(petrol.getByRole('button', { name: 'Mark reimbursed' })).toHaveCount(0);

  // The server holds the same line when the buttons are bypassed.
  const items = (await (await memberPage.request.get(`${api}/items`)).json()) as {
    items: { id: string; institution: string }[];
  };
  const streamCo = items.items.find((item) => item.institution === 'StreamCo');
  const refused = await memberPage.request.patch(`${api}/items/${streamCo?.id}`, {
    headers,
    data: { status: 'closed' },
  });
  expect(refused.status()).toBe(403);
  const notDeleted = await memberPage.request.delete(`${api}/items/${streamCo?.id}`, { headers });
  expect(notDeleted.status()).toBe(403);
  await expectAccessibleInBothThemes(memberPage);
  await context.close();

  // The admin's "Paid by" names each person once: the admin as "Me" (never again by name), then the
  // team. An expense the admin paid opens as "Me"; "Me" chosen in place of the member names the admin.
  await page.goto(`/dashboard/${lovedOneId}?tab=inventory&view=expenses`);
  const adminForm = page.getByRole('form', { name: 'Add an expense' });
  await expect(adminForm.getByLabel('Paid by').locator('option')).toHaveText(['Me', 'Sam Helper']);
  await page.getByRole('listitem', { name: 'Funeral home' }).getByRole('button', { name: 'Edit' }).click();
  const editFuneral = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(editFuneral.getByLabel('Paid by').locator('option')).toHaveText(['Me', 'Sam Helper']);
  await expect(editFuneral.getByLabel('Paid by').locator('option:checked')).toHaveText('Me');
  await editFuneral.getByRole('button', { name: 'Close' }).click();
  const memberPetrol = page.getByRole('listitem', { name: 'Petrol' });
  await memberPetrol.getByRole('button', { name: 'Edit' }).click();
  const editPetrol = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(editPetrol.getByLabel('Paid by').locator('option:checked')).toHaveText('Sam Helper');
  await editPetrol.getByLabel('Paid by').selectOption({ label: 'Me' });
  await editPetrol.getByRole('button', { name: 'Save expense' }).click();
  await expect(editPetrol).toBeHidden();
  await expect(memberPetrol).toContainText('paid by Robin Taylor');
});
