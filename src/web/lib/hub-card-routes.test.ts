import { describe, expect, it } from 'vitest';
import { ACCOUNTS_HUB } from '#shared/hubs/accounts-hub.ts';
import { FINANCIAL_HUB } from '#shared/hubs/financial-hub.ts';
import { LEGAL_HUB } from '#shared/hubs/legal-hub.ts';
import { SUPPORT_HUB } from '#shared/hubs/support-hub.ts';
import { toolHref } from '#shared/hubs/tool-href.ts';
import type { ToolAction } from '#shared/hubs/types.ts';
import { paths } from './paths.ts';

type Card = { action: ToolAction | { kind: 'tab'; tab: string } };

/** Every card in the hubs (anything with a button label and an action), with where it sits. */
function cardsIn(value: unknown, path: string, found: { path: string; card: Card }[] = []) {
  if (value === null || typeof value !== 'object') return found;
  if ('actionLabel' in value && 'action' in value) found.push({ path, card: value as Card });
  for (const [key, child] of Object.entries(value)) cardsIn(child, `${path}.${key}`, found);
  return found;
}

// The app's real routes; the retired financial tab only redirects and 404 is the not-found page.
const routes = Object.entries(paths)
  .filter(([name]) => name !== 'retiredFinancialTab' && name !== 'notFound')
  .flatMap(([, route]) => ('lovedOnePath' in route ? [route.path, route.lovedOnePath] : [route.path]))
  .map((path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`));
// The loved-one page's tabs (features/loved-ones/loved-one-dashboard-page.tsx).
const LOVED_ONE_TABS = ['profile', 'tasks', 'support', 'inventory', 'activity'];

describe('hub cards', () => {
  const cards = cardsIn({ LEGAL_HUB, FINANCIAL_HUB, ACCOUNTS_HUB, SUPPORT_HUB }, 'hubs');

  it('finds cards in every hub', () => {
    for (const hub of ['LEGAL_HUB', 'FINANCIAL_HUB', 'ACCOUNTS_HUB', 'SUPPORT_HUB']) {
      expect(
        cards.some(({ path }) => path.startsWith(`hubs.${hub}.`)),
        hub,
      ).toBe(true);
    }
  });

  it('sends every card to a page of the app that exists', () => {
    for (const { path, card } of cards) {
      if (card.action.kind === 'tab') continue;
      const href = toolHref(card.action, 'loved-one-123');
      const url = new URL(href, 'http://harbor.test');
      expect(
        routes.some((route) => route.test(url.pathname)),
        `${path}: ${href}`,
      ).toBe(true);
      const tab = url.searchParams.get('tab');
      if (tab !== null) expect(LOVED_ONE_TABS, `${path}: ${href}`).toContain(tab);
    }
  });
});
