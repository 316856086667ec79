import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { ALL_OPTIONS_ANSWERS } from '../src/shared/checklist/sample-answers.ts';
import { chatSteps } from '../src/shared/onboarding/chat-flow.ts';
import { expect, test } from './fixtures.ts';

test.setTimeout(150_000);

const headers = { origin: E2E_BASE_URL };
type Task = { id: string; title: string };
type Changes = { add: { title: string }[]; remove: Task[] };

async function tasksOf(page: Page, lovedOneId: string): Promise<Task[]> {
  const response = await page.request.get(`/api/tasks?lovedOneId=${lovedOneId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tasks: Task[] }).tasks;
}

/** The chat again, skipping every question: fewer answers, a smaller checklist. */
async function answerBySkipping(page: Page) {
  await page.getByRole('button', { name: 'Someone I love has died' }).click();
  for (let question = 1; question <= 10; question += 1) {
    await expect(page.getByText(`Onboarding Questions • ${question} of 10`)).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await page.getByRole('button', { name: 'Not now' }).click();
}

test('Start over shows what new answers would add and remove, and changes the checklist only when confirmed', async ({
  page,
  user: _user,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A checklist the chat made from full answers, with one task started.
  const saved = { path: 'recent-loss', personalise: 'No' } as Record<string, unknown>;
  for (const step of chatSteps(saved)) {
    const value =
      step.key in saved ? saved[step.key] : (ALL_OPTIONS_ANSWERS as Record<string, unknown>)[step.key];
    const put = await page.request.put(`/api/onboarding/chat/answers/${step.key}`, {
      headers,
      data: { answer: value ?? null },
    });
    expect(put.ok(), await put.text()).toBe(true);
  }
  const finished = await page.request.post('/api/onboarding/chat/finish?timeZone=UTC', { headers, data: {} });
  expect(finished.status(), await finished.text()).toBe(201);
  const { lovedOneId } = (await finished.json()) as { lovedOneId: string };
  const before = await tasksOf(page, lovedOneId);
  const started = before[0]!;
  expect(
    (await page.request.patch(`/api/tasks/${started.id}`, { headers, data: { status: 'in_progress' } })).ok(),
  ).toBe(true);

  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Your Personal Checklist' })).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click();
  const startOver = page.getByRole('dialog', { name: 'Start over?' });
  await expect(startOver).toContainText('nothing changes unless you confirm');
  await expect(startOver.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await startOver.getByRole('button', { name: 'Delete my answers' }).click();

  const previewed = page.waitForResponse((response) => response.url().includes('/chat/finish/preview'));
  await answerBySkipping(page);
  const { changes } = (await (await previewed).json()) as { changes: Changes };
  expect(changes.remove.length).toBeGreaterThan(0);
  expect(changes.remove.map((task) => task.id)).not.toContain(started.id);

  // The dialog lists exactly the server's preview; keeping the checklist changes nothing.
  const review = page.getByRole('dialog', { name: 'Update your checklist?' });
  await expect(review.getByTestId('changes-remove').getByRole('listitem')).toHaveText(
    changes.remove.map((task) => task.title),
  );
  if (changes.add.length > 0) {
    await expect(review.getByTestId('changes-add').getByRole('listitem')).toHaveText(
      changes.add.map((task) => task.title),
    );
  }
  await review.getByRole('button', { name: 'Keep my checklist as it is' }).click();
  await expect(page.getByText('Your checklist was not changed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Personal Checklist' })).toBeVisible();
  expect((await tasksOf(page, lovedOneId)).map((task) => task.id).sort()).toEqual(
    before.map((task) => task.id).sort(),
  );

  // Same answers again, and this time the change is confirmed: exactly what was shown happens.
  await page.getByRole('button', { name: 'Edit answers' }).click();
  await answerBySkipping(page);
  await review.getByRole('button', { name: 'Update my checklist' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your Personal Checklist' })).toBeVisible();
  const after = await tasksOf(page, lovedOneId);
  const afterIds = after.map((task) => task.id);
  for (const removed of changes.remove) expect(afterIds).not.toContain(removed.id);
  expect(afterIds).toContain(started.id);
  expect(after).toHaveLength(before.length - changes.remove.length + changes.add.length);
});

test('Personalise checklist on the tasks tab shows the changes and applies them only when confirmed', async ({
  page,
  user: _user,
}) => {
  const setup = await page.request.post('/api/onboarding/setup?timeZone=UTC', {
    headers,
    data: {
      path: 'recent-loss',
      answers: {
        relationship_to_deceased: 'My parent',
        date_of_death: '2025-03-10',
        funeral_home_chosen: 'No',
      },
    },
  });
  expect(setup.status(), await setup.text()).toBe(201);
  const { lovedOneId } = (await setup.json()) as { lovedOneId: string };
  const before = await tasksOf(page, lovedOneId);
  expect(before.map((task) => task.title)).toContain('Choose a funeral home');

  await page.goto(`/dashboard/${lovedOneId}?tab=tasks`);
  // Saved answers that could not be fetched say why, with Try again.
  const savedAnswers = new RegExp(`/api/onboarding/loved-ones/${lovedOneId}/answers$`);
  await page.route(savedAnswers, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'Our records did not answer in time.' } },
    }),
  );
  await page.getByRole('button', { name: 'Personalise checklist' }).click();
  const notice = page.getByRole('region', { name: 'We couldn’t load your answers' });
  await expect(notice).toContainText('Our records did not answer in time.');
  await page.unroute(savedAnswers);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  const setupDialog = page.getByRole('dialog', { name: "Let's understand your situation" });
  await expect(setupDialog.getByText(/Personalise your checklist · Question 1 of \d+/)).toBeVisible();
  // How and where they died come first; skip on to the funeral home.
  await expect(setupDialog.getByText('Was their death expected?')).toBeVisible();
  while (!(await setupDialog.getByText('Have you chosen a funeral home?').isVisible())) {
    await setupDialog.getByRole('button', { name: 'Next' }).click();
  }
  await setupDialog.getByRole('radio', { name: 'Yes' }).check();
  // Closed by a stray Escape, it opens again where it was, with the answer not yet sent.
  await page.keyboard.press('Escape');
  await expect(setupDialog).toBeHidden();
  await page.getByRole('button', { name: 'Personalise checklist' }).click();
  await expect(setupDialog.getByText('Have you chosen a funeral home?')).toBeVisible();
  await expect(setupDialog.getByRole('radio', { name: 'Yes' })).toBeChecked();
  while (await setupDialog.getByRole('button', { name: 'Next' }).isVisible()) {
    await setupDialog.getByRole('button', { name: 'Next' }).click();
  }
  await setupDialog.getByRole('button', { name: 'Continue' }).click();

  const review = page.getByRole('dialog', { name: 'Update your checklist?' });
  await expect(review.getByTestId('changes-remove').getByRole('listitem')).toHaveText([
    'Choose a funeral home',
  ]);
  await review.getByRole('button', { name: 'Keep my checklist as it is' }).click();
  await expect(page.getByText('Your checklist was not changed.')).toBeVisible();
  // The answers are still there to change or confirm; the checklist is as it was.
  await expect(setupDialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect((await tasksOf(page, lovedOneId)).map((task) => task.id).sort()).toEqual(
    before.map((task) => task.id).sort(),
  );

  await setupDialog.getByRole('button', { name: 'Continue' }).click();
  await review.getByRole('button', { name: 'Update my checklist' }).click();
  await expect(page.getByText('Checklist updated')).toBeVisible();
  await expect(setupDialog).toBeHidden();
  const after = await tasksOf(page, lovedOneId);
  expect(after.map((task) => task.title)).not.toContain('Choose a funeral home');
  expect(after).toHaveLength(before.length - 1);
  // Opened again, it starts afresh from what was saved.
  await page.getByRole('button', { name: 'Personalise checklist' }).click();
  await expect(setupDialog.getByText('Was their death expected?')).toBeVisible();
  while (!(await setupDialog.getByText('Have you chosen a funeral home?').isVisible())) {
    await setupDialog.getByRole('button', { name: 'Next' }).click();
  }
  await expect(setupDialog.getByRole('radio', { name: 'Yes' })).toBeChecked();
});
