import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { ASSET_PLAN_MESSAGES } from '../src/shared/estate-accounting/asset-plans.ts';
import { ESTATE_ACCOUNT_PAGE } from '../src/shared/estate-accounting/estate-account-page.ts';
import { ACCOUNT_DATE_MESSAGES, LEDGER_MESSAGES } from '../src/shared/estate-accounting/ledger.ts';
import { TIME_LOG_MESSAGES } from '../src/shared/estate-accounting/time-log.ts';
import { MONEY_MESSAGES } from '../src/shared/inventory/money.ts';
import { pdfText } from '../test/pdf-text.ts';
import {
  addInventoryItemByApi,
  createLovedOneByApi,
  dayFromToday,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  joinTeamAsMember,
  setUpThroughOnboarding,
} from './dashboard-fixtures.ts';
import { expect, signUpAndVerify, test } from './fixtures.ts';
import { cutOff, loseTheNextAnswer } from './support.ts';

// Issue 23: the Estate Account, opened from the financial hub: money in, payments out (one paying a debt
// in the inventory), what reached an heir, the paid-back expenses, and the balance on hand.

test.setTimeout(180_000);

const headers = { origin: E2E_BASE_URL };

/** An heir the executor names, through the API; their id. */
async function addHeirByApi(page: Page, lovedOneId: string, heir: { name: string; share: string }) {
  const response = await page.request.post(`/api/estate-accounting/${lovedOneId}/heirs`, {
    headers,
    data: heir,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { heir: { id: string } }).heir.id;
}

/** Lines of the estate account, recorded through the API in this order; their ids. */
async function recordEntriesByApi(page: Page, lovedOneId: string, entries: Record<string, unknown>[]) {
  const ids: string[] = [];
  for (const entry of entries) {
    const response = await page.request.post(`/api/estate-accounting/${lovedOneId}/ledger?timeZone=UTC`, {
      headers,
      data: entry,
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { entry: { id: string } }).entry.id);
  }
  return ids;
}

test('the executor keeps the estate account: entries by form, a debt paid down, a bad amount refused with nothing lost; strangers see nothing', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, {
    firstName: 'Rose',
    lastName: 'Lane',
    // Before every entry below: the account runs from the death to today.
    dateOfDeath: '2026-10-01',
  });
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'credit_card',
    institution: 'Chase Visa',
    estimatedValue: '1,200',
    isDebt: true,
  });
  const expense = await page.request.post(`/api/inventory/${lovedOneId}/expenses`, {
    headers,
    data: {
      paidOn: '2026-10-05',
      payee: 'Florist',
      amount: '120',
      category: 'funeral',
      reimbursed: true,
      reimbursedOn: '2026-10-05',
    },
  });
  expect(expense.status(), await expense.text()).toBe(201);
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'vehicle',
    institution: '2019 Subaru Outback',
    estimatedValue: '18,000',
  });

  await page.goto(`/hub/financial/${lovedOneId}`);
  await page.getByRole('link', { name: 'Open Estate Account' }).click();
  await expect(page).toHaveURL(`/hub/financial/${lovedOneId}/estate-account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estate Account' })).toBeVisible();
  await expect(page.getByText('For Rose Lane')).toBeVisible();

  // The paid-back expense is already there, as money paid out.
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(ledger).toContainText('Paid back: Florist');
  await expect(page.getByTestId('ledger-balance')).toContainText('-$120.00');
  // Below nothing, the balance says what that usually means.
  await expect(page.getByTestId('ledger-balance')).toContainText(
    ESTATE_ACCOUNT_PAGE.balanceBelowNothing('$120.00'),
  );

  // The heirs and their shares: never more than the whole estate, and a refused share loses nothing typed.
  const heirs = page.getByRole('region', { name: 'Heirs and shares' });
  await expect(heirs).toContainText('No heirs named yet.');
  const addHeir = async (name: string, relationship: string, share: string) => {
    const heirForm = heirs.getByRole('form', { name: 'Add heir' });
    await heirForm.getByLabel('Name').fill(name);
    await heirForm.getByLabel('Relationship').fill(relationship);
    await heirForm.getByLabel('Share (%)').fill(share);
    await heirForm.getByRole('button', { name: 'Add heir' }).click();
  };
  // A share typed without a name: said under the name, with the keyboard taken there and the share kept.
  await addHeir('', 'Son', '50');
  await expect(heirs.getByText('Please enter their name')).toBeVisible();
  await expect(heirs.getByLabel('Name')).toBeFocused();
  await expect(heirs.getByLabel('Share (%)')).toHaveValue('50');
  await addHeir('Sam Lane', 'Son', '50');
  await expect(heirs.getByRole('listitem').filter({ hasText: 'Sam Lane' })).toContainText('50%');
  await expect(page.getByTestId('heirs-share-left')).toHaveText(
    '50% of the estate is not yet given to anyone.',
  );
  await addHeir('Ada Lane', 'Daughter', '60');
  const heirForm = heirs.getByRole('form', { name: 'Add heir' });
  await expect(
    heirForm.getByText('The shares would add up to more than 100%. 50% is left to give.'),
  ).toBeVisible();
  // Only the server knows the other shares: its refusal takes the keyboard to the share, as a typed one does.
  await expect(heirForm.getByLabel('Share (%)')).toBeFocused();
  await expect(heirForm.getByLabel('Name')).toHaveValue('Ada Lane');
  await heirForm.getByLabel('Share (%)').fill('50');
  await heirForm.getByRole('button', { name: 'Add heir' }).click();
  await expect(page.getByTestId('heirs-share-left')).toHaveText(
    'Every share is given: together they make 100%.',
  );
  await expect(heirForm.getByLabel('Name')).toHaveValue('');
  // A name begun in the add form waits, out of sight, while another heir is changed.
  await heirForm.getByLabel('Name').fill('Ben Lane');
  // By keyboard: Edit moves focus into the form, and Cancel brings it back to the same button.
  await heirs.getByRole('button', { name: 'Edit Ada Lane' }).focus();
  await page.keyboard.press('Enter');
  const editForm = heirs.getByRole('form', { name: 'Edit Ada Lane' });
  await expect(editForm.getByLabel('Name')).toBeFocused();
  await expect(heirForm).toBeHidden();
  await editForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(heirs.getByRole('button', { name: 'Edit Ada Lane' })).toBeFocused();
  await expect(heirForm.getByLabel('Name')).toHaveValue('Ben Lane');
  await heirForm.getByLabel('Name').fill('');
  await heirs.getByRole('button', { name: 'Edit Ada Lane' }).click();
  await expect(editForm.getByLabel('Share (%)')).toHaveValue('50');
  await editForm.getByLabel('Name').fill('Ada Lane-Hart');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(heirs.getByRole('listitem').filter({ hasText: 'Ada Lane-Hart' })).toContainText('Daughter');

  // A plan for each asset, saved as it is chosen. One that does not reach the server keeps the choice
  // on screen and says why under it.
  const plans = page.getByRole('region', { name: 'Plan for each asset' });
  const carPlan = plans.getByLabel('Plan for 2019 Subaru Outback');
  const reconnect = await cutOff(page, '**/api/estate-accounting/*/assets/*/plan');
  await carPlan.selectOption({ label: 'Sell it' });
  await expect(carPlan).toHaveAccessibleDescription(/could not reach Harbor/);
  await expect(carPlan).toHaveValue('sell');
  await reconnect();
  await carPlan.focus();
  await carPlan.selectOption({ label: 'Give it to an heir' });
  await expect(plans.getByLabel('Heir to receive 2019 Subaru Outback')).toBeVisible();
  await expect(carPlan).not.toHaveAttribute('aria-invalid');
  // Saving does not take the keyboard's place away from the control.
  await expect(carPlan).toBeFocused();
  await plans.getByLabel('Heir to receive 2019 Subaru Outback').selectOption({ label: 'Ada Lane-Hart' });
  await expect(page.getByTestId('asset-plan-summary')).toContainText('To give to heirs');
  await expect(page.getByTestId('asset-plan-summary')).toContainText('1 asset, $18,000.00');

  const form = page.getByRole('region', { name: 'Add an entry' });
  const add = async (entry: {
    kind?: string;
    onDate: string;
    amount: string;
    party?: string;
    heir?: string;
    given?: string;
    description: string;
    debt?: string;
  }) => {
    if (entry.kind) await form.getByLabel('What kind of entry').selectOption(entry.kind);
    await form.getByLabel('Date').fill(entry.onDate);
    await form.getByLabel('Amount ($)').fill(entry.amount);
    if (entry.party) await form.getByLabel('From or to whom').fill(entry.party);
    if (entry.heir) await form.getByLabel('Heir who received it').selectOption({ label: entry.heir });
    if (entry.given) await form.getByLabel('What was given').selectOption({ label: entry.given });
    await form.getByLabel('What it was').fill(entry.description);
    if (entry.debt) await form.getByLabel('Pays a debt in the inventory').selectOption({ label: entry.debt });
    await form.getByRole('button', { name: 'Add entry' }).click();
  };

  // The date starts as today, as the expense form's does. Left blank, the entry is refused before it
  // is sent, in the words of its kind, and everything typed stays.
  await expect(form.getByLabel('Date')).toHaveValue(dayFromToday(0));
  const posts: string[] = [];
  const countPost = (request: { method: () => string; url: () => string }) => {
    if (request.method() === 'POST' && /\/ledger\?/.test(request.url())) posts.push(request.url());
  };
  page.on('request', countPost);
  await form.getByLabel('Date').fill('');
  await form.getByLabel('Amount ($)').fill('25,000');
  await form.getByLabel('From or to whom').fill('Hudson Savings');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(form.getByText(LEDGER_MESSAGES.dateRequired.receipt)).toBeVisible();
  await expect(form.getByText('Please enter the date it was paid')).toHaveCount(0);
  await expect(form.getByText(LEDGER_MESSAGES.descriptionRequired)).toBeVisible();
  await expect(form.getByLabel('Date')).toBeFocused();
  await expect(form.getByLabel('Amount ($)')).toHaveValue('25,000');
  await expect(form.getByLabel('From or to whom')).toHaveValue('Hudson Savings');
  await form.getByLabel('What kind of entry').selectOption('distribution');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(form.getByText(LEDGER_MESSAGES.dateRequired.distribution)).toBeVisible();
  await form.getByLabel('What kind of entry').selectOption('receipt');
  page.off('request', countPost);
  expect(posts).toHaveLength(0);

  // A bad amount is refused under its field, and everything typed stays.
  await add({
    onDate: '2026-10-10',
    amount: '12,,0x',
    party: 'Hudson Savings',
    description: 'Checking account closed',
  });
  await expect(form.getByText(MONEY_MESSAGES.invalid)).toBeVisible();
  await expect(form.getByLabel('From or to whom')).toHaveValue('Hudson Savings');
  await expect(form.getByLabel('What it was')).toHaveValue('Checking account closed');

  // So is a day before the death: the account, like its report, runs from the death to today.
  await form.getByLabel('Amount ($)').fill('10,000.50');
  await form.getByLabel('Date').fill('2026-09-30');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(form.getByText(ACCOUNT_DATE_MESSAGES.beforeDeath)).toBeVisible();
  await expect(form.getByLabel('What it was')).toHaveValue('Checking account closed');

  // Its answer lost on the way back (a weak connection): the server added it, the page could not
  // know, and pressing Add entry again leads to that same line rather than adding it twice.
  await loseTheNextAnswer(page, '**/ledger?**');
  await form.getByLabel('Date').fill('2026-10-10');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(form.getByText(ESTATE_ACCOUNT_PAGE.addFailed)).toBeVisible();
  await expect(form.getByLabel('What it was')).toHaveValue('Checking account closed');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(form.getByLabel('From or to whom')).toHaveValue('');
  await expect(ledger.getByText('Checking account closed')).toHaveCount(1);

  await add({
    kind: 'disbursement',
    onDate: '2026-10-12',
    amount: '450',
    party: 'Chase',
    description: 'Card balance',
    debt: 'Chase Visa',
  });
  await expect(ledger).toContainText('Card balance');
  await add({
    kind: 'distribution',
    onDate: '2026-11-01',
    amount: '5,000',
    heir: 'Sam Lane',
    description: 'First distribution',
  });
  await expect(ledger).toContainText('First distribution');
  await add({
    kind: 'distribution',
    onDate: '2026-11-03',
    amount: '17,500',
    heir: 'Ada Lane-Hart',
    given: '2019 Subaru Outback ($18,000.00)',
    description: 'The Subaru',
  });
  await expect(ledger.getByRole('listitem').filter({ hasText: 'The Subaru' })).toContainText('In kind');
  await expect(heirs.getByRole('listitem').filter({ hasText: 'Ada Lane-Hart' })).toContainText(
    'Received $0.00 in cash and $17,500.00 in property',
  );

  // 10,000.50 in; 120 + 450 out; 5,000 to Sam: 4,430.50 on hand. The card's 1,200 falls to 750.
  await expect(page.getByTestId('ledger-receipts')).toContainText('$10,000.50');
  await expect(page.getByTestId('ledger-disbursements')).toContainText('-$570.00');
  await expect(page.getByTestId('ledger-distributions')).toContainText('-$5,000.00');
  await expect(page.getByTestId('ledger-balance')).toContainText('$4,430.50');
  // The car never passed through the account as cash: shown beside the balance, not taken from it.
  await expect(page.getByTestId('ledger-in-kind')).toContainText('$17,500.00');
  await expect(page.getByRole('region', { name: 'Debts in the inventory' })).toContainText(
    '$1,200.00 owed, $450.00 paid, $750.00 left',
  );

  // Sam has received something, so he stays on the list until those entries go: no Remove is offered,
  // and the list says why.
  const sam = heirs.getByRole('listitem').filter({ hasText: 'Sam Lane' });
  await expect(sam).toContainText(
    'Sam Lane has received distributions in the ledger. Remove those entries first, or change the share instead.',
  );
  await expect(sam.getByRole('button', { name: 'Remove Sam Lane' })).toHaveCount(0);
  await expect(sam.getByRole('button', { name: 'Edit Sam Lane' })).toBeVisible();

  // A mistake comes off again; the paid-back expense has no Remove here (it lives on the Expenses list).
  // Remove asks first, naming the line (what, to whom, how much, when): nothing goes until it is
  // confirmed, and Cancel sends nothing.
  const removals: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') removals.push(request.url());
  });
  const removeLine = page.getByRole('dialog', { name: ESTATE_ACCOUNT_PAGE.confirmRemove.title });
  await ledger.getByRole('button', { name: 'Remove Checking account closed' }).click();
  await expect(removeLine).toContainText(
    'Money in: Checking account closed, Hudson Savings, $10,000.50 on October 10, 2026.',
  );
  await removeLine.getByRole('button', { name: 'Cancel' }).click();
  await expect(removeLine).toBeHidden();
  await expect(ledger).toContainText('Checking account closed');
  await expect(page.getByTestId('ledger-balance')).toContainText('$4,430.50');
  expect(removals).toHaveLength(0);
  // Confirmed, its answer is lost on the way back: the page sends the removal once more, the server
  // answers it as removed (the line is gone), and the page says so rather than "could not be removed".
  await loseTheNextAnswer(page, '**/ledger/*');
  await ledger.getByRole('button', { name: 'Remove First distribution' }).click();
  await expect(removeLine).toContainText('Given to an heir: First distribution, Sam Lane, $5,000.00');
  expect(removals).toHaveLength(0);
  await removeLine.getByRole('button', { name: ESTATE_ACCOUNT_PAGE.confirmRemove.confirm }).click();
  await expect(page.getByText(ESTATE_ACCOUNT_PAGE.removed)).toBeVisible();
  await expect(removeLine).toBeHidden();
  await expect(ledger).not.toContainText('First distribution');
  await expect(ledger.getByText(ESTATE_ACCOUNT_PAGE.removeFailed)).toHaveCount(0);
  expect(removals).toHaveLength(2);
  await expect(page.getByTestId('ledger-balance')).toContainText('$9,430.50');
  await expect(ledger.getByRole('button', { name: /Remove Paid back/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('ledger-balance')).toContainText('$9,430.50');
  await expect(plans.getByLabel('Heir to receive 2019 Subaru Outback')).toHaveValue(/.+/);
  await expect(plans.getByLabel('Heir to receive 2019 Subaru Outback').locator('option:checked')).toHaveText(
    'Ada Lane-Hart',
  );

  // The executor's hours: a time that is not one is refused under its field, keeping the rest.
  const timeLog = page.getByRole('region', { name: 'Executor’s time log' });
  await expect(timeLog).toContainText('No time logged yet.');
  await expect(timeLog.getByLabel('Date')).toHaveValue(dayFromToday(0));
  await timeLog.getByLabel('Date').fill('');
  await timeLog.getByRole('button', { name: 'Log time' }).click();
  await expect(timeLog.getByText(TIME_LOG_MESSAGES.dateRequired)).toBeVisible();
  await timeLog.getByLabel('Date').fill('2026-10-06');
  await timeLog.getByLabel('Hours').fill('all morning');
  await timeLog.getByLabel('What was done').fill('Gathered bank statements');
  await timeLog.getByRole('button', { name: 'Log time' }).click();
  await expect(timeLog.getByText('Enter hours such as 1.5 or 1:30, at most 24 in a day')).toBeVisible();
  await expect(timeLog.getByLabel('What was done')).toHaveValue('Gathered bank statements');
  await timeLog.getByLabel('Hours').fill('2:30');
  await timeLog.getByRole('button', { name: 'Log time' }).click();
  await expect(timeLog.getByRole('listitem')).toContainText('Gathered bank statements');
  await expect(page.getByTestId('time-log-total')).toContainText('2 h 30 min');
  // A second entry, removed only once its question is confirmed.
  await timeLog.getByLabel('Hours').fill('1');
  await timeLog.getByLabel('What was done').fill('Logged by mistake');
  await timeLog.getByRole('button', { name: 'Log time' }).click();
  await expect(page.getByTestId('time-log-total')).toContainText('3 h 30 min');
  await timeLog.getByRole('button', { name: 'Remove Logged by mistake' }).click();
  const removeTime = page.getByRole('dialog', { name: 'Remove this time entry?' });
  await expect(removeTime).toContainText('Logged by mistake: 1 h on');
  await removeTime.getByRole('button', { name: 'Remove time entry' }).click();
  await expect(page.getByText(ESTATE_ACCOUNT_PAGE.timeLog.removed)).toBeVisible();
  await expect(timeLog).not.toContainText('Logged by mistake');
  await expect(page.getByTestId('time-log-total')).toContainText('2 h 30 min');

  // The accounting PDF says what the page says.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the accounting (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Accounting - estate of Rose Lane.pdf');
  const text = await pdfText(readFileSync(await download.path()));
  expect(text).toContain('Total receipts (Schedule A) $10,000.50');
  expect(text).toContain('Less total disbursements (Schedule B) -$570.00');
  expect(text).toContain('Less total distributions in cash (Schedule C) $0.00');
  expect(text).toContain('Balance on hand $9,430.50');
  expect(text).toContain('Total property distributed in kind, at its value (Schedule C) $17,500.00');
  expect(text).toContain('Ada Lane-Hart: The Subaru (in kind, at its value) $17,500.00');
  expect(text).toContain('Florist (executor expense paid back) $120.00');
  expect(text).toContain('October 6, 2026 Gathered bank statements 2 h 30 min');
  expect(text).toContain('Total time 2 h 30 min');
  // So does the inventory as of the date of death: the car, not yet known how it was held, and its plan.
  const downloadingInventory = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the inventory (PDF)' }).click();
  const inventory = await downloadingInventory;
  expect(inventory.suggestedFilename()).toBe('Inventory - estate of Rose Lane.pdf');
  const inventoryText = await pdfText(readFileSync(await inventory.path()));
  expect(inventoryText).toContain('Vehicle: 2019 Subaru Outback. Plan: Give it to an heir $18,000.00');
  expect(inventoryText).toContain('Total assets $18,000.00');
  expect(inventoryText).toContain('Less debts (Schedule D) -$1,200.00');
  expect(inventoryText).toContain('Net estate $16,800.00');

  await dismissToasts(page);
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  // On a phone every row action is a whole finger's worth: at least 44 px tall.
  for (const [region, name] of [
    [heirs, 'Edit Ada Lane-Hart'],
    [ledger, 'Remove Card balance'],
    [timeLog, 'Remove Gathered bank statements'],
  ] as const) {
    const button = region.getByRole('button', { name });
    // Its height is all that is measured: scrolled to without waiting for the page to stand still (once,
    // on a loaded machine, that wait never ended).
    await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    expect((await button.boundingBox())?.height, name).toBeGreaterThanOrEqual(44);
  }

  const strangerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const stranger = await strangerContext.newPage();
  await signUpAndVerify(stranger);
  await stranger.goto(`/hub/financial/${lovedOneId}/estate-account`);
  await expect(stranger.getByRole('heading', { name: 'Error loading the estate account' })).toBeVisible();
  await expect(stranger.getByText('Checking account closed')).toHaveCount(0);
  await strangerContext.close();
});

test('one asset given in kind to two heirs past its value is recorded, with a calm note to check the amounts', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { dateOfDeath: '2026-10-01' });
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'property',
    institution: '12 Elm Street',
    estimatedValue: '300,000',
  });
  for (const name of ['Sam Hart', 'Ada Hart']) await addHeirByApi(page, lovedOneId, { name, share: '50' });

  await page.goto(`/hub/financial/${lovedOneId}/estate-account`);
  const form = page.getByRole('region', { name: 'Add an entry' });
  const ledger = page.getByRole('region', { name: 'Ledger' });
  const note =
    'Gifts of 12 Elm Street now add up to $320,000.00, more than its inventory value of $300,000.00. If that isn’t what you meant, check the amounts.';
  const giveHalf = async (heir: string) => {
    await form.getByLabel('What kind of entry').selectOption('distribution');
    await form.getByLabel('Date').fill('2026-11-02');
    await form.getByLabel('Amount ($)').fill('160,000');
    await form.getByLabel('Heir who received it').selectOption({ label: heir });
    await form.getByLabel('What was given').selectOption({ label: '12 Elm Street ($300,000.00)' });
    await form.getByLabel('What it was').fill(`Half of the house to ${heir}`);
  };

  // Half to one child stays within the house's value: no note.
  await giveHalf('Sam Hart');
  await expect(form.getByText(note)).toHaveCount(0);
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(ledger).toContainText('Half of the house to Sam Hart');
  await expect(ledger.getByText(note)).toHaveCount(0);
  // The share estimate can't tell half a house from a whole one given for less: it says what it leaves out.
  const partLeftOut = 'One asset was given in kind for less than its inventory value.';
  await expect(page.getByTestId('heirs-residue')).toContainText(partLeftOut);

  // The other half takes the gifts past it: noted under the picker before saving, and saved all the same.
  await giveHalf('Ada Hart');
  await expect(form.getByText(note)).toBeVisible();
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(ledger).toContainText('Half of the house to Ada Hart');
  await expect(ledger.getByText(note)).toBeVisible();
  await expect(page.getByTestId('ledger-in-kind')).toContainText('$320,000.00');
  await expect(page.getByTestId('heirs-residue')).not.toContainText(partLeftOut);

  await dismissToasts(page);
  await expectAccessibleInBothThemes(page);
});

test('each asset is offered only the plans that fit how it was held, and a plan that no longer fits says so', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Rose', lastName: 'Lane' });
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'bank_account',
    institution: 'Joint checking',
    ownership: 'joint_survivorship',
  });
  const carId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'vehicle',
    institution: '2019 Subaru',
    ownership: 'sole',
  });
  const sold = await page.request.put(`/api/estate-accounting/${lovedOneId}/assets/${carId}/plan`, {
    headers,
    data: { plan: 'sell' },
  });
  expect(sold.status(), await sold.text()).toBe(204);
  // Found afterwards to be held in a trust.
  const moved = await page.request.patch(`/api/inventory/${lovedOneId}/items/${carId}?timeZone=UTC`, {
    headers,
    data: { ownership: 'trust' },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.goto(`/hub/financial/${lovedOneId}/estate-account`);
  const plans = page.getByRole('region', { name: 'Plan for each asset' });
  await expect(plans).toContainText(
    'Jointly, with right of survivorship: it passes outside probate, so it isn’t the estate’s to sell or give.',
  );
  await expect(plans.getByLabel('Plan for Joint checking').locator('option')).toHaveText([
    'Not decided yet',
    'Transfer it outside probate (joint owner, named beneficiary, trust)',
  ]);

  const carPlan = plans.getByLabel('Plan for 2019 Subaru');
  await expect(carPlan).toHaveValue('sell');
  await expect(carPlan).toHaveAccessibleDescription(
    `${ESTATE_ACCOUNT_PAGE.plans.noLongerFits} ${ASSET_PLAN_MESSAGES.passesOutsideProbate}.`,
  );
  await expectAccessibleInBothThemes(page);
  await carPlan.selectOption({
    label: 'Transfer it outside probate (joint owner, named beneficiary, trust)',
  });
  await expect(carPlan).not.toHaveAttribute('aria-invalid');
  await expect(carPlan.locator('option')).toHaveCount(2);
  await expect(page.getByTestId('asset-plan-summary')).toContainText('Passing outside probate');
});

test('money in from selling the house takes it off the property on hand, on the page and in the accounting', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, {
    firstName: 'Rose',
    lastName: 'Lane',
    dateOfDeath: '2026-10-01',
  });
  const houseId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'property',
    institution: '12 Elm Street',
    estimatedValue: '300,000',
    ownership: 'sole',
  });
  const checkingId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'bank_account',
    institution: 'Hudson checking',
    estimatedValue: '12,500',
  });
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'bank_account',
    institution: 'Joint savings',
    estimatedValue: '40,000',
    ownership: 'joint_survivorship',
  });
  for (const name of ['Sam Lane', 'Ada Lane']) await addHeirByApi(page, lovedOneId, { name, share: '50' });
  const toSell = await page.request.put(`/api/estate-accounting/${lovedOneId}/assets/${houseId}/plan`, {
    headers,
    data: { plan: 'sell' },
  });
  expect(toSell.status(), await toSell.text()).toBe(204);

  await page.goto(`/hub/financial/${lovedOneId}/estate-account`);
  // The joint savings passes to its co-owner: never the estate's to hold.
  await expect(page.getByTestId('ledger-held')).toContainText('$312,500.00');
  await expect(page.getByTestId('ledger-on-hand')).toContainText('$312,500.00');
  // No state is known, so no statute to count the executor's pay by.
  await expect(page.getByRole('heading', { name: /Executor’s pay under/ })).toHaveCount(0);

  const form = page.getByRole('region', { name: 'Add an entry' });
  await form.getByLabel('Date').fill('2026-11-02');
  await form.getByLabel('Amount ($)').fill('320,000');
  await form.getByLabel('From or to whom').fill('Title company');
  await form.getByLabel('What it was').fill('Sale of the house');
  const fromAsset = form.getByLabel('Came from an asset in the inventory');
  await expect(fromAsset).toHaveAccessibleDescription(ESTATE_ACCOUNT_PAGE.fromAssetHint);
  await expect(fromAsset.locator('option')).toHaveText([
    'No',
    '12 Elm Street ($300,000.00)',
    'Hudson checking ($12,500.00)',
  ]);
  await fromAsset.selectOption({ label: '12 Elm Street ($300,000.00)' });
  await form.getByRole('button', { name: 'Add entry' }).click();

  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(ledger).toContainText('From 12 Elm Street');
  await expect(fromAsset).toHaveValue('');
  await expect(page.getByTestId('ledger-balance')).toContainText('$320,000.00');
  await expect(page.getByTestId('ledger-held')).toContainText('$12,500.00');
  await expect(page.getByTestId('ledger-on-hand')).toContainText('$332,500.00');
  await expect(page.getByRole('region', { name: 'Plan for each asset' })).toContainText(
    '$320,000.00 has come in from it, $20,000.00 more than its inventory value.',
  );
  // The house the account names stays in the inventory: no Delete, a word on why, the way back.
  await page.goto(`/dashboard/${lovedOneId}?tab=inventory`);
  const house = page.getByRole('listitem', { name: '12 Elm Street' });
  await expect(house).toContainText(
    '12 Elm Street is named by an entry in the estate account, so it stays in the inventory. To delete it, remove or change that entry first.',
  );
  await expect(house.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(
    page
      .getByRole('listitem', { name: 'Hudson checking' })
      .getByRole('button', { name: 'Delete Hudson checking' }),
  ).toBeVisible();
  await house.getByRole('link', { name: 'Open the estate account' }).click();
  await expect(page.getByRole('region', { name: 'Ledger' })).toContainText('From 12 Elm Street');
  // Each half of what is left: the sale's money and the checking account, nothing owed or given yet.
  const heirs = page.getByRole('region', { name: 'Heirs and shares' });
  await expect(heirs.getByTestId('heirs-residue')).toContainText(
    'What is left to share comes to about $332,500.00 so far.',
  );
  await expect(heirs.getByTestId('heir-comes-to')).toHaveText([
    'Comes to about $166,250.00 so far; $166,250.00 still to receive.',
    'Comes to about $166,250.00 so far; $166,250.00 still to receive.',
  ]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the accounting (PDF)' }).click();
  const text = await pdfText(readFileSync(await (await downloading).path()));
  expect(text).toContain(
    'Sale of the house (from 12 Elm Street, valued at $300,000.00 at the date of death)',
  );
  const onHand = text.slice(text.indexOf('Schedule D: Property on hand'));
  expect(onHand).toContain('Hudson checking (how it was held is not recorded yet) $12,500.00');
  expect(onHand).toContain('Total cash and property on hand $332,500.00');
  expect(onHand).not.toContain('12 Elm Street');

  // Money from the checking account, which the bank then says was payable on death to a daughter: its
  // line keeps naming it when corrected, and saving it so says why it no longer fits.
  await form.getByLabel('Amount ($)').fill('12,500');
  await form.getByLabel('From or to whom').fill('Hudson Bank');
  await form.getByLabel('What it was').fill('Checking closed');
  await fromAsset.selectOption({ label: 'Hudson checking ($12,500.00)' });
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(ledger).toContainText('From Hudson checking');
  const payable = await page.request.patch(`/api/inventory/${lovedOneId}/items/${checkingId}?timeZone=UTC`, {
    headers,
    data: { ownership: 'payable_on_death' },
  });
  expect(payable.status(), await payable.text()).toBe(200);
  await page.reload();
  await ledger.getByRole('button', { name: 'Edit Checking closed' }).click();
  const edit = ledger.getByRole('form', { name: 'Edit Checking closed' });
  const editFrom = edit.getByLabel('Came from an asset in the inventory');
  await expect(editFrom.locator('option:checked')).toHaveText('Hudson checking ($12,500.00)');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(editFrom).toHaveAccessibleDescription(
    `${ESTATE_ACCOUNT_PAGE.fromAssetHint} ${LEDGER_MESSAGES.moneyPassesOutsideProbate}`,
  );
  await editFrom.selectOption({ label: 'No' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(ledger).not.toContainText('From Hudson checking');

  // The accountant's copy: each line with the cash on hand after it, the sale still naming the house.
  const downloadingCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the ledger (CSV)' }).click();
  const csv = await downloadingCsv;
  expect(csv.suggestedFilename()).toBe('Estate account - estate of Rose Lane.csv');
  const rows: string[][] = parse(readFileSync(await csv.path()), { bom: true, from_line: 2 });
  expect(rows.map((row) => [row[3], row[4], row[7], row[8]])).toEqual([
    ['Sale of the house', '320000.00', '320000.00', '12 Elm Street'],
    ['Checking closed', '12500.00', '332500.00', ''],
  ]);

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await expectAccessibleInBothThemes(page);
});

test('a mistyped entry and a mistyped time are corrected in place: a refused change keeps what was typed, a saved one moves the totals', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { dateOfDeath: '2026-10-01' });
  await recordEntriesByApi(page, lovedOneId, [
    { kind: 'receipt', onDate: '2026-10-20', amount: '3,120.00', party: 'IRS', description: 'Tax refund' },
  ]);
  const logged = await page.request.post(`/api/estate-accounting/${lovedOneId}/time?timeZone=UTC`, {
    headers,
    data: { onDate: '2026-10-20', hours: '15', work: 'Sorted the mail' },
  });
  expect(logged.status(), await logged.text()).toBe(201);

  await page.goto(`/hub/financial/${lovedOneId}/estate-account`);
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(page.getByTestId('ledger-balance')).toContainText('$3,120.00');
  const editButton = ledger.getByRole('button', { name: 'Edit Tax refund' });
  await editButton.click();

  const edit = ledger.getByRole('form', { name: 'Edit Tax refund' });
  await expect(edit.getByLabel('What kind of entry')).toBeFocused();
  await expect(edit.getByLabel('Amount ($)')).toHaveValue('3,120.00');
  await expect(edit.getByLabel('Date')).toHaveValue('2026-10-20');
  await expect(edit.getByLabel('From or to whom')).toHaveValue('IRS');

  // Before the death: refused by the server, with everything typed still there.
  await edit.getByLabel('Amount ($)').fill('312.00');
  await edit.getByLabel('Date').fill('2026-09-20');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByLabel('Date')).toHaveAccessibleDescription(ACCOUNT_DATE_MESSAGES.beforeDeath);
  await expect(edit.getByLabel('Amount ($)')).toHaveValue('312.00');
  await expect(page.getByTestId('ledger-balance')).toContainText('$3,120.00');

  await edit.getByLabel('Date').fill('2026-10-21');
  await edit.getByLabel('Notes').fill('Check 4411, paid into the estate account');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(ESTATE_ACCOUNT_PAGE.changed)).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(page.getByTestId('ledger-balance')).toContainText('$312.00');
  await expect(ledger).toContainText('October 21, 2026');
  await expect(ledger).toContainText('Check 4411, paid into the estate account');
  await expect(editButton).toBeFocused();

  // Cancel leaves the line as it was.
  await editButton.click();
  await edit.getByLabel('Amount ($)').fill('9');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('ledger-balance')).toContainText('$312.00');
  await expect(editButton).toBeFocused();

  // The time log: 15 hours meant 1.5, written back as hours and minutes.
  const timeLog = page.getByRole('region', { name: ESTATE_ACCOUNT_PAGE.timeLog.title });
  const editTime = timeLog.getByRole('button', { name: 'Edit Sorted the mail' });
  await editTime.click();
  const timeForm = timeLog.getByRole('form', { name: 'Edit Sorted the mail' });
  await expect(timeForm.getByLabel('Date')).toBeFocused();
  await expect(timeForm.getByLabel('Hours')).toHaveValue('15:00');
  await timeForm.getByLabel('Hours').fill('all day');
  await timeForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(timeForm.getByLabel('Hours')).toHaveAccessibleDescription(
    `${ESTATE_ACCOUNT_PAGE.timeLog.hoursHint} ${TIME_LOG_MESSAGES.hoursInvalid}`,
  );
  await expect(timeForm.getByLabel('What was done')).toHaveValue('Sorted the mail');
  await timeForm.getByLabel('Hours').fill('1.5');
  await timeForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(ESTATE_ACCOUNT_PAGE.timeLog.changed)).toBeVisible();
  await expect(page.getByTestId('time-log-total')).toContainText('1 h 30 min');
  await expect(editTime).toBeFocused();

  await editButton.click();
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await expectAccessibleInBothThemes(page);
});

test('a date of death moved later leaves entries before the account: the page says so until they are corrected', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { dateOfDeath: '2026-10-01' });
  await recordEntriesByApi(page, lovedOneId, [
    { kind: 'receipt', onDate: '2026-10-20', amount: '120.00', party: 'IRS', description: 'Tax refund' },
  ]);
  const moved = await page.request.patch(`/api/loved-ones/${lovedOneId}`, {
    headers,
    data: {
      firstName: 'Eleanor',
      lastName: 'Hart',
      dateOfBirth: '1948-03-14',
      dateOfDeath: '2026-10-25',
      relationshipToUser: 'parent',
      obituary: '',
      memorialWebsiteUrl: '',
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.goto(`/hub/financial/${lovedOneId}/estate-account`);
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(ledger.getByRole('status')).toContainText(
    'One entry is dated before the date of death, October 25, 2026, when the estate’s account starts.',
  );
  await ledger.getByRole('button', { name: 'Edit Tax refund' }).click();
  const edit = ledger.getByRole('form', { name: 'Edit Tax refund' });
  await edit.getByLabel('Date').fill('2026-10-26');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(ledger).not.toContainText('dated before the date of death');
});

test('a team member reads the whole account, with nothing offered to change and the server refusing a change sent anyway', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { dateOfDeath: '2026-10-01' });
  const houseId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'property',
    institution: '12 Elm Street',
    estimatedValue: '300,000',
    ownership: 'sole',
  });
  const [saleId] = await recordEntriesByApi(page, lovedOneId, [
    {
      kind: 'receipt',
      onDate: '2026-11-02',
      amount: '320,000',
      party: 'Title company',
      description: 'Sale of the house',
      fromItemId: houseId,
    },
  ]);
  const logged = await page.request.post(`/api/estate-accounting/${lovedOneId}/time?timeZone=UTC`, {
    headers,
    data: { onDate: '2026-11-02', hours: '2', work: 'Met the buyer’s agent' },
  });
  expect(logged.status(), await logged.text()).toBe(201);

  const { page: memberPage, context } = await joinTeamAsMember(page, browser, lovedOneId);
  await memberPage.goto(`/hub/financial/${lovedOneId}/estate-account`);
  const ledger = memberPage.getByRole('region', { name: 'Ledger' });
  await expect(ledger).toContainText('Sale of the house');
  await expect(ledger).toContainText('From 12 Elm Street');
  await expect(memberPage.getByTestId('ledger-on-hand')).toContainText('$320,000.00');
  await expect(memberPage.getByText(ESTATE_ACCOUNT_PAGE.onlyAdmin)).toBeVisible();
  await expect(memberPage.getByRole('region', { name: 'Add an entry' })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: /^(Edit|Remove) / })).toHaveCount(0);
  await expect(memberPage.getByRole('form', { name: 'Log time' })).toHaveCount(0);
  await expect(memberPage.getByRole('region', { name: ESTATE_ACCOUNT_PAGE.timeLog.title })).toContainText(
    'Met the buyer’s agent',
  );

  // Sent by hand all the same, a change is refused and the line stays as the executor wrote it.
  const changed = await memberPage.request.put(
    `/api/estate-accounting/${lovedOneId}/ledger/${saleId}?timeZone=UTC`,
    {
      headers,
      data: { kind: 'receipt', onDate: '2026-11-02', amount: '1', party: 'Me', description: 'Changed' },
    },
  );
  expect(changed.status()).toBe(403);
  await memberPage.reload();
  await expect(memberPage.getByTestId('ledger-balance')).toContainText('$320,000.00');

  await expectAccessibleInBothThemes(memberPage);
  await context.close();
});

test('in Texas, the executor’s pay is worked out from the account: banked money, insurance and heirs’ cash left out, within 5% of the estate', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await setUpThroughOnboarding(page, {
    relationship_to_deceased: 'My parent',
    deceased_name: { first: 'Otis', last: 'Moss' },
    jurisdiction: { state: 'TX' },
  });
  const houseId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'property',
    institution: '12 Elm Street',
    estimatedValue: '300,000',
    ownership: 'sole',
  });
  const checkingId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'bank_account',
    institution: 'Hudson checking',
    estimatedValue: '12,500',
  });
  const policyId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'insurance',
    institution: 'Life policy',
    estimatedValue: '100,000',
  });
  const samId = await addHeirByApi(page, lovedOneId, { name: 'Sam Moss', share: '100' });
  const onDate = dayFromToday(-3);
  await recordEntriesByApi(
    page,
    lovedOneId,
    [
      {
        kind: 'receipt',
        amount: '320,000',
        party: 'Title company',
        description: 'House sold',
        fromItemId: houseId,
      },
      {
        kind: 'receipt',
        amount: '12,500',
        party: 'Hudson Bank',
        description: 'Checking closed',
        fromItemId: checkingId,
      },
      {
        kind: 'receipt',
        amount: '100,000',
        party: 'Insurer',
        description: 'Policy paid',
        fromItemId: policyId,
      },
      { kind: 'disbursement', amount: '1,200', party: 'Movers', description: 'Clearing the house' },
      { kind: 'distribution', amount: '50,000', heirId: samId, description: 'First share' },
    ].map((entry) => ({ onDate, ...entry })),
  );

  // The Probate Calculator says the pay can't come from the inventory, and leads to where it is counted.
  await page.goto(`/hub/legal/${lovedOneId}/probate-calculator`);
  await page.getByRole('link', { name: 'See it in the Estate Account' }).click();
  await expect(page).toHaveURL(new RegExp(`/hub/financial/${lovedOneId}/estate-account$`));

  const pay = page.getByRole('region', { name: 'Executor’s pay under Texas law' });
  // The sale counts; the bank account and the policy the estate collected, and the heir's cash, don't.
  await expect(pay.getByTestId('commission-received')).toContainText('$320,000.00');
  await expect(pay.getByTestId('commission-received')).toContainText(
    'Leaves out $112,500.00 from bank, brokerage and insurance accounts named on their lines.',
  );
  await expect(pay.getByTestId('commission-paid')).toContainText('$1,200.00');
  await expect(pay.getByTestId('commission-paid')).toContainText(
    'Leaves out $50,000.00 of cash given to heirs.',
  );
  await expect(pay.getByTestId('commission-formula')).toContainText('$16,060.00');
  await expect(pay.getByTestId('commission-cap')).toContainText('$20,625.00');
  await expect(pay.getByTestId('commission-total')).toContainText('$16,060.00');
  await expect(pay.getByRole('link', { name: /Texas Estates Code, Chapter 352/ })).toHaveAttribute(
    'href',
    'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.352.htm',
  );

  // A tax refund recorded on the form counts as it is saved: 5% of $4,000 more.
  const form = page.getByRole('region', { name: 'Add an entry' });
  await form.getByLabel('Amount ($)').fill('4,000');
  await form.getByLabel('From or to whom').fill('IRS');
  await form.getByLabel('What it was').fill('Tax refund');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(pay.getByTestId('commission-received')).toContainText('$324,000.00');
  await expect(pay.getByTestId('commission-total')).toContainText('$16,260.00');

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await expectAccessibleInBothThemes(page);
});

test('in Georgia, the executor’s pay counts heirs’ cash too, and the court may add a share of property given in kind', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await setUpThroughOnboarding(page, {
    relationship_to_deceased: 'My parent',
    deceased_name: { first: 'Ray', last: 'Carter' },
    jurisdiction: { state: 'GA' },
  });
  const carId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'vehicle',
    institution: 'Honda Civic',
    estimatedValue: '9,000',
    ownership: 'sole',
  });
  const annId = await addHeirByApi(page, lovedOneId, { name: 'Ann Carter', share: '100' });
  const onDate = dayFromToday(-2);
  await recordEntriesByApi(
    page,
    lovedOneId,
    [
      { kind: 'receipt', amount: '20,000', party: 'First Bank', description: 'Savings closed' },
      { kind: 'distribution', amount: '10,000', heirId: annId, description: 'First share' },
      { kind: 'distribution', amount: '9,000', heirId: annId, description: 'The car', inKindItemId: carId },
    ].map((entry) => ({ onDate, ...entry })),
  );

  await page.goto(`/hub/financial/${lovedOneId}/estate-account`);
  const pay = page.getByRole('region', { name: 'Executor’s pay under Georgia law' });
  await expect(pay).toContainText('Official Code of Georgia §53-6-60 sets it at 2.5% of the cash');
  await expect(pay.getByTestId('commission-received')).toContainText('$20,000.00');
  await expect(pay.getByTestId('commission-paid')).toContainText('$10,000.00');
  await expect(pay.getByTestId('commission-total')).toContainText('$750.00');
  await expect(pay.getByTestId('commission-in-kind')).toHaveText(
    'The court may also allow up to 3% of the $9,000.00 given in kind$270.00',
  );
  // No cap in Georgia, and nothing left out.
  await expect(pay.getByTestId('commission-cap')).toHaveCount(0);
  await expect(pay).not.toContainText('Leaves out');
  await expect(pay).not.toContainText('Came from an asset in the inventory');
});

test('in North Carolina, the most the clerk may allow counts each asset once, at its value, and leaves out the home and heirs’ cash', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await setUpThroughOnboarding(page, {
    relationship_to_deceased: 'My parent',
    deceased_name: { first: 'Lena', last: 'Pike' },
    jurisdiction: { state: 'NC' },
  });
  const homeId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'property',
    institution: '4 Oak Lane',
    estimatedValue: '250,000',
    ownership: 'sole',
  });
  const carId = await addInventoryItemByApi(page, lovedOneId, {
    kind: 'vehicle',
    institution: 'Ford Focus',
    estimatedValue: '9,000',
    ownership: 'sole',
  });
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'bank_account',
    institution: 'Piedmont savings',
    estimatedValue: '20,000',
    ownership: 'sole',
  });
  const noraId = await addHeirByApi(page, lovedOneId, { name: 'Nora Pike', share: '100' });
  const onDate = dayFromToday(-2);
  await recordEntriesByApi(
    page,
    lovedOneId,
    [
      {
        kind: 'receipt',
        amount: '260,000',
        party: 'Title company',
        description: 'Home sold',
        fromItemId: homeId,
      },
      // Sold below its value: the car still counts at its $9,000.
      { kind: 'receipt', amount: '8,000', party: 'Buyer', description: 'Car sold', fromItemId: carId },
      { kind: 'receipt', amount: '1,000', party: 'NC Revenue', description: 'Tax refund' },
      { kind: 'disbursement', amount: '6,000', party: 'Funeral home', description: 'Funeral' },
      { kind: 'distribution', amount: '10,000', heirId: noraId, description: 'First share' },
    ].map((entry) => ({ onDate, ...entry })),
  );

  await page.goto(`/hub/financial/${lovedOneId}/estate-account`);
  const pay = page.getByRole('region', { name: 'Executor’s pay under North Carolina law' });
  await expect(pay).toContainText(
    'North Carolina General Statutes §28A-23-3 allows up to 5% of the value of the personal property and money the executor receives and 5% of the cash they pay out.',
  );
  // The car and the savings at their value, and the refund; the home and its sale left out.
  const received = pay.getByTestId('commission-received');
  await expect(received).toContainText('Property and money received that counts');
  await expect(received).toContainText('$30,000.00');
  await expect(received).toContainText(
    'Leaves out $510,000.00 for what’s listed as Property and the money in from it',
  );
  await expect(received).toContainText(
    'Each asset counts once, at its inventory value: $8,000.00 that came in from them is already counted there.',
  );
  await expect(pay.getByTestId('commission-paid')).toContainText('$6,000.00');
  await expect(pay.getByTestId('commission-paid')).toContainText(
    'Leaves out $10,000.00 of cash given to heirs.',
  );
  await expect(pay.getByTestId('commission-total')).toHaveText(
    'The most the court may allow so far$1,800.00',
  );

  // The savings account closed into the estate's, named on its line: already counted, so nothing more.
  const form = page.getByRole('region', { name: 'Add an entry' });
  await form.getByLabel('Amount ($)').fill('20,000');
  await form.getByLabel('From or to whom').fill('Piedmont Bank');
  await form.getByLabel('What it was').fill('Savings closed');
  await form
    .getByLabel('Came from an asset in the inventory')
    .selectOption({ label: 'Piedmont savings ($20,000.00)' });
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(received).toContainText('$28,000.00 that came in from them is already counted there.');
  await expect(received).toContainText('$30,000.00');
  await expect(pay.getByTestId('commission-total')).toContainText('$1,800.00');

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await expectAccessibleInBothThemes(page);
});
