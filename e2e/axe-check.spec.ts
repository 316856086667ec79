import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support.ts';

// expectNoAxeViolations puts axe into a page once and reuses it for later checks of the same document:
// a later check must still judge the page as it is then, not pass on what the first one saw.
test('a second axe check of the same page finds what changed since the first', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
});

test('the first axe check of a page finds what is wrong with it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
});
