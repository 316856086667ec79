import { E2E_BASE_URL } from '../playwright.config.ts';
import { dayFromToday, expectNoHorizontalScroll, PNG_PHOTO } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

test.setTimeout(120_000);

const headers = { origin: E2E_BASE_URL };

test('a loved one added through Add Loved One is offered "Build their checklist", which fills the dashboard with their tasks', async ({
  page,
  user: _user,
}) => {
  // The first loved one came through setup and has a checklist.
  const setup = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers,
    data: {
      path: 'recent-loss',
      answers: { deceased_name: { first: 'Walter', last: 'Hart' }, relationship_to_deceased: 'My parent' },
    },
  });
  expect(setup.status(), await setup.text()).toBe(201);
  const { lovedOneId: firstId } = (await setup.json()) as { lovedOneId: string };

  // The second is added through the form, and starts with no tasks.
  await page.goto('/add-loved-one');
  const form = page.getByRole('form', { name: 'Add a loved one' });
  await form.getByLabel('First name').fill('Rosa');
  await form.getByLabel('Last name').fill('Diaz');
  await form.getByLabel('Date of birth').fill('1946-07-21');
  await form.getByLabel('Date of passing').fill(dayFromToday(-12));
  await form.getByLabel('Relationship to you').selectOption('grandparent');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'rosa.png',
    mimeType: 'image/png',
    buffer: await PNG_PHOTO(),
  });
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  const secondId = page.url().split('/').pop() ?? '';

  // The loved one's own tasks tab makes the same offer.
  await page.goto(`/dashboard/${secondId}?tab=tasks`);
  await expect(page.getByText('There’s no checklist for Rosa Diaz yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Build Rosa Diaz’s checklist' })).toBeVisible();

  // A phone's width: the offer is there, nothing sticks out, and it is accessible.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/dashboard?lovedOne=${secondId}`);
  const build = page.getByRole('button', { name: 'Build Rosa Diaz’s checklist' });
  await expect(build).toBeVisible();
  // Below the loved one's card on a phone; scrolled to, the whole button fits the width.
  await build.scrollIntoViewIfNeeded();
  await expect(build).toBeInViewport({ ratio: 1 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Diaz' })).toBeVisible();
  await expect(page.getByText('There’s no checklist for Rosa Diaz yet.')).toBeVisible();
  await expect(page.getByText('Well done for getting here')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await build.click();
  const dialog = page.getByRole('dialog', { name: "Let's understand your situation" });
  await expect(dialog.getByText(/^Question 1 of \d+$/)).toBeVisible();
  // What the profile already says is filled in: nobody types their name twice.
  await expect(dialog.getByLabel('First name')).toHaveValue('Rosa');
  await expectNoAxeViolations(page);
  const finish = dialog.getByRole('button', { name: 'Continue' });
  for (let step = 0; step < 20 && !(await finish.isVisible()); step += 1) {
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await finish.click();

  await expect(page.getByText('Checklist ready')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Build Rosa Diaz’s checklist' })).toHaveCount(0);
  await expect(page.getByText(/There’s no checklist/)).toHaveCount(0);
  const upNext = page.getByRole('checkbox');
  await expect(upNext.first()).toBeVisible();
  expect(await upNext.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('completed-count')).toHaveText(/^0 of [1-9]\d*$/);
  // Nothing done yet, yet the overall figure is not 0: it says what it averages (issue 21).
  await expect(page.getByTestId('overall-progress-parts')).toHaveText(
    /^Tasks done 0% · setup questions answered \d+%$/,
  );
  await expect(page.getByText('Well done for getting here')).toHaveCount(0);

  // The loved one set up first keeps their checklist, with no offer to build one.
  await page.goto(`/dashboard?lovedOne=${firstId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Walter Hart' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Build .*checklist$/ })).toHaveCount(0);
});
