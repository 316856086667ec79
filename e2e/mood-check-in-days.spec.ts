import type { Page } from '@playwright/test';
import { addDays } from '../src/shared/dates/calendar-days.ts';
import { localTimeZone, todayIn } from '../src/shared/dates/time-zones.ts';
import { expect, test } from './fixtures.ts';

test.setTimeout(120_000);

const moodChoice = (page: Page, label: string) =>
  page.getByRole('radio', { name: new RegExp(`^${label}\\b`) });

test('mood tracker: a day never saved starts empty, and each day keeps exactly what was chosen', async ({
  page,
  user: _user,
}) => {
  const today = todayIn(localTimeZone());
  const earlier = addDays(today, -3);
  await page.goto('/mood-tracker');
  const day = page.getByLabel('Day', { exact: true });
  await expect(day).toHaveValue(today);

  // Saved with no mood chosen: the keyboard is taken to the choices, where the arrow keys choose.
  await page.getByRole('button', { name: 'Save check-in' }).press('Enter');
  await expect(page.getByText('Please choose how you are feeling')).toBeVisible();
  await expect(moodChoice(page, 'Really hard')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(moodChoice(page, 'Low')).toBeChecked();

  // Day A: Low, Sad and Slept badly, with a note.
  await page.getByText('Low', { exact: true }).click();
  await page.getByLabel('Sad').check();
  await page.getByLabel('Slept badly').check();
  await page.getByLabel('A note (optional)').fill('The first Sunday without him.');
  await page.getByRole('button', { name: 'Save check-in' }).click();
  await expect(page.getByText('Check-in saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update check-in' })).toBeVisible();

  // Day B has never been saved: nothing is carried over from day A.
  await day.fill(earlier);
  await expect(page.getByRole('button', { name: 'Save check-in' })).toBeVisible();
  for (const level of ['Really hard', 'Low', 'Getting by', 'Okay', 'Good']) {
    await expect(moodChoice(page, level)).not.toBeChecked();
  }
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByLabel('A note (optional)')).toHaveValue('');

  // Day B gets something else; what the server answers is exactly what was chosen.
  await page.getByText('Okay', { exact: true }).click();
  await page.getByLabel('Grateful').check();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/moods') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save check-in' }).click();
  const savedB = (await (await saved).json()) as {
    checkIn: { date: string; mood: number; tags: string[]; note: string | null };
  };
  expect(savedB.checkIn).toMatchObject({ date: earlier, mood: 4, tags: ['grateful'] });
  expect(savedB.checkIn.note ?? '').toBe('');

  // Going back to day A shows day A, not what was just chosen for day B.
  await day.fill(today);
  await expect(moodChoice(page, 'Low')).toBeChecked();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(page.getByLabel('Sad')).toBeChecked();
  await expect(page.getByLabel('Slept badly')).toBeChecked();

  await page.reload();
  await expect(page.getByLabel('A note (optional)')).toHaveValue('The first Sunday without him.');
  await expect(moodChoice(page, 'Low')).toBeChecked();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await day.fill(earlier);
  await expect(moodChoice(page, 'Okay')).toBeChecked();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(page.getByLabel('Grateful')).toBeChecked();
  await expect(page.getByLabel('A note (optional)')).toHaveValue('');

  const stored = await page.request.get('/api/moods?days=30');
  const { checkIns } = (await stored.json()) as {
    checkIns: { date: string; mood: number; tags: string[] }[];
  };
  const byDate = Object.fromEntries(checkIns.map((checkIn) => [checkIn.date, checkIn]));
  expect(Object.keys(byDate).sort()).toEqual([earlier, today]);
  expect(byDate[today]).toMatchObject({ mood: 2, tags: ['sad', 'slept-badly'] });
  expect(byDate[earlier]).toMatchObject({ mood: 4, tags: ['grateful'] });
});
