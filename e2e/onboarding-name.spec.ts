import { expect, test } from './fixtures.ts';

// Issue #19: on a recent loss, both setup and the chat ask their name first, so the loved one is
// called by it instead of 'Parent'.

test('setup asks their name first; a mistake is shown inline and the dashboard honors them by name', async ({
  page,
  user: _signedIn,
}) => {
  await page.goto('/welcome');
  await page.getByRole('button', { name: /Recent Loss/ }).click();
  const setup = page.getByRole('dialog', { name: "Let's understand your situation" });
  await expect(setup.getByText('Question 1 of 7')).toBeVisible();
  await expect(setup.getByText('What was their name?')).toBeVisible();
  await expect(setup.getByText('So we can use their name, not a label. You can add it later.')).toBeVisible();
  await expect(setup.getByLabel('First name')).toHaveAttribute('autocomplete', 'off');
  await expect(setup.getByLabel('Last name')).toHaveAttribute('autocomplete', 'off');

  // A last name alone is refused where it was typed, and what was typed stays.
  await setup.getByLabel('Last name').fill('Lane');
  await setup.getByLabel('Last name').press('Enter');
  const firstNameError = setup.getByText('Please add their first name, or skip this question');
  await expect(firstNameError).toBeVisible();
  await expect(setup.getByText('Question 1 of 7')).toBeVisible();
  await expect(setup.getByLabel('Last name')).toHaveValue('Lane');

  await setup.getByLabel('First name').fill('Rose');
  await expect(firstNameError).toBeHidden();
  await setup.getByLabel('First name').press('Enter');
  await expect(setup.getByText('Question 2 of 7')).toBeVisible();
  await expect(setup.getByText('We’re so sorry for your loss. Who have you lost?')).toBeVisible();
  await setup.getByRole('radio', { name: 'My parent' }).check();
  for (let question = 2; question < 7; question += 1) {
    await setup.getByRole('button', { name: 'Next' }).click();
  }
  await expect(setup.getByText('Question 7 of 7')).toBeVisible();
  await setup.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rose Lane' })).toBeVisible();
});

test('the chat asks their name first and reads it back', async ({ page, user: _signedIn }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Someone I love has died' }).click();
  await expect(page.getByText('What was their name?')).toBeVisible();
  await expect(page.getByText('Onboarding Questions • 1 of 10')).toBeVisible();
  await page.getByLabel('First name').fill('Rose');
  await page.getByLabel('Last name').fill('Lane');
  await page.getByLabel('Last name').press('Enter');
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('You: Rose Lane')).toBeVisible();
  await expect(page.getByText('We’re so sorry for your loss. Who have you lost?')).toBeVisible();
  const saved = await page.request.get('/api/onboarding/chat');
  expect(((await saved.json()) as { answers: Record<string, unknown> }).answers).toMatchObject({
    deceased_name: { first: 'Rose', last: 'Lane' },
  });
});
