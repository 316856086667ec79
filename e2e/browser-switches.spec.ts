import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// playwright.config.ts passes a --disable-features of its own after Playwright's, and Chromium keeps only
// the last: it must still hold every feature Playwright turns off, and must turn off the address bar's
// pop-ups, which otherwise cost every test a renderer of their own.
test('the browser keeps Playwright’s switched-off features and opens no address-bar pop-ups', async ({
  browser,
  page,
}) => {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  const browserProcess = processInfo.find((process) => process.type === 'browser');
  expect(browserProcess).toBeDefined();
  const switches = readFileSync(`/proc/${browserProcess?.id}/cmdline`, 'utf8').split('\0');
  const disabledLists = switches
    .filter((value) => value.startsWith('--disable-features='))
    .map((value) => value.slice('--disable-features='.length).split(','));
  expect(disabledLists.length).toBeGreaterThan(1);
  const inEffect = disabledLists.at(-1);
  for (const earlier of disabledLists.slice(0, -1)) expect(inEffect).toEqual(expect.arrayContaining(earlier));

  // The pop-ups load with the window, well before its page has finished loading.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.url.includes('omnibox-popup'))).toEqual([]);
});
