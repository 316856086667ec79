import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import {
  FIRST_VIEW_ELEMENT_ID,
  type FirstViewState,
  firstViewElement,
} from '#shared/first-view/first-view-state.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { seedFirstView } from './first-view.ts';

const state = (dashboardZone: string): FirstViewState => ({
  session: {
    user: {
      id: 'user-1',
      email: 'ada@example.com',
      name: 'Ada Byron',
      firstName: 'Ada',
      lastName: 'Byron',
      emailVerified: true,
      image: null,
    },
    session: { id: 'session-1', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  },
  dashboard: { lovedOneId: null, timeZone: dashboardZone, data: { lovedOnes: [], summary: null } },
});

/** A page carrying `pageState` as the server writes it, at `search`. */
function pageWith(pageState: FirstViewState, search = ''): Document {
  const text = firstViewElement(pageState).replace(/^<script[^>]*>|<\/script>$/g, '');
  return {
    getElementById: (id: string) => (id === FIRST_VIEW_ELEMENT_ID ? { textContent: text } : null),
    location: { search },
  } as unknown as Document;
}

/** Seeds a new cache from `page`, keeping the "ask again" step for the test to run. */
function seed(page: Document) {
  const queryClient = new QueryClient();
  const askAgain: (() => void)[] = [];
  seedFirstView(queryClient, page, (ask) => askAgain.push(ask));
  return { queryClient, askAgain };
}

describe('seedFirstView', () => {
  it('draws the first view from the page, fresh, and asks again for both entries only when told', () => {
    const { queryClient, askAgain } = seed(pageWith(state(localTimeZone())));
    const session = queryClient.getQueryState(queryKeys.session.all);
    const dashboard = queryClient.getQueryState(queryKeys.dashboard.detail(null));
    expect(queryClient.getQueryData(queryKeys.session.all)).toMatchObject({ user: { firstName: 'Ada' } });
    expect(dashboard?.data).toEqual({ lovedOnes: [], summary: null });
    // Fresh: the first render uses them without sending both requests while the page is drawn.
    expect(session?.dataUpdatedAt).toBeGreaterThan(0);
    expect(dashboard?.dataUpdatedAt).toBeGreaterThan(0);
    expect(session?.isInvalidated).toBe(false);
    expect(dashboard?.isInvalidated).toBe(false);

    expect(askAgain).toHaveLength(1);
    askAgain[0]!();
    expect(queryClient.getQueryState(queryKeys.session.all)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.dashboard.detail(null))?.isInvalidated).toBe(true);
  });

  it('leaves out a dashboard made for another zone or another loved one, and asks again for the session', () => {
    for (const page of [
      pageWith(state('Pacific/Chatham')),
      pageWith(state(localTimeZone()), '?lovedOne=x'),
    ]) {
      const { queryClient, askAgain } = seed(page);
      expect(queryClient.getQueryData(queryKeys.session.all)).toBeDefined();
      expect(queryClient.getQueryCache().findAll({ queryKey: queryKeys.dashboard.all })).toHaveLength(0);
      askAgain[0]!();
      expect(queryClient.getQueryState(queryKeys.session.all)?.isInvalidated).toBe(true);
    }
  });

  it('seeds nothing and asks nothing for a page without the state, or with an expired session', () => {
    const expired = state(localTimeZone());
    expired.session.session.expiresAt = new Date(Date.now() - 1_000).toISOString();
    expired.dashboard = null;
    const blank = { getElementById: () => null, location: { search: '' } } as unknown as Document;
    for (const page of [blank, pageWith(expired)]) {
      const { queryClient, askAgain } = seed(page);
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
      expect(askAgain).toHaveLength(0);
    }
  });
});
