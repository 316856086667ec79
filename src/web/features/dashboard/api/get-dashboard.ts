import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import type { FirstViewState } from '#shared/first-view/first-view-state.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const getDashboard = (lovedOneId: string | null) =>
  unwrap(
    api.dashboard.$get({
      query: { timeZone: localTimeZone(), ...(lovedOneId ? { lovedOne: lovedOneId } : {}) },
    }),
  );

export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;
export type DashboardSummary = NonNullable<Dashboard['summary']>;

/** The main dashboard's one request: the loved ones and the chosen one's summary. */
export function useDashboard(lovedOneId: string | null) {
  return useQuery({
    queryKey: queryKeys.dashboard.detail(lovedOneId),
    queryFn: () => getDashboard(lovedOneId),
    placeholderData: keepPreviousData,
  });
}

/**
 * Starts the cache with the dashboard the server put in the page (decision 049), when it is the one this
 * page asks for: the same loved one, and "today" in this browser's zone. Marked as already old, it is
 * still asked for once in the background.
 */
export function seedDashboard(
  queryClient: QueryClient,
  dashboard: NonNullable<FirstViewState['dashboard']>,
  wanted: string | null,
): void {
  if (dashboard.lovedOneId !== wanted || dashboard.timeZone !== localTimeZone()) return;
  // The server's readDashboard, as GET /api/dashboard answers it.
  const data = dashboard.data as Dashboard;
  queryClient.setQueryData(queryKeys.dashboard.detail(wanted), data, { updatedAt: 0 });
}
