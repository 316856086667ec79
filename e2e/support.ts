import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { THEME_STORAGE_KEY } from '../src/shared/theme/theme-init-script.ts';

const AXE_ALREADY_IN_PAGE = 'void 0;';

/** axe (WCAG 2.2 AA) in the current theme; any violation fails with its rule ids. */
export async function expectNoAxeViolations(page: Page) {
  // Harbor follows the system theme in a React effect, a moment after the change: until the page has
  // switched, its colour transitions have not begun and the wait below would find none. A page where
  // the person chose a theme (or no Harbor page) does not follow the system.
  await page.waitForFunction((themeKey) => {
    try {
      if (localStorage.getItem(themeKey) !== null) return true;
    } catch {
      return true;
    }
    const systemIsDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    return document.documentElement.classList.contains('dark') === systemIsDark;
  }, THEME_STORAGE_KEY);
  // Colours fade for a moment after a theme switch or hover (transition-colors); axe must judge the
  // settled colours, not a frame in between.
  // Endless animations (a spinner) never finish, and a cancelled one rejects: neither may block.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself. The default also opens a blank page (a new renderer process)
  // to merge each frame's results, so a check took 1.0 s instead of 0.6 s on CI's two cores; Harbor's
  // pages have no frames, so both modes test the same document.
  // AxeBuilder evaluates axe's whole source twice in every check (0.45 s of a 0.6 s check on CI's cores).
  // Once per document is enough: axe goes in here, and AxeBuilder is handed a source that does nothing,
  // so its axe.run is the one in the page.
  const axeIsInPage = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!axeIsInPage) await page.evaluate(axe.source);
  const results = await new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_PAGE })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
}

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

type Mail = { id: string; to: string; subject: string; text: string };

/** Waits for a mail to this address in the dev mailbox and returns it. */
export async function waitForMail(page: Page, to: string, subjectIncludes: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/dev/mailbox', { params: { to } });
        const { mails } = (await response.json()) as { mails: Mail[] };
        found = mails.find((mail) => mail.to === to && mail.subject.includes(subjectIncludes));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const firstLinkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? '';

/**
 * Requests to `url` (only `method` ones, when given: the page's reads go on) fail as when the phone
 * loses its signal: they never reach the server. Answers the function that brings the connection back.
 */
export async function cutOff(
  page: Page,
  url: string | RegExp,
  method?: string,
): Promise<() => Promise<void>> {
  await page.route(url, (route) =>
    !method || route.request().method() === method ? route.abort('internetdisconnected') : route.continue(),
  );
  return () => page.unroute(url);
}

/**
 * The next request to `url` reaches the server, which does its work, but its answer is lost on the way
 * back, as on a weak connection: the page sees only a failed request.
 */
export const loseTheNextAnswer = (page: Page, url: string) =>
  page.route(
    url,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );

/** The toast that says `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Requests to `url` are held on their way until the test lets them go, so it can look at the page while
 * they are under way however quick the machine. Answers the function that lets them go.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return letGo;
}
