import { E2E_BASE_URL } from '../playwright.config.ts';
import { NETWORK_ERROR_MESSAGE } from '../src/web/lib/api-client.ts';
import { createLovedOneByApi } from './dashboard-fixtures.ts';
import { expect, signUpAndVerify, test } from './fixtures.ts';
import {
  cutOff,
  expectNoAxeViolations,
  firstLinkIn,
  loseTheNextAnswer,
  toast,
  uniqueEmail,
  useTheme,
  waitForMail,
} from './support.ts';

test('the admin invites by e-mail; the invitee signs up from the mail, joins, and loses access when removed', async ({
  page,
  user,
  browser,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await page.goto(`/dashboard/${lovedOneId}?tab=support`);
  await expect(page.getByRole('heading', { name: 'Family & Friends' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Robin Taylor/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const inviteeEmail = uniqueEmail('invitee');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Family & Friends Member' });
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Missing information')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Sam');
  await dialog.getByLabel('Last Name').fill('Lee');
  await dialog.getByLabel('Email Address').fill(inviteeEmail);
  // The relationship asked is to the person who died, named: not to the one inviting.
  await expect(dialog.getByLabel('Relationship')).toHaveAccessibleDescription(
    'How they are related to Eleanor Hart.',
  );
  await dialog.getByLabel('Relationship').selectOption('close_friend');
  await dialog.getByLabel('Personal Message (Optional)').fill("Mum's paperwork is a lot. Would you help?");
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Lee/ })).toContainText('Pending');
  // The summary above the tabs counts the invitation at once, as the table does.
  await expect(page.getByTestId('summary-Family & Friends')).toHaveText('2');

  // Asking again is refused on the server; the reason sits under the address and nothing typed is lost.
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await dialog.getByLabel('First Name').fill('Sam');
  await dialog.getByLabel('Last Name').fill('Lee');
  await dialog.getByLabel('Email Address').fill(inviteeEmail);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByLabel('Email Address')).toHaveAccessibleDescription(
    'An invitation is already waiting for this email address.',
  );
  await expect(dialog.getByLabel('Email Address')).toBeFocused();
  await expect(dialog.getByLabel('First Name')).toHaveValue('Sam');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  const mail = await waitForMail(invitee, inviteeEmail, 'invited you');
  expect(mail.text).toContain(`${user.firstName} ${user.lastName}`);
  expect(mail.text).toContain("Mum's paperwork is a lot. Would you help?");
  await invitee.goto(firstLinkIn(mail.text));
  await expect(invitee.getByRole('heading', { name: 'You’re invited' })).toBeVisible();
  await expect(invitee).toHaveTitle('You’re invited · Harbor');
  await expect(invitee.getByText('Eleanor Hart')).toBeVisible();
  await useTheme(invitee, 'dark');
  await expectNoAxeViolations(invitee);
  await invitee.getByLabel(/^Password/).fill('Harbor-Test-1');
  await invitee.getByLabel('Confirm password').fill('Harbor-Test-2');
  await invitee.getByRole('button', { name: 'Create account and join' }).click();
  await expect(invitee.getByText("Passwords don't match")).toBeVisible();
  await invitee.getByLabel('Confirm password').fill('Harbor-Test-1');
  await invitee.getByRole('button', { name: 'Create account and join' }).click();
  await expect(invitee.getByText('Welcome!')).toBeVisible();
  // '/' after a second; a person who now has a loved one is sent on from there to the dashboard.
  await expect(invitee).toHaveURL(/\/(dashboard)?$/);
  await invitee.goto(`/dashboard/${lovedOneId}`);
  await expect(invitee.getByText('Eleanor Hart').first()).toBeVisible();

  await page.getByRole('button', { name: 'Refresh' }).click();
  const row = page.getByRole('row', { name: /Sam Lee/ });
  await expect(row).toContainText('Accepted');
  await expect(row).toContainText('Close friend');
  await row.getByRole('button', { name: 'Remove Sam Lee' }).click();
  await page.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText('Member removed')).toBeVisible();
  expect((await invitee.request.get(`/api/team/${lovedOneId}`)).status()).toBe(404);
  await invitee.reload();
  await expect(invitee.getByText('Eleanor Hart')).toHaveCount(0);
  await inviteeContext.close();
});

test('an invitee who signs up from a copied link confirms the address by mail before signing in', async ({
  page,
  user: _admin,
  browser,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const inviteeEmail = uniqueEmail('copied');
  const headers = { origin: E2E_BASE_URL };
  const invited = await page.request.post(`/api/team/${lovedOneId}/invitations`, {
    headers,
    data: { firstName: 'Sam', lastName: 'Lee', email: inviteeEmail, relationship: '' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  const mailed = firstLinkIn((await waitForMail(invitee, inviteeEmail, 'invited you')).text);

  // Copy link hands the admin a fresh token, to pass on by text or chat: it proves nothing about the
  // mailbox. Only the newest link works, so the admin is told first that the mailed one will stop.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await page.goto(`/dashboard/${lovedOneId}?tab=support`);
  const copy = page.getByRole('button', { name: 'Copy invitation link for Sam Lee' });
  await copy.click();
  const question = page.getByRole('dialog', { name: 'Copy a new link?' });
  await expect(question).toContainText('the one sent to Sam Lee before will stop working');
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(copy).toBeFocused();
  await copy.click();
  await question.getByRole('button', { name: 'Copy new link' }).click();
  await expect(toast(page, 'Link copied!')).toBeVisible();
  await expect(question).toHaveCount(0);
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toContain('/accept-invitation?token=');
  expect(url).not.toBe(mailed);

  await invitee.goto(mailed);
  await expect(invitee.getByRole('heading', { name: 'Invalid invitation link' })).toBeVisible();
  await invitee.goto(url);
  await invitee.getByLabel(/^Password/).fill('Harbor-Test-1');
  await invitee.getByLabel('Confirm password').fill('Harbor-Test-1');
  // A look at Sign in and back keeps what was typed.
  await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(invitee.getByLabel('Email')).toHaveValue(inviteeEmail);
  await invitee.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(invitee.getByLabel(/^Password/)).toHaveValue('Harbor-Test-1');
  // A sign-up that never reaches Harbor says so beside the button, not only in a fading toast.
  const reconnect = await cutOff(invitee, '**/api/invitations/sign-up');
  await invitee.getByRole('button', { name: 'Create account and join' }).click();
  await expect(invitee.locator('form').getByRole('alert')).toHaveText(NETWORK_ERROR_MESSAGE);
  await expect(invitee.getByLabel('Confirm password')).toHaveValue('Harbor-Test-1');
  await reconnect();
  await invitee.getByRole('button', { name: 'Create account and join' }).click();
  const sent = invitee.getByRole('status').filter({ hasText: 'Verify your email' });
  await expect(sent).toContainText(`We sent a verification link to ${inviteeEmail}.`);
  await expectNoAxeViolations(invitee);
  expect((await invitee.request.get(`/api/team/${lovedOneId}`)).status()).toBe(401);

  const mail = await waitForMail(invitee, inviteeEmail, 'Verify');
  await invitee.goto(firstLinkIn(mail.text));
  await invitee.goto(`/dashboard/${lovedOneId}`);
  await expect(invitee.getByText('Eleanor Hart').first()).toBeVisible();
  await inviteeContext.close();
});

test('an expired or used link is explained calmly, with a way home', async ({ page }) => {
  await page.goto('/accept-invitation');
  await expect(page.getByRole('heading', { name: 'No invitation token provided' })).toBeVisible();
  await page.goto('/accept-invitation?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Invalid invitation link' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to Harbor home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the quick share link: Reset asks first and makes a new link; off and on say so', async ({
  page,
  user: _,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await page.goto(`/dashboard/${lovedOneId}?tab=support`);
  const linkField = page.getByLabel('Quick share link');
  await expect(linkField).toHaveValue(/\/join\/.+\?key=/);
  const first = await linkField.inputValue();

  await page.getByRole('button', { name: 'Reset link' }).click();
  const asking = page.getByRole('dialog', { name: 'Reset the share link?' });
  await expect(asking).toContainText('The link you have shared stops working');
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(linkField).toHaveValue(first);
  await page.getByRole('button', { name: 'Reset link' }).click();
  await asking.getByRole('button', { name: 'Reset link' }).click();
  await expect(asking).toHaveCount(0);
  await expect(linkField).not.toHaveValue(first);

  // By keyboard: each switch takes the place of the other, and the focus goes on from it.
  await page.getByRole('button', { name: 'Turn link off' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The share link is off. Nobody can use it to ask to join.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn link on' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(linkField).toHaveValue(/\/join\/.+\?key=/);
  await expect(page.getByRole('button', { name: 'Turn link off' })).toBeFocused();
});

test('someone following the quick share link asks to join and the admin approves', async ({
  page,
  user,
  browser,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await page.goto(`/dashboard/${lovedOneId}?tab=support`);
  const linkField = page.getByLabel('Quick share link');
  await expect(linkField).toHaveValue(/\/join\/.+\?key=/);
  const url = await linkField.inputValue();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signUpAndVerify(visitor, { firstName: 'Vic', lastName: 'Visitor' });
  // The bare id admits nobody.
  await visitor.goto(`/join/${lovedOneId}`);
  await expect(visitor.getByRole('heading', { name: 'Invalid join link' })).toBeVisible();
  await visitor.goto(url);
  await expect(visitor.getByText(`${user.firstName} ${user.lastName} shared this link`)).toBeVisible();
  await visitor.getByRole('button', { name: 'Ask to join' }).click();
  await expect(visitor.getByText('Your request is waiting for approval', { exact: false })).toBeVisible();
  expect((await visitor.request.get(`/api/team/${lovedOneId}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByRole('button', { name: 'Approve Vic Visitor' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  // The last request answered, the card says so and keeps the keyboard, rather than vanishing with it.
  await expect(page.getByText('Everyone who asked has had an answer.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requests to join' })).toBeFocused();
  await expect(page.getByRole('row', { name: /Vic Visitor/ })).toContainText('Accepted');
  expect((await visitor.request.get(`/api/team/${lovedOneId}`)).status()).toBe(200);

  // Vic leaves again on a weak connection: the answer is lost, the page asks once more, and leaving a
  // team Vic is no longer on is done, so Vic is told so and taken home rather than shown an error.
  await visitor.goto(`/dashboard/${lovedOneId}?tab=support`);
  await visitor.getByRole('button', { name: 'Leave this team' }).click();
  await loseTheNextAnswer(visitor, '**/leave');
  await visitor.getByRole('button', { name: 'Leave team' }).click();
  await expect(visitor.getByText('You have left the team')).toBeVisible();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  expect((await visitor.request.get(`/api/team/${lovedOneId}`)).status()).toBe(404);
  await visitorContext.close();
});
