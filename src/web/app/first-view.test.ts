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

/** Seeds a new cache from `page`, keeping the "after the first view" step for the test to run. */
function seed(page: Document, keepsOfflineCopy = false) {
  const queryClient = new QueryClient();
  const afterFirstView: (() => void)[] = [];
  seedFirstView(queryClient, {
    page,
    afterFirstView: (task) => afterFirstView.push(task),
    keepsOfflineCopy: () => keepsOfflineCopy,
  });
  return { queryClient, afterFirstView };
}

const isInvalidated = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

describe('seedFirstView', () => {
  it('draws the first view from the page, fresh, and asks again for nothing while no worker keeps a copy', () => {
    const { queryClient, afterFirstView } = seed(pageWith(state(localTimeZone())));
    const session = queryClient.getQueryState(queryKeys.session.all);
    const dashboard = queryClient.getQueryState(queryKeys.dashboard.detail(null));
    expect(queryClient.getQueryData(queryKeys.session.all)).toMatchObject({ user: { firstName: 'Ada' } });
    expect(dashboard?.data).toEqual({ lovedOnes: [], summary: null });
    // Fresh: the first render uses them without sending both requests while the page is drawn.
    expect(session?.dataUpdatedAt).toBeGreaterThan(0);
    expect(dashboard?.dataUpdatedAt).toBeGreaterThan(0);
    expect(session?.isInvalidated).toBe(false);
    expect(dashboard?.isInvalidated).toBe(false);

    expect(afterFirstView).toHaveLength(1);
    afterFirstView[0]!();
    expect(isInvalidated(queryClient, queryKeys.session.all)).toBe(false);
    expect(isInvalidated(queryClient, queryKeys.dashboard.detail(null))).toBe(false);
  });

  it('asks again for both after the first view when a service worker keeps the offline copy', () => {
    const { queryClient, afterFirstView } = seed(pageWith(state(localTimeZone())), true);
    expect(isInvalidated(queryClient, queryKeys.dashboard.detail(null))).toBe(false);
    afterFirstView[0]!();
    expect(isInvalidated(queryClient, queryKeys.session.all)).toBe(true);
    expect(isInvalidated(queryClient, queryKeys.dashboard.detail(null))).toBe(true);
  });

  it("draws a dashboard made for another zone, then asks again for it in this browser's zone", () => {
    const { queryClient, afterFirstView } = seed(pageWith(state('Pacific/Chatham')));
    expect(queryClient.getQueryData(queryKeys.dashboard.detail(null))).toEqual({
      lovedOnes: [],
      summary: null,
    });
    afterFirstView[0]!();
    expect(isInvalidated(queryClient, queryKeys.dashboard.detail(null))).toBe(true);
    expect(isInvalidated(queryClient, queryKeys.session.all)).toBe(false);
  });

  it("leaves out another loved one's dashboard, and asks again for the session when a worker keeps a copy", () => {
    const { queryClient, afterFirstView } = seed(pageWith(state(localTimeZone()), '?lovedOne=x'), true);
    expect(queryClient.getQueryData(queryKeys.session.all)).toBeDefined();
    expect(queryClient.getQueryCache().findAll({ queryKey: queryKeys.dashboard.all })).toHaveLength(0);
    afterFirstView[0]!();
    expect(isInvalidated(queryClient, queryKeys.session.all)).toBe(true);
  });

  it('seeds nothing and asks nothing for a page without the state, or with an expired session', () => {
    const expired = state(localTimeZone());
    expired.session.session.expiresAt = new Date(Date.now() - 1_000).toISOString();
    expired.dashboard = null;
    const blank = { getElementById: () => null, location: { search: '' } } as unknown as Document;
    for (const page of [blank, pageWith(expired)]) {
      const { queryClient, afterFirstView } = seed(page, true);
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
      expect(afterFirstView).toHaveLength(0);
    }
  });
});
