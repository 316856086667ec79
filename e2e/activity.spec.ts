import { E2E_BASE_URL } from '../playwright.config.ts';
import {
  createLovedOneByApi,
  createMemorialByApi,
  createTaskByApi,
  dayFromToday,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  joinTeamAsMember,
  PNG_PHOTO,
} from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { waitForMail } from './support.ts';

const headers = { origin: E2E_BASE_URL };

test('assigning a task tells the member by mail and shows in the activity feed; the mail’s link unsubscribes', async ({
  page,
  browser,
  user,
}) => {
  test.setTimeout(150_000);
  const lovedOneId = await createLovedOneByApi(page);
  const taskId = await createTaskByApi(page, lovedOneId, { title: 'Pick up the flowers' });
  const {
    member,
    page: memberPage,
    context: memberContext,
  } = await joinTeamAsMember(page, browser, lovedOneId);

  // The admin assigns the task on its page.
  await page.goto(`/task/${taskId}`);
  await page.getByLabel('Assigned To').selectOption({ label: 'Sam Helper' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Task updated')).toBeVisible();

  // The notice is in the dev mailbox, addressed to the member.
  await page.goto('/dev/mailbox');
  const notice = page.getByRole('region', { name: 'A task for you: Pick up the flowers' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`To ${member.email}`);
  await expect(notice).toContainText(
    `${user.firstName} ${user.lastName} asked you to help with “Pick up the flowers” for Eleanor Hart.`,
  );

  // The feed, on a phone, in both themes.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/dashboard/${lovedOneId}?tab=activity`);
  const feed = page.getByRole('list', { name: 'Activity' });
  await expect(feed.getByRole('listitem').first()).toContainText(
    `${user.firstName} ${user.lastName} assigned “Pick up the flowers” to Sam Helper`,
  );
  await expect(feed).toContainText('Sam Helper joined the team');
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);

  // The member sees the same feed, and completing the task tells the admin.
  await memberPage.goto(`/task/${taskId}`);
  await memberPage.getByLabel('Status').selectOption('completed');
  await memberPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(memberPage.getByText('Task updated')).toBeVisible();
  await memberPage.goto(`/dashboard/${lovedOneId}?tab=activity`);
  await expect(
    memberPage.getByRole('list', { name: 'Activity' }).getByRole('listitem').first(),
  ).toContainText('Sam Helper completed “Pick up the flowers”');
  await waitForMail(page, user.email, 'Done: Pick up the flowers');
  await memberContext.close();

  // The unsubscribe link works signed out: opening it changes nothing, the button does.
  const mail = await waitForMail(page, member.email, 'A task for you');
  const unsubscribeUrl = /https?:\/\/\S+\/unsubscribe\/\S+/.exec(mail.text)?.[0] ?? '';
  expect(unsubscribeUrl).not.toBe('');
  const signedOut = await browser.newContext();
  const visitor = await signedOut.newPage();
  await visitor.goto(`${unsubscribeUrl.slice(0, -3)}xyz`);
  await expect(visitor.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await visitor.goto(unsubscribeUrl);
  await expect(visitor.getByText('Stop receiving notices when a task is assigned to you?')).toBeVisible();
  await expectAccessibleInBothThemes(visitor);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText("You're unsubscribed.")).toBeVisible();
  await signedOut.close();
});

test('the feed tells the memorial page going live and private again, a photo, an estate item and an expense', async ({
  page,
  user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  const memorial = await createMemorialByApi(page, lovedOneId);

  // The admin's own buttons on the page: each waits for the other to appear, so both were saved.
  await page.goto(`/memorial/${memorial.slug}`);
  await page.getByRole('button', { name: 'Publish Live' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Make Private' }).click();
  await expect(page.getByRole('button', { name: 'Publish Live' })).toBeVisible();

  for (const [url, options] of [
    [
      `/api/memorials/${memorial.id}/photos`,
      {
        multipart: {
          photo: { name: 'lake.png', mimeType: 'image/png', buffer: await PNG_PHOTO() },
          caption: 'At the lake',
        },
      },
    ],
    [`/api/inventory/${lovedOneId}/items`, { data: { kind: 'bank_account', institution: 'First Bank' } }],
    [
      `/api/inventory/${lovedOneId}/expenses`,
      {
        data: {
          paidOn: dayFromToday(-2),
          payee: 'Lakeside Funeral Home',
          amount: '1250',
          category: 'funeral',
        },
      },
    ],
  ] as const) {
    const response = await page.request.post(url, { headers, ...options });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto(`/dashboard/${lovedOneId}?tab=activity`);
  const name = `${user.firstName} ${user.lastName}`;
  await expect(page.getByRole('list', { name: 'Activity' }).getByRole('listitem')).toHaveText([
    new RegExp(`^${name} added an expense paid to “Lakeside Funeral Home”`),
    new RegExp(`^${name} added “First Bank” to the estate inventory`),
    new RegExp(`^${name} added the photo “At the lake” to the memorial page`),
    new RegExp(`^${name} made the memorial page private`),
    new RegExp(`^${name} published the memorial page`),
  ]);
});

test.describe('in Chicago', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('the digest follows the browser’s time zone before any preference is saved', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/dashboard');
    // The zone is sent once the page has settled (a few seconds after it loaded), not during its first view.
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/notifications/preferences');
          return ((await response.json()) as { preferences: { timeZone: string } }).preferences.timeZone;
        },
        { timeout: 15_000 },
      )
      .toBe('America/Chicago');
  });
});

test('notification preferences are chosen in Account Settings and kept', async ({ page, user: _user }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByLabel('Send me a weekly digest')).toBeChecked();
  await expect(card.getByLabel('Day', { exact: true })).toHaveValue('1');
  await expect(card.getByLabel(/birthday and the anniversary/)).not.toBeChecked();
  await expect(card.getByLabel('When someone leaves a tribute')).toBeChecked();

  await card.getByLabel('Day', { exact: true }).selectOption({ label: 'Friday' });
  await card.getByLabel('When a task I assigned is completed').uncheck();
  await card.getByLabel(/birthday and the anniversary/).check();
  await card.getByLabel('When someone leaves a tribute').uncheck();
  await card.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);

  await page.reload();
  await expect(card.getByLabel('Day', { exact: true })).toHaveValue('5');
  await expect(card.getByLabel('When a task I assigned is completed')).not.toBeChecked();
  await expect(card.getByLabel(/birthday and the anniversary/)).toBeChecked();
  await expect(card.getByLabel('When someone leaves a tribute')).not.toBeChecked();
  // Turning the digest off leaves its day in place, greyed out.
  await card.getByLabel('Send me a weekly digest').uncheck();
  await expect(card.getByLabel('Day', { exact: true })).toBeDisabled();
});
