import {
  createLovedOneByApi,
  createTaskByApi,
  dayFromToday,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  PNG_PHOTO,
} from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

test('a new user is welcomed and pointed to onboarding', async ({ page, user: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
  await expect(page.getByRole('link', { name: "I'm ready to begin" })).toHaveAttribute('href', '/onboarding');
  await expectAccessibleInBothThemes(page);
});

test('creates a loved one with a photo, and refuses the same person twice', async ({ page, user: _user }) => {
  await page.goto('/add-loved-one');
  const form = page.getByRole('form', { name: 'Add a loved one' });
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(form.getByRole('alert').first()).toContainText(
    'Please fill in all required fields and upload a photo',
  );
  // Said once, above the fields; each empty field says only that it is needed (issue 21).
  await expect(form.getByText('Please fill in all required fields and upload a photo')).toHaveCount(1);
  await expect(form.getByText('Required', { exact: true })).toHaveCount(5);
  await expect(form.getByText('Add a photo of them')).toBeVisible();

  await form.getByLabel('First name').fill('Eleanor');
  await form.getByLabel('Last name').fill("O'Hart");
  await form.getByLabel('Date of birth').fill('1948-03-14');
  await form.getByLabel('Date of passing').fill(dayFromToday(-10));
  await form.getByLabel('Relationship to you').selectOption('parent');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'eleanor.png',
    mimeType: 'image/png',
    buffer: await PNG_PHOTO(),
  });
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Loved one profile created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  const lovedOneUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: "Eleanor O'Hart" })).toBeVisible();
  const photo = page.getByRole('img', { name: "Eleanor O'Hart" });
  await expect(photo).toBeVisible();
  // Visible is laid out, not yet decoded: wait for the bytes (the server re-encodes the photo).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  await page.goto('/add-loved-one');
  await form.getByLabel('First name').fill('eleanor');
  await form.getByLabel('Last name').fill("O'Hart");
  await form.getByLabel('Date of birth').fill('1948-03-14');
  await form.getByLabel('Date of passing').fill(dayFromToday(-10));
  await form.getByLabel('Relationship to you').selectOption('parent');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'eleanor.png',
    mimeType: 'image/png',
    buffer: await PNG_PHOTO(),
  });
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('This loved one already exists')).toBeVisible();
  await page.getByRole('button', { name: 'View profile' }).click();
  await expect(page).toHaveURL(lovedOneUrl);
});

test('the dashboard numbers match the tasks, and ticking a task is immediate', async ({
  page,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await createTaskByApi(page, lovedOneId, { title: 'Call the registrar', dueDate: dayFromToday(1) });
  await createTaskByApi(page, lovedOneId, { title: 'Return the library books', dueDate: dayFromToday(-2) });
  await createTaskByApi(page, lovedOneId, { title: 'Collect the post', status: 'completed' });
  await createTaskByApi(page, lovedOneId, { title: 'Write to the bank', dueDate: dayFromToday(20) });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Hart' })).toBeVisible();
  // 4 tasks: 1 completed; due this week: the registrar (tomorrow); overdue: the library books.
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 4');
  await expect(page.getByTestId('due-this-week-count')).toHaveText('1');
  await expect(page.getByText('1 overdue')).toBeVisible();
  await expect(page.getByText('No memorial page')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a memorial page' })).toBeVisible();
  await expect(page.getByTestId('overall-progress')).toHaveText('25%');
  await expect(page.getByRole('link', { name: "What's next: Return the library books" })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Support & Grief/ })).toContainText('1 of 4 tasks done');

  const registrar = page.getByRole('checkbox', { name: 'Call the registrar' });
  await registrar.check();
  await expect(page.getByText('Task completed')).toBeVisible();
  await expect(page.getByTestId('completed-count')).toHaveText('2 of 4');
  await expect(page.getByTestId('due-this-week-count')).toHaveText('0');
  await registrar.uncheck();
  await expect(page.getByText('Task reopened')).toBeVisible();
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 4');

  await page.getByRole('button', { name: 'Invite family' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite Family & Friends Member' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A failed save undoes the tick and says so.
  await page.route('**/api/tasks/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"INTERNAL","message":"x"}}',
        })
      : route.fallback(),
  );
  // click(), not check(): the tick is rolled back at once, which check() would report as a failed click.
  await registrar.click();
  await expect(page.getByText('Failed to update task. Please try again.')).toBeVisible();
  await expect(registrar).not.toBeChecked();
  await page.unroute('**/api/tasks/*');

  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
});

test('on a phone, tapping a task in Up next opens it and only its checkbox ticks; Undo takes a tick back', async ({
  page,
  user: _user,
}) => {
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Margaret', lastName: 'Okafor-Whitfield' });
  const familyId = await createTaskByApi(page, lovedOneId, { title: 'Tell close family and friends' });
  await createTaskByApi(page, lovedOneId, { title: 'Call the registrar' });
  const statusOf = async (taskId: string) => {
    const response = await page.request.get(`/api/tasks/${taskId}`);
    return ((await response.json()) as { task: { status: string } }).task.status;
  };

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard');
  const upNext = page.getByRole('heading', { name: 'Up next' }).locator('..');
  const checkbox = upNext.getByRole('checkbox', { name: 'Tell close family and friends' });
  const title = upNext.getByRole('link', { name: 'Tell close family and friends', exact: true });
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 2');
  // Their name is never cut short, however long, even at 360 px: it wraps.
  const name = page
    .getByRole('complementary', { name: 'About Margaret Okafor-Whitfield' })
    .getByText('Margaret Okafor-Whitfield', { exact: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // Each is a thumb's target of its own: the checkbox's whole box, not only its 24 px square.
  for (const target of [checkbox.locator('..'), title]) {
    const box = await target.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }

  // The title opens the task, which is still to do (it used to be the checkbox's label, and ticked it).
  await title.click();
  await expect(page).toHaveURL(`/task/${familyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell close family and friends' })).toBeVisible();
  await expect(page.getByText('Task completed')).toHaveCount(0);
  expect(await statusOf(familyId)).toBe('pending');

  await page.goBack();
  await expect(checkbox).not.toBeChecked();
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 2');
  // A tap in the corner of the checkbox's box, outside the square itself, ticks it.
  await checkbox.locator('..').click({ position: { x: 3, y: 3 } });
  await expect(checkbox).toBeChecked();
  await expect(page.getByTestId('completed-count')).toHaveText('1 of 2');
  const completed = page.locator('[data-sonner-toast]', { hasText: 'Task completed' });
  await expect(completed).toBeVisible();
  await expect.poll(() => statusOf(familyId)).toBe('completed');
  // Hovered, the toast waits, so axe judges it with its Undo button.
  await completed.hover();
  await expectNoAxeViolations(page);

  // Undo reopens it as unticking does: the checkbox, the count and Harbor's record.
  // A finger's worth to press, and the keyboard goes on from the task it took back.
  const undo = completed.getByRole('button', { name: 'Undo' });
  expect((await undo.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // Reached by keyboard from elsewhere on the page (the task's title here), Enter takes the tick back.
  await title.focus();
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Task reopened')).toBeVisible();
  await expect(checkbox).not.toBeChecked();
  await expect(checkbox).toBeFocused();
  await expect(page.getByTestId('completed-count')).toHaveText('0 of 2');
  await expect.poll(() => statusOf(familyId)).toBe('pending');

  // By keyboard: Space on the checkbox ticks it; Tab reaches the title, and Enter opens the task.
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await expect.poll(() => statusOf(familyId)).toBe('completed');
  await page.keyboard.press('Space');
  await expect(checkbox).not.toBeChecked();
  await expect.poll(() => statusOf(familyId)).toBe('pending');
  await page.keyboard.press('Tab');
  await expect(title).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/task/${familyId}`);
  expect(await statusOf(familyId)).toBe('pending');
});

test('the dashboard says so when it cannot load', async ({ page, user: _user }) => {
  // Opened at its own address, the dashboard comes drawn with the page (decision 049); opened from
  // another screen, the app asks the API for it.
  await page.goto('/settings');
  await page.route('**/api/dashboard*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Error loading dashboard: Please try refreshing the page.')).toBeVisible({
    timeout: 20_000,
  });
});

test('a dialog is fetched when it first opens; when it cannot be, the page says so and Try again opens it', async ({
  page,
  user: _user,
}) => {
  await createLovedOneByApi(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Invite family' })).toBeVisible();
  // The setup questions (with every county) and the invitation form are not part of the first view.
  expect(
    scripts.filter((script) => /\/(invite-dialog|setup-dialog|onboarding-answers)-/.test(script)),
  ).toEqual([]);

  await page.route('**/assets/invite-dialog-*', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Invite family' }).click();
  await expect(
    page.getByText("We couldn't open that just now. Please check your connection and try again."),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.unroute('**/assets/invite-dialog-*');
  await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('from the dashboard a person can start planning ahead for themselves, as a checklist of its own', async ({
  page,
  user: _user,
}) => {
  await createLovedOneByApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Plan ahead for yourself' }).click();
  const setup = page.getByRole('dialog', { name: "Let's understand your situation" });
  await expect(setup.getByText('Question 1 of 3')).toBeVisible();
  await setup.getByRole('radio', { name: 'Peace of mind' }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your personalized plan has been created.')).toBeVisible();
  // The dashboard opens on the plan just made, not on Eleanor, who came first.
  await expect(page).toHaveURL(/\/dashboard\?lovedOne=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
  const lovedOnes = await page.request.get('/api/dashboard');
  const body = (await lovedOnes.json()) as { lovedOnes: { firstName: string; lastName: string }[] };
  expect(body.lovedOnes.map((one) => `${one.firstName} ${one.lastName}`)).toContain('My Plans');
});
