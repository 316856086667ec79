import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { E2E_BASE_URL } from '../playwright.config.ts';
import {
  createLovedOneByApi,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  joinTeamAsMember,
  PDF_BYTES,
  SCANNED_PDF,
  setUpThroughOnboarding,
} from './dashboard-fixtures.ts';
import { expect, signUpAndVerify, test } from './fixtures.ts';
import { cutOff, loseTheNextAnswer, toast } from './support.ts';

// Issue 23: the Tax Document Organizer, opened from the financial hub, built from the answers and the
// inventory, with a status and a kept copy per document and one ZIP for the accountant.

test.setTimeout(180_000);

const headers = { origin: E2E_BASE_URL };

test('the organizer lists the year-of-death papers, keeps statuses and copies, and packs them for the accountant; strangers see nothing', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const lovedOneId = await setUpThroughOnboarding(page, {
    deceased_name: { first: 'Rose', last: 'Lane' },
    relationship_to_deceased: 'My parent',
    date_of_death: '2026-10-01',
    jurisdiction: { state: 'NY' },
    employer: 'Yes',
    social_security: 'Yes',
  });
  const added = await page.request.post(`/api/inventory/${lovedOneId}/items?timeZone=UTC`, {
    headers,
    data: { kind: 'bank_account', institution: 'Hudson Savings' },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.clock.setFixedTime(new Date('2026-12-02T12:00:00'));
  // The financial hub's card opens the organizer.
  await page.goto(`/hub/financial/${lovedOneId}`);
  await page.getByRole('link', { name: 'Open Organizer' }).click();
  await expect(page).toHaveURL(`/hub/financial/${lovedOneId}/tax-documents`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Document Organizer' })).toBeVisible();
  await expect(page.getByText('For Rose Lane')).toBeVisible();

  const returns = page.getByRole('region', { name: 'Returns and due dates' });
  await expect(returns).toContainText('Form 1040 (final return): Due April 15, 2027');
  // The page's today is fixed before any of these dates, so none has passed.
  await expect(returns).not.toContainText('Date passed');
  await expect(returns).toContainText('New York Form IT-201: Due April 15, 2027');
  await expect(returns).toContainText('Form 706: Due July 1, 2027');
  // Federal dates move off DC's holidays as well as weekends; state dates off weekends only.
  await expect(returns).toContainText(
    'Federal dates already allow for weekends and the legal holidays of Washington, DC, as the IRS counts them. State dates allow for weekends; a state holiday can move one to the next working day.',
  );

  const packet = page.getByRole('region', { name: 'For your accountant' });
  await expect(packet).toContainText('0 of 7 documents are received or not needed');
  const w2 = page.getByRole('region', { name: /Form W-2/ });
  const bank = page.getByRole('region', { name: /Interest from Hudson Savings/ });
  // Social Security's number calls from a phone.
  await expect(
    page.getByRole('region', { name: /Form SSA-1099/ }).getByRole('link', { name: '1-800-772-1213' }),
  ).toHaveAttribute('href', 'tel:+18007721213');
  await expect(page.getByRole('region', { name: /Their 2025 tax return/ })).toBeVisible();

  // A status chosen with the keyboard is kept on Enter: the select keeps the focus while it saves.
  await w2.getByLabel('Status').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Final W-2 from their employer: Requested')).toBeVisible();
  await expect(w2.getByLabel('Status')).toBeFocused();

  // A copy that is not a PDF, JPEG or PNG is refused and changes nothing; a PDF is kept and marks it received.
  await w2.getByLabel(/Keep a copy/).focus();
  await w2.getByLabel(/Keep a copy/).setInputFiles({
    name: 'w2.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text'),
  });
  await expect(
    w2.getByText(
      'The copy could not be kept. This file doesn’t open as a PDF, JPEG or PNG, so it may be damaged.',
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  // Sent from the keyboard, the control keeps the focus, ready for another file.
  await expect(w2.getByLabel(/Keep a copy/)).toBeFocused();
  await expect(w2.getByLabel('Status')).toHaveValue('requested');
  // Lost on the way, the copy stays chosen and is sent again by name; a refused one is not offered again.
  await expect(w2.getByRole('button', { name: /again$/ })).toHaveCount(0);
  const reconnect = await cutOff(page, '**/api/tax-documents/**/file', 'PUT');
  await bank.getByLabel(/Keep a copy/).setInputFiles({
    name: '1099-INT Hudson.pdf',
    mimeType: 'application/pdf',
    buffer: SCANNED_PDF,
  });
  await expect(bank.getByText(/The copy could not be kept\. We could not reach Harbor/)).toBeVisible();
  await reconnect();
  await bank.getByRole('button', { name: 'Send 1099-INT Hudson.pdf again' }).click();
  await expect(bank.getByRole('link', { name: '1099-INT Hudson.pdf' })).toBeVisible();
  await expect(bank.getByRole('button', { name: /again$/ })).toHaveCount(0);
  await expect(bank.getByLabel(/Keep a copy/)).toBeFocused();
  await expect(bank.getByLabel('Status')).toHaveValue('received');
  await expect(packet).toContainText('1 of 7 documents are received or not needed');
  await page
    .getByRole('region', { name: /Schedule K-1/ })
    .getByLabel('Status')
    .selectOption('not_needed');
  await expect(packet).toContainText('2 of 7 documents are received or not needed');

  // A paper the list does not know of: refused without a name, then added to its own group.
  const addCard = page.getByRole('region', { name: 'A paper not on this list' });
  await addCard.getByLabel('Who sends it (optional)').fill('NY Department of Labor');
  await addCard.getByRole('button', { name: 'Add to the list' }).click();
  await expect(addCard.getByText('Please say what the document is')).toBeVisible();
  await expect(addCard.getByLabel('What it is')).toBeFocused();
  await expect(addCard.getByLabel('Who sends it (optional)')).toHaveValue('NY Department of Labor');
  await addCard.getByLabel('What it is').fill('Form 1099-G (unemployment)');
  await addCard.getByRole('button', { name: 'Add to the list' }).click();
  const addedGroup = page.getByRole('region', { name: 'Added by your family' });
  await expect(addedGroup.getByRole('region', { name: /Form 1099-G \(unemployment\)/ })).toContainText(
    'NY Department of Labor',
  );
  await expect(packet).toContainText('2 of 8 documents are received or not needed');
  // Removing asks first, saying it goes for the whole team; Cancel keeps it.
  await addedGroup.getByRole('button', { name: 'Remove Form 1099-G (unemployment) from the list' }).click();
  const asked = page.getByRole('dialog', { name: 'Remove Form 1099-G (unemployment) from the list?' });
  await expect(asked).toContainText('It goes for everyone on the team.');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(addedGroup.getByRole('region', { name: /Form 1099-G/ })).toBeVisible();
  await addedGroup.getByRole('button', { name: 'Remove Form 1099-G (unemployment) from the list' }).click();
  await asked.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(addedGroup).toHaveCount(0);
  await expect(packet).toContainText('2 of 7 documents are received or not needed');

  // Removing the kept copy names it and asks first.
  await bank.getByRole('button', { name: 'Remove the copy' }).click();
  const askedCopy = page.getByRole('dialog', { name: 'Remove 1099-INT Hudson.pdf?' });
  await expect(askedCopy).toContainText('deleted for everyone on the team');
  await askedCopy.getByRole('button', { name: 'Cancel' }).click();
  await expect(bank.getByRole('link', { name: '1099-INT Hudson.pdf' })).toBeVisible();

  // Still there after a reload.
  await page.reload();
  await expect(w2.getByLabel('Status')).toHaveValue('requested');
  await expect(bank.getByRole('link', { name: '1099-INT Hudson.pdf' })).toBeVisible();

  // One ZIP: the summary and the kept copy, numbered as on the list.
  const downloading = page.waitForEvent('download');
  await packet.getByRole('button', { name: 'Download all (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Tax documents - Rose Lane.zip');
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(files).sort()).toEqual([
    '00 Summary.txt',
    '03 Form 1099-INT - Interest from Hudson Savings.pdf',
  ]);
  expect(Buffer.from(files['03 Form 1099-INT - Interest from Hudson Savings.pdf']!)).toEqual(SCANNED_PDF);
  const summary = strFromU8(files['00 Summary.txt']!);
  expect(summary).toContain(
    '01. Form W-2 - Final W-2 from their employer (from Their employer’s payroll or HR office): Requested; no file kept',
  );
  expect(summary).toContain('New York Form IT-201: due April 15, 2027');

  await dismissToasts(page);
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Back to Financial Hub' }).click();
  await expect(page).toHaveURL(`/hub/financial/${lovedOneId}`);

  // Someone who died in January 2025: their final return was due April 15, 2026, before the page's today.
  // The date is said to have passed, in the warning tone, with what can still be done.
  const earlier = await createLovedOneByApi(page, {
    firstName: 'Ada',
    lastName: 'Hart',
    dateOfDeath: '2025-01-10',
  });
  await page.goto(`/hub/financial/${earlier}/tax-documents`);
  const finalReturn = returns.getByRole('listitem').filter({ hasText: 'Form 1040 (final return)' });
  await expect(finalReturn).toContainText('Due April 15, 2026');
  await expect(finalReturn).toContainText('Date passed');
  await expect(finalReturn).toContainText(
    'This date has passed. A return can still be filed late; a tax professional can say what to do now.',
  );
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);

  // Another signed-in person gets the hubs' not-found state, and none of the papers.
  const strangerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const stranger = await strangerContext.newPage();
  await signUpAndVerify(stranger);
  await stranger.goto(`/hub/financial/${lovedOneId}/tax-documents`);
  await expect(stranger.getByRole('heading', { name: 'Error loading the tax documents' })).toBeVisible();
  await expect(stranger.getByText('Hudson Savings')).toHaveCount(0);
  const zip = await stranger.request.get(`/api/tax-documents/${lovedOneId}/packet.zip`);
  expect(zip.status()).toBe(404);
  await strangerContext.close();
});

const ROSE = {
  deceased_name: { first: 'Rose', last: 'Lane' },
  relationship_to_deceased: 'My parent',
  date_of_death: '2026-10-01',
  jurisdiction: { state: 'NY' },
  employer: 'Yes',
};

test('a status moved with the arrow keys is saved once, on Enter or on leaving the select; one picked with the mouse at once', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await setUpThroughOnboarding(page, ROSE);
  const saved: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/status'))
      saved.push(request.postDataJSON().status);
  });
  await page.goto(`/hub/financial/${lovedOneId}/tax-documents`);
  const w2 = page.getByRole('region', { name: /Form W-2/ });
  const status = w2.getByLabel('Status');

  // Two steps down, past Requested: the select shows the choice and says, once, that it waits.
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('received');
  await expect(w2.getByRole('status')).toHaveText('Not saved yet. Press Enter to save this status.');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Final W-2 from their employer: Received')).toBeVisible();
  await expect(status).toBeFocused();
  await expect(w2.getByRole('status')).toHaveText('');
  expect(saved).toEqual(['received']);
  await page.reload();
  await expect(status).toHaveValue('received');

  // Leaving the select keeps the keyboard's choice too.
  await status.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Tab');
  await expect(toast(page, 'Final W-2 from their employer: Requested')).toBeVisible();
  expect(saved).toEqual(['received', 'requested']);

  // A pick with the mouse is saved at once.
  const k1 = page.getByRole('region', { name: /Schedule K-1/ });
  await k1.getByLabel('Status').selectOption('not_needed');
  await expect.poll(() => saved).toEqual(['received', 'requested', 'not_needed']);
  await expect(toast(page, ': Not needed')).toBeVisible();
  await page.reload();
  await expect(status).toHaveValue('requested');
  await expect(k1.getByLabel('Status')).toHaveValue('not_needed');

  // Leaving the page from the select, by the browser's Back, keeps the choice too: no blur comes then.
  await page.goto(`/hub/financial/${lovedOneId}`);
  await page.getByRole('link', { name: 'Open Organizer' }).click();
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('received');
  await page.goBack();
  await expect(page).toHaveURL(`/hub/financial/${lovedOneId}`);
  await expect.poll(() => saved).toEqual(['received', 'requested', 'not_needed', 'received']);
  const listed = await page.request.get(`/api/tax-documents/${lovedOneId}`);
  const { documents } = (await listed.json()) as { documents: { key: string; status: string }[] };
  expect(documents.find((document) => document.key === 'w-2')?.status).toBe('received');
});

test('a copy someone else kept a moment ago is shown, not replaced unseen, and the file chosen waits to replace it', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const lovedOneId = await setUpThroughOnboarding(page, ROSE);
  const helper = await joinTeamAsMember(page, browser, lovedOneId);
  await page.goto(`/hub/financial/${lovedOneId}/tax-documents`);
  const w2 = page.getByRole('region', { name: /Form W-2/ });
  await expect(w2.getByLabel(/Keep a copy/)).toBeVisible();

  // Sam keeps the employer's copy while this page still shows none.
  const kept = await helper.page.request.put(`/api/tax-documents/${lovedOneId}/w-2/file`, {
    headers,
    multipart: { file: { name: 'W-2 from HR.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES } },
  });
  expect(kept.status(), await kept.text()).toBe(200);
  await w2.getByLabel(/Keep a copy/).setInputFiles({
    name: 'W-2 scan.pdf',
    mimeType: 'application/pdf',
    buffer: SCANNED_PDF,
  });
  await expect(w2.getByRole('alert')).toHaveText(
    'The copy could not be kept. Someone else added a file to this document a moment ago. Have a look at it before replacing it.',
  );
  await expect(w2.getByRole('link', { name: 'W-2 from HR.pdf' })).toBeVisible();

  // Seen, Sam's copy is replaced with the file chosen, without finding it again.
  await w2.getByRole('button', { name: 'Replace it with W-2 scan.pdf' }).click();
  await expect(w2.getByRole('link', { name: 'W-2 scan.pdf' })).toBeVisible();
  await expect(w2.getByRole('link', { name: 'W-2 from HR.pdf' })).toHaveCount(0);
  await expect(w2.getByRole('alert')).toHaveCount(0);
  await expect(w2.getByRole('button', { name: /Replace it with/ })).toHaveCount(0);
  await expect(w2.getByLabel(/Keep a copy/)).toBeFocused();

  // A copy kept but its answer lost on the way back is sent again and kept once: not someone else's.
  const k1 = page.getByRole('region', { name: /Schedule K-1/ });
  await loseTheNextAnswer(page, '**/api/tax-documents/**/file');
  await k1.getByLabel(/Keep a copy/).setInputFiles({
    name: 'K-1.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_BYTES,
  });
  await k1.getByRole('button', { name: 'Send K-1.pdf again' }).click();
  await expect(toast(page, 'Kept K-1.pdf. The document is marked received.')).toBeVisible();
  await expect(k1.getByRole('link', { name: 'K-1.pdf' })).toBeVisible();
  await expect(k1.getByRole('alert')).toHaveCount(0);
  await helper.context.close();
});
