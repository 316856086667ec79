import { readFile } from 'node:fs/promises';
import { E2E_BASE_URL } from '../playwright.config.ts';
import {
  createLovedOneByApi,
  createTaskByApi,
  dayFromToday,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  joinTeamAsMember,
  PDF_BYTES,
} from './dashboard-fixtures.ts';
import { expect, signUpAndVerify, test } from './fixtures.ts';
import { cutOff, expectNoAxeViolations } from './support.ts';

test('adds a custom task, opens it, changes status and notes, and keeps a PDF with it', async ({
  page,
  user: _user,
}) => {
  test.setTimeout(120_000);
  const lovedOneId = await createLovedOneByApi(page);
  await page.goto(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(page.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Total Tasks')).toBeVisible();

  // By keyboard: the form takes it at once, so what is typed next is the title; Cancel gives it back.
  const addTask = page.getByRole('button', { name: 'Add Custom Task' });
  await addTask.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New task in Other' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Call the bank');
  await expect(form.getByLabel('Title')).toHaveValue('Call the bank');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(addTask).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Title')).toBeFocused();
  await form.getByRole('button', { name: 'Save Task' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  // The limits are said, not only enforced: the browser stops at 80 characters without a word.
  await expect(form.getByText('0 of 80 characters')).toBeVisible();
  await form.getByLabel('Title').fill('x'.repeat(90));
  await expect(form.getByLabel('Title')).toHaveValue('x'.repeat(80));
  await expect(form.getByText('80 of 80 characters')).toBeVisible();
  await form.getByLabel('Title').fill('Find the house deeds');
  await expect(form.getByText('20 of 80 characters')).toBeVisible();
  await form.getByLabel('Description').fill('Check the loft boxes first, or call 212-555-0134');
  await expect(form.getByText('48 of 500 characters')).toBeVisible();
  await form.getByLabel('Due Date').fill(dayFromToday(3));
  await form.getByRole('button', { name: 'Save Task' }).click();
  await expect(page.getByText('Task created')).toBeVisible();
  const card = page.getByRole('link', { name: /Find the house deeds/ });
  // The keyboard lands on the task just made, at the top of its list.
  await expect(card).toBeFocused();
  await expect(card).toContainText('Custom');
  await expect(card).toContainText('Not Started');
  await expect(card).toContainText('Unassigned');

  await expectAccessibleInBothThemes(page);

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find the house deeds' })).toBeVisible();
  await expect(page.getByText('Check the loft boxes first')).toBeVisible();
  // A number in the description is one tap from a call on a phone.
  await expect(page.getByRole('link', { name: '212-555-0134' })).toHaveAttribute('href', 'tel:+12125550134');
  await page.getByLabel('Status').selectOption('in_progress');
  await page.getByLabel('Notes').fill("Mum's solicitor may have a copy <ask>");
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Task updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('in_progress');
  await expect(page.getByLabel('Notes')).toHaveValue("Mum's solicitor may have a copy <ask>");

  // Lost on the way, the file is kept to send again without finding it again.
  const reconnectDocuments = await cutOff(page, '**/api/tasks/*/documents', 'POST');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'deeds.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_BYTES,
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not reach Harbor. Please check your connection' }),
  ).toBeVisible();
  await reconnectDocuments();
  await page.getByRole('button', { name: 'Send deeds.pdf again' }).click();
  await expect(page.getByText('Document added')).toBeVisible();
  // The toast's close button is a target a tired hand can hit: 24 px at the least (WCAG 2.2, 2.5.8).
  const closeToast = await page.getByRole('button', { name: 'Close toast' }).first().boundingBox();
  expect(Math.min(closeToast?.width ?? 0, closeToast?.height ?? 0)).toBeGreaterThanOrEqual(24);
  await expect(page.getByRole('button', { name: 'Send deeds.pdf again' })).toHaveCount(0);
  // The button went with the focus in it: the keyboard is back on the control that chooses a file.
  await expect(page.locator('input[type="file"]')).toBeFocused();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download deeds.pdf' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('deeds.pdf');
  expect(await readFile(await download.path())).toEqual(PDF_BYTES);

  // Chosen by keyboard, the file is sent with the focus left on the control, for choosing another.
  await page.locator('input[type="file"]').focus();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('just words'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'File type .txt is not allowed' })).toBeVisible();
  await expect(page.locator('input[type="file"]')).toBeFocused();
  // A refused file is not offered again: another one is needed.
  await expect(page.getByRole('button', { name: 'Send notes.txt again' })).toHaveCount(0);

  // Deleting a document asks first, saying it goes for everyone; Cancel keeps it.
  await page.getByRole('button', { name: 'Delete deeds.pdf' }).click();
  const asked = page.getByRole('dialog', { name: 'Delete deeds.pdf?' });
  await expect(asked).toContainText('It will be deleted for everyone on the team');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download deeds.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete deeds.pdf' }).click();
  await asked.getByRole('button', { name: 'Delete document' }).click();
  await expect(page.getByText('Document deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download deeds.pdf' })).toHaveCount(0);
  // Its row gone, focus goes on from the list's heading, not from the top of the page.
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeFocused();

  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);

  // A note typed and not saved says so, and leaving for the list (or a reload) does not lose it.
  await page.getByLabel('Notes').fill('Deeds are with the bank, box 14');
  await expect(page.getByTestId('notes-not-saved')).toHaveText(
    'Your note isn’t saved yet. Press Save changes to keep it.',
  );
  await page.getByRole('link', { name: /Back to Eleanor Hart’s tasks/ }).click();
  await expect(page).toHaveURL(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(page.getByRole('link', { name: /Find the house deeds/ })).toContainText('In Progress');
  await page.getByRole('link', { name: /Find the house deeds/ }).click();
  await expect(page.getByLabel('Notes')).toHaveValue('Deeds are with the bank, box 14');
  await expect(page.getByTestId('notes-not-saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Notes')).toHaveValue('Deeds are with the bank, box 14');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Task updated')).toBeVisible();
  await expect(page.getByTestId('notes-not-saved')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Notes')).toHaveValue('Deeds are with the bank, box 14');
  await expect(page.getByTestId('notes-not-saved')).toHaveCount(0);
});

test('a document removed while the list is on screen opens a page saying so, with the way back', async ({
  page,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const taskId = await createTaskByApi(page, lovedOneId, { title: 'Find the house deeds' });
  const uploaded = await page.request.post(`/api/tasks/${taskId}/documents`, {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name: 'deeds.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF_BYTES) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { documents } = (await uploaded.json()) as { documents: { id: string }[] };
  await page.goto(`/task/${taskId}`);
  const link = page.getByRole('link', { name: 'Download deeds.pdf' });
  await expect(link).toBeVisible();

  // Someone else on the team deletes it meanwhile: the link no longer saves the refusal as deeds.pdf.
  const removed = await page.request.delete(`/api/tasks/${taskId}/documents/${documents[0]!.id}`, {
    headers: { origin: E2E_BASE_URL },
  });
  expect(removed.ok()).toBe(true);
  await link.click();
  await expect(page.getByRole('heading', { name: 'We couldn’t open this document' })).toBeVisible();
  await expect(page.getByText('Document not found')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the page' }).click();
  await expect(page).toHaveURL(`/task/${taskId}`);
  await expect(page.getByText('No documents yet.')).toBeVisible();
});

test('the tabs follow the query string', async ({ page, user: _user }) => {
  const lovedOneId = await createLovedOneByApi(page);
  await createTaskByApi(page, lovedOneId, { title: 'Cancel the newspaper' });
  await createTaskByApi(page, lovedOneId, { title: 'Call the pension office (1-800-555-0100)' });
  await page.goto(`/dashboard/${lovedOneId}`);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(page.getByTestId('summary-Active tasks')).toHaveText('2');
  await expect(page.getByTestId('summary-Family & Friends')).toHaveText('1');
  await page.goto(`/dashboard/${lovedOneId}?tab=support`);
  await expect(page.getByRole('tab', { name: 'Family & Friends' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(`/dashboard/${lovedOneId}?tab=nonsense`);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(page.getByRole('link', { name: /Cancel the newspaper/ })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);

  // A number in a title stays on one line on a phone, and can be called from the task's own page.
  const pension = page.getByRole('link', { name: 'Call the pension office (1-800-555-0100)' });
  await expect(pension.getByText('1-800-555-0100', { exact: true })).toHaveCSS('white-space', 'nowrap');
  await pension.click();
  await expect(
    page.getByRole('heading', { level: 1 }).getByRole('link', { name: '1-800-555-0100' }),
  ).toHaveAttribute('href', 'tel:+18005550100');
});

test('edits the profile and keeps the words exactly as typed', async ({ page, user: _user }) => {
  const lovedOneId = await createLovedOneByApi(page);
  await page.goto(`/dashboard/${lovedOneId}`);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile Information' });
  await dialog.getByLabel('Memorial website').fill('not a url');
  await dialog.getByLabel('Obituary').fill('She loved "her" garden & the sea.');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    dialog.getByText('Please enter a valid web address starting with http:// or https://'),
  ).toBeVisible();
  await dialog.getByLabel('Memorial website').fill('https://example.com/eleanor');
  // With the connection gone, the reason is said beside the buttons, in view, and everything stays.
  const reconnect = await cutOff(page, new RegExp(`/api/loved-ones/${lovedOneId}$`), 'PATCH');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const refusal = dialog.getByRole('alert').filter({ hasText: 'We could not reach Harbor' });
  await expect(refusal).toBeInViewport();
  await expect(dialog.getByLabel('Obituary')).toHaveValue('She loved "her" garden & the sea.');
  await reconnect();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('She loved "her" garden & the sea.')).toBeVisible();
});

test('not found, not yours and load errors each say what happened', async ({
  page,
  browser,
  user: _user,
}) => {
  await page.goto('/dashboard/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Loved One Not Found' })).toBeVisible();
  await page.goto('/task/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Task not found' })).toBeVisible();

  const lovedOneId = await createLovedOneByApi(page);
  const taskId = await createTaskByApi(page, lovedOneId, { title: 'Private errand' });
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signUpAndVerify(otherPage);
  await otherPage.goto(`/dashboard/${lovedOneId}`);
  await expect(otherPage.getByRole('heading', { name: 'Loved One Not Found' })).toBeVisible();
  await otherPage.goto(`/task/${taskId}`);
  await expect(otherPage.getByRole('heading', { name: 'Task not found' })).toBeVisible();
  await expect(otherPage.getByText('Private errand')).toHaveCount(0);
  await otherContext.close();

  await page.route(`**/api/loved-ones/${lovedOneId}*`, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`/dashboard/${lovedOneId}`);
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await page.unroute(`**/api/loved-ones/${lovedOneId}*`);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();

  await page.route('**/api/tasks?*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(page.getByText('Failed to load tasks')).toBeVisible({ timeout: 20_000 });
});

test('a support member edits only the tasks assigned to them', async ({ page, browser, user: _user }) => {
  test.setTimeout(120_000);
  const headers = { origin: E2E_BASE_URL };
  const lovedOneId = await createLovedOneByApi(page);
  const theirs = await createTaskByApi(page, lovedOneId, { title: 'Pick up the flowers' });
  const notTheirs = await createTaskByApi(page, lovedOneId, { title: 'Speak to the solicitor' });

  const {
    page: memberPage,
    context: memberContext,
    memberId,
  } = await joinTeamAsMember(page, browser, lovedOneId);
  const assigned = await page.request.patch(`/api/tasks/${theirs}`, {
    headers,
    data: { assignedToUserId: memberId },
  });
  expect(assigned.ok()).toBe(true);

  await memberPage.goto(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(memberPage.getByRole('link', { name: /Pick up the flowers/ })).toContainText('Me');
  await expect(memberPage.getByRole('button', { name: 'Add Custom Task' })).toHaveCount(0);

  await memberPage.goto(`/task/${notTheirs}`);
  await expect(memberPage.getByText('You can only edit tasks assigned to you.')).toBeVisible();
  await expect(memberPage.getByLabel('Status')).toHaveCount(0);

  await memberPage.goto(`/task/${theirs}`);
  await expect(memberPage.getByLabel('Assigned To')).toHaveCount(0);
  await memberPage.getByLabel('Status').selectOption('completed');
  await memberPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(memberPage.getByText('Task updated')).toBeVisible();
  await memberContext.close();
});
