import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * With every script file of the build refused, only the inline theme script (allowed by its hash in the
 * CSP) can make the page dark: a dark-theme visitor never sees a white flash, and the CSP refuses nothing.
 */
async function expectDarkBeforeAnyScriptFile(page: Page, paths: readonly string[]) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveClass(/\bdark\b/);
  }
  expect(refused).toEqual([]);
}

test('pages are dark for a dark-theme visitor before any script file runs', async ({ browser }) => {
  const context = await browser.newContext();
  await expectDarkBeforeAnyScriptFile(await context.newPage(), ['/', '/auth']);
  await context.close();
});

test('the signed-in app is dark, with Harbor’s header, before any script file runs', async ({
  page,
  user: _user,
}) => {
  await expectDarkBeforeAnyScriptFile(page, ['/dashboard']);
  // A slow phone shows the header the app will draw, not a blank page, while the scripts arrive.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Harbor' })).toBeVisible();
});
