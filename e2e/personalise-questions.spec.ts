import type { Locator, Page } from '@playwright/test';
import { personaliseQuestionsFor } from '../src/shared/onboarding/questions.ts';
import { smallEstateLimitWords } from '../src/shared/state-rules/small-estate-limit.ts';
import { smallEstateOf } from '../src/shared/state-rules/state-rules.test-support.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

// Issue #19: the personalise step asks what the checklist needs (how and where they died, home,
// service, money, the estate), follow-ups only when an earlier answer makes them matter, and the
// checklist then follows the answers and the state's rules.

const setupDialog = (page: Page) => page.getByRole('dialog', { name: "Let's understand your situation" });

/** Next (an unanswered question is skipped) until the question is on screen. */
async function nextUntil(setup: Locator, prompt: string) {
  for (let step = 0; step < 40; step += 1) {
    if (await setup.getByText(prompt, { exact: true }).isVisible()) return;
    await setup.getByRole('button', { name: 'Next' }).click();
  }
  throw new Error(`never reached "${prompt}"`);
}

test('personalising asks follow-ups only when they matter, and the checklist follows the answers and the state', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/welcome');
  await page.getByRole('button', { name: /Recent Loss/ }).click();
  const setup = setupDialog(page);
  await setup.getByLabel('First name').fill('Anna');
  await setup.getByLabel('Last name').fill('Novak');
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('radio', { name: 'My parent' }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByLabel('Date').fill('2026-11-20');
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByLabel('State').selectOption({ label: 'Pennsylvania' });
  await setup.getByLabel('County').selectOption({ label: 'Allegheny County' });
  await setup.getByRole('button', { name: 'Next' }).click();
  await nextUntil(setup, 'Have close family and friends been told?');
  await setup.getByRole('button', { name: 'Personalise your checklist' }).click();

  await expect(setup.getByText('Was Anna’s death expected?')).toBeVisible();
  // The count holds every question that may yet be asked, so it only shrinks as answers leave some out.
  const everyQuestion = personaliseQuestionsFor('recent-loss', {
    service: 'Yes',
    disposition: 'Burial',
    veteran: 'Yes',
  });
  const counter = setup.getByText(/^Personalise your checklist · Question \d+ of \d+$/);
  await expect(counter).toHaveText(`Personalise your checklist · Question 1 of ${everyQuestion.length}`);
  await expectNoAxeViolations(page);
  await setup.getByRole('radio', { name: 'Expected, after an illness or in old age' }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByText('Where did Anna die?')).toBeVisible();
  await setup.getByRole('radio', { name: 'In a hospice' }).check();

  // Burial brings the cemetery question; no service leaves out the programs, stream, flowers and food.
  await nextUntil(setup, 'How will Anna be laid to rest?');
  await setup.getByRole('radio', { name: 'Burial' }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByText('Where will Anna be buried?')).toBeVisible();
  await expect(counter).toHaveText(new RegExp(` of ${everyQuestion.length}$`));
  await setup.getByRole('radio', { name: 'A private, church or town cemetery' }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByText('Will there be a funeral, memorial or celebration of life?')).toBeVisible();
  await setup.getByRole('radio', { name: 'No', exact: true }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByText('Did Anna leave a husband, wife or partner?')).toBeVisible();
  // No service: the programs, stream, flowers and food are no longer counted.
  await expect(counter).toHaveText(new RegExp(` of ${everyQuestion.length - 4}$`));
  await setup.getByRole('radio', { name: 'No', exact: true }).check();

  // Pets are their own question, apart from the people who relied on them.
  await nextUntil(setup, 'Did Anna have pets that need looking after?');
  await setup.getByRole('radio', { name: 'Yes' }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByText('Where was Anna living?')).toBeVisible();
  await setup.getByRole('radio', { name: 'In a home they owned' }).check();

  // A veteran is asked about retired pay; the answer is kept if they go back and forth.
  await nextUntil(setup, 'Did Anna serve in the military?');
  await setup.getByRole('radio', { name: 'Yes' }).check();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByText('Was Anna receiving military retired pay?')).toBeVisible();
  await setup.getByRole('radio', { name: 'Yes' }).check();
  await setup.getByRole('button', { name: 'Back' }).click();
  await expect(setup.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByRole('radio', { name: 'Yes' })).toBeChecked();

  // After a death, the will question offers Not sure rather than In progress.
  await nextUntil(setup, 'Did Anna leave a will?');
  await expect(setup.getByRole('radio', { name: 'Not sure' })).toBeVisible();
  await expect(setup.getByRole('radio', { name: 'In progress' })).toHaveCount(0);
  await setup.getByRole('radio', { name: 'Yes' }).check();

  // "Small" means something: the hint names Pennsylvania's own limit.
  await nextUntil(setup, 'Roughly how much did Anna own in their name alone?');
  const limit = smallEstateLimitWords(smallEstateOf('PA'), null);
  await expect(setup.getByText(`Pennsylvania’s small-estate limit is ${limit}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await setup.getByRole('radio', { name: 'Larger, up to the federal estate tax limit' }).check();

  await nextUntil(setup, 'What is your part in looking after Anna’s affairs?');
  await setup.getByRole('radio', { name: 'Executor' }).check();
  const saved = page.waitForResponse((response) => response.url().includes('/api/onboarding/setup'));
  await setup.getByRole('button', { name: 'Continue' }).click();
  const { lovedOneId } = (await (await saved).json()) as { lovedOneId: string };
  await expect(page).toHaveURL(/\/dashboard$/);

  const response = await page.request.get(`/api/tasks?lovedOneId=${lovedOneId}`);
  const titles = ((await response.json()) as { tasks: { title: string }[] }).tasks.map((task) => task.title);
  expect(titles).toEqual(
    expect.arrayContaining([
      'Check who owes Pennsylvania’s inheritance tax: 5% off if paid within 3 months',
      'File Anna’s final Pennsylvania income tax return',
      'Report the death to DFAS to stop military retired pay',
      'Make sure Anna’s pets are fed and cared for',
      'Give notice to Anna’s creditors',
      'Tell the IRS you are acting for Anna (Form 56)',
    ]),
  );
  for (const absent of [
    'Ask the medical examiner when Anna can be released',
    'Arrange care for anyone who relied on Anna',
    'Ask Social Security about survivor benefits',
    'File a federal estate tax return (Form 706)',
    'Prepare printed programs for the service',
  ]) {
    expect(titles).not.toContain(absent);
  }

  await page.goto(`/dashboard/${lovedOneId}?tab=tasks`);
  await expect(
    page.getByText('Check who owes Pennsylvania’s inheritance tax: 5% off if paid within 3 months'),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
