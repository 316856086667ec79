import { keepPreviousData, type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
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
export function useDashboard(lovedOneId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.dashboard.detail(lovedOneId),
    queryFn: () => getDashboard(lovedOneId),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Starts the cache with the dashboard the server put in the page (decision 049), when it is the one this
 * page asks for: the same loved one. Returns the entry's key, or null when the page's dashboard is of
 * another loved one (then the app asks, as without it). Whether its "today" is this browser's is left
 * to seedFirstView, after the first view: knowing the browser's zone costs a phone a long task.
 */
export function seedDashboard(
  queryClient: QueryClient,
  dashboard: NonNullable<FirstViewState['dashboard']>,
  wanted: string | null,
): QueryKey | null {
  if (dashboard.lovedOneId !== wanted) return null;
  const key = queryKeys.dashboard.detail(wanted);
  // The server's readDashboard, as GET /api/dashboard answers it.
  queryClient.setQueryData(key, dashboard.data as Dashboard);
  return key;
}
