import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
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
