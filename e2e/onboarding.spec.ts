import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, loseTheNextAnswer, useTheme, waitForMail } from './support.ts';

const dialog = (page: Page) => page.getByRole('dialog', { name: "Let's understand your situation" });

async function tasksOf(page: Page, lovedOneId: string): Promise<string[]> {
  const response = await page.request.get(`/api/tasks?lovedOneId=${lovedOneId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tasks: { title: string }[] }).tasks.map((task) => task.title);
}

async function hasLovedOne(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/onboarding/status');
  return ((await response.json()) as { hasLovedOne: boolean }).hasLovedOne;
}

test('recent loss: answer, back, skip, personalise, continue, and arrive at the dashboard with the checklist', async ({
  page,
  user: _signedIn,
}) => {
  // Four axe runs and a full setup: on a shared 2-core machine this needs more than the default minute.
  test.slow();
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
  await expect(page.getByText('You can change your path at any time.')).toBeVisible();
  await expectNoAxeViolations(page);
  await useTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await useTheme(page, 'light');

  await page.getByRole('button', { name: /Recent Loss/ }).click();
  const setup = dialog(page);
  await expect(setup.getByText('Question 1 of 7')).toBeVisible();
  await expect(setup.getByText('What was their name?')).toBeVisible();
  // The keyboard starts in the answer, not on the close icon.
  await expect(setup.getByLabel('First name')).toBeFocused();
  await expect(setup.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await useTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await useTheme(page, 'light');
  await setup.getByRole('button', { name: 'Skip' }).click();

  await expect(setup.getByText('Question 2 of 7')).toBeVisible();
  // Each new question takes the keyboard at its own answer, so it is what a screen reader says next.
  await expect(setup.getByRole('radio').first()).toBeFocused();
  await setup.getByRole('radio', { name: 'My parent' }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByText('Question 3 of 7')).toBeVisible();
  await expect(setup.getByLabel('Date')).toBeFocused();
  await setup.getByRole('button', { name: 'Back' }).click();
  await expect(setup.getByRole('radio', { name: 'My parent' })).toBeChecked();
  await expect(setup.getByRole('radio', { name: 'My parent' })).toBeFocused();
  await setup.getByRole('button', { name: 'Next' }).click();

  // A date still to come gets the spec's words, not the browser's bubble, and the question stays.
  await setup.getByLabel('Date').fill('2099-01-05');
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByRole('alert')).toHaveText("The date of passing can't be in the future");
  await expect(setup.getByText('Question 3 of 7')).toBeVisible();
  await setup.getByLabel('Date').fill('2025-01-05');
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByText('Question 4 of 7')).toBeVisible();
  await expect(setup.getByLabel('County')).toBeDisabled();
  await setup.getByLabel('State').selectOption({ label: 'Texas' });
  await setup.getByLabel('County').selectOption({ label: 'Travis County' });
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('button', { name: 'Skip' }).click();
  await expect(setup.getByText('Question 6 of 7')).toBeVisible();
  await setup.getByRole('radio', { name: 'No', exact: true }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByText('Question 7 of 7')).toBeVisible();
  await setup.getByRole('radio', { name: 'Yes' }).check();

  // The optional step: a sudden death brings the medical examiner's task.
  await setup.getByRole('button', { name: 'Personalise your checklist' }).click();
  await expect(setup.getByText(/Personalise your checklist · Question 1 of \d+/)).toBeVisible();
  await expect(setup.getByText('Was their death expected?')).toBeVisible();
  await setup.getByRole('radio', { name: 'Sudden or unexpected' }).check();
  await setup.getByRole('button', { name: 'Back' }).click();
  await expect(setup.getByText('Question 7 of 7')).toBeVisible();

  // The first Continue's answer is lost on the way back (a weak connection): the server made the
  // checklist, but the page only knows it failed, and the person presses Continue again.
  await loseTheNextAnswer(page, '**/api/onboarding/setup**');
  await setup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Failed to complete setup. Please try again.')).toBeVisible();
  await expect(setup.getByRole('radio', { name: 'Yes' })).toBeChecked();
  const setupResponse = page.waitForResponse((response) => response.url().includes('/api/onboarding/setup'));
  await setup.getByRole('button', { name: 'Continue' }).click();
  const { lovedOneId } = (await (await setupResponse).json()) as { lovedOneId: string };
  await expect(page.getByText('Setup complete')).toBeVisible();
  // It leads to the loss the first one made, not to a second.
  const dashboard = (await (await page.request.get('/api/dashboard')).json()) as {
    lovedOnes: { id: string }[];
  };
  expect(dashboard.lovedOnes.map((one) => one.id)).toEqual([lovedOneId]);
  await expect(page.getByText('Your personalized plan has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const titles = await tasksOf(page, lovedOneId);
  expect(titles).toContain('Ask the medical examiner when they can be released');
  expect(titles).toContain('Give the funeral director the facts for the death certificate');
  // Texas has no income tax: no state return to file.
  expect(titles.filter((title) => /Texas income tax/.test(title))).toEqual([]);

  // With a loved one, the path choice steps aside.
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('planning ahead: Skip on the last question only closes; a failed Continue keeps the answers', async ({
  page,
  user: _signedIn,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Planning Ahead/ }).click();
  const setup = dialog(page);
  await expect(setup.getByText('Question 1 of 3')).toBeVisible();
  await setup.getByRole('button', { name: 'Skip' }).click();
  await setup.getByRole('button', { name: 'Skip' }).click();
  await expect(setup.getByText('Question 3 of 3')).toBeVisible();
  await setup.getByRole('button', { name: 'Skip' }).click();
  await expect(setup).toBeHidden();
  expect(await hasLovedOne(page)).toBe(false);

  // Opened again, it is where it was closed, with nothing lost.
  await page.getByRole('button', { name: /Planning Ahead/ }).click();
  await expect(setup.getByText('Question 3 of 3')).toBeVisible();
  await setup.getByRole('button', { name: 'Back' }).click();
  await setup.getByRole('button', { name: 'Back' }).click();
  await expect(setup.getByText('Question 1 of 3')).toBeVisible();
  await setup.getByRole('radio', { name: 'Peace of mind' }).check();
  await page.keyboard.press('Escape');
  await expect(setup).toBeHidden();
  // A look at the other path, begun and closed, keeps each path's answers where they were.
  await page.getByRole('button', { name: /Recent Loss/ }).click();
  await expect(setup.getByText(/^Question 1 of/)).toBeVisible();
  await setup.getByRole('button', { name: 'Skip' }).click();
  await page.keyboard.press('Escape');
  await expect(setup).toBeHidden();
  await page.getByRole('button', { name: /Planning Ahead/ }).click();
  await expect(setup.getByRole('radio', { name: 'Peace of mind' })).toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Recent Loss/ }).click();
  await expect(setup.getByText(/^Question 2 of/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Planning Ahead/ }).click();
  await expect(setup.getByRole('radio', { name: 'Peace of mind' })).toBeChecked();
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('radio', { name: 'No', exact: true }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('radio', { name: 'In progress' }).check();

  await page.route('**/api/onboarding/setup**', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
  );
  await setup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Failed to complete setup. Please try again.')).toBeVisible();
  await expect(setup.getByRole('radio', { name: 'In progress' })).toBeChecked();
  await page.unroute('**/api/onboarding/setup**');

  // A reload (a phone reloads a tab left for another app) loses no answer either.
  await page.reload();
  await page.getByRole('button', { name: /Planning Ahead/ }).click();
  await expect(setup.getByText('Question 3 of 3')).toBeVisible();
  await expect(setup.getByRole('radio', { name: 'In progress' })).toBeChecked();

  await setup.getByRole('button', { name: 'Back' }).click();
  await expect(setup.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your personalized plan has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await hasLovedOne(page)).toBe(true);
  // Saved, the answers leave the tab's keeping: a next setup starts afresh.
  const kept = await page.evaluate(() => sessionStorage.getItem('harbor.setup-draft.planning-ahead'));
  expect(kept === null ? {} : (JSON.parse(kept) as { answers: object }).answers).toEqual({});
});

test('the chat assessment through to the personal checklist: welcome back, save errors, downloads, email, start over', async ({
  page,
  user,
}) => {
  // The chat keeps the spec's pacing (800 ms + 500 ms per question) and covers the whole journey.
  test.slow();
  const finishRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/onboarding/chat/finish')) finishRequests.push(pathname);
  });
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'The Harbor team' })).toBeVisible();
  await expect(page.getByText('Onboarding Questions • 0 of 10')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await page.getByRole('button', { name: 'Someone I love has died' }).click();
  await expect(page.getByText('What was their name?')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'My sibling' }).click();
  await expect(page.getByText('When did they pass away?')).toBeVisible();
  // The keyboard goes on at the new question, not from the top of the page.
  await expect(page.getByLabel('Date of passing')).toBeFocused();
  await expectNoAxeViolations(page);
  await useTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await useTheme(page, 'light');

  // Leaving and coming back keeps the answers.
  await page.reload();
  await expect(page.getByText(/Welcome back/)).toBeVisible();
  await expect(page.getByText('Onboarding Questions • 3 of 10')).toBeVisible();
  await page.getByLabel('Date of passing').fill('2099-02-01');
  await expect(page.getByRole('alert')).toHaveText("The date of passing can't be in the future");
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.getByLabel('Date of passing').fill('2025-02-01');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByLabel('State').selectOption({ label: 'Ohio' });
  await page.getByLabel('County').selectOption({ label: 'Franklin County' });
  await page.getByRole('button', { name: 'Send' }).click();

  // A failed save says so and the chip can be chosen again.
  await page.route('**/api/onboarding/chat/answers/care_status', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
  );
  // Chosen by keyboard, the chip keeps the focus through the failed save, to be chosen again from there.
  await page.getByRole('button', { name: 'Not yet' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Error saving answer')).toBeVisible();
  await expect(page.getByText('We couldn’t save your response. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not yet' })).toBeFocused();
  await page.unroute('**/api/onboarding/chat/answers/care_status');
  await page.getByRole('button', { name: 'Not yet' }).click();

  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByRole('button', { name: 'Peace of mind' }).click();
  await page.getByRole('button', { name: 'Not sure what that is' }).click();
  await expect(page.getByText('Did they leave a will?')).toBeVisible();
  await page.getByRole('button', { name: 'Not sure', exact: true }).click();
  await page.getByRole('button', { name: 'Not now' }).click();

  await expect(page.getByRole('heading', { name: 'Your Personal Checklist' })).toBeVisible();
  await expect(page.getByText(/^0 of \d+ completed$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Urgent Needs (First 48 Hours)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await useTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await useTheme(page, 'light');

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const pdf = await readFile((await (await pdfDownload).path())!);
  expect(pdf.length).toBeGreaterThan(1000);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');

  const icsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar (.ics)' }).click();
  const ics = (await readFile((await (await icsDownload).path())!)).toString('utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('BEGIN:VEVENT');

  await page.getByRole('button', { name: 'Email to me' }).click();
  await expect(page.getByText('Checklist sent')).toBeVisible();
  const mail = await waitForMail(page, user.email, 'Your Harbor checklist');
  expect(mail.text).toContain('URGENT NEEDS (FIRST 48 HOURS)');

  // The last answer made the checklist once: a second finish racing it could undo 'Edit answers'.
  expect(finishRequests).toEqual(['/api/onboarding/chat/finish/preview', '/api/onboarding/chat/finish']);
  // Edit answers returns to the chat from the first question.
  await page.getByRole('button', { name: 'Edit answers' }).click();
  await expect(page.getByRole('button', { name: 'Someone I love has died' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Your Personal Checklist' })).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start over?' });
  await confirm.getByRole('button', { name: 'Delete my answers' }).click();
  await expect(page.getByText('Onboarding Questions • 0 of 10')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toBeHidden();
  const saved = await page.request.get('/api/onboarding/chat');
  expect(((await saved.json()) as { answers: object }).answers).toEqual({});
});

test('prefers-reduced-motion shows each question at once', async ({ page, user: _signedIn }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'I’m planning ahead' }).click();
  // Without motion the next question is there as soon as the answer is saved (no 500 + 800 ms).
  await expect(page.getByText('What’s bringing you to plan ahead?')).toBeVisible({ timeout: 1_000 });
  await expect(page.getByText('Onboarding Questions • 1 of 3')).toBeVisible();
});

test('at 360 px the path choice and the dialog fit the screen', async ({ page, user: _signedIn }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/welcome');
  await page.getByRole('button', { name: /Recent Loss/ }).click();
  await expect(dialog(page).getByText('Question 1 of 7')).toBeVisible();
  await expect(dialog(page).getByLabel('First name')).toBeInViewport();
  await expect(dialog(page).getByLabel('Last name')).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(dialog(page).getByRole('button', { name: 'Next' })).toBeInViewport();
});

test.describe('signed out', () => {
  test('/ shows the landing page and /welcome and /onboarding ask to sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fwelcome$/);
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fonboarding$/);
  });
});
