import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getMemorialSummary = (lovedOneId: string) =>
  unwrap(api.memorials['by-loved-one'][':lovedOneId'].$get({ param: { lovedOneId } }));

export type MemorialSummary = Awaited<ReturnType<typeof getMemorialSummary>>;

/** Whether the loved one has a page, whether it is live, and its real photo and tribute counts. */
export function useMemorialSummary(lovedOneId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.memorials.summary(lovedOneId),
    queryFn: () => getMemorialSummary(lovedOneId),
    retry: (failureCount, error) => failureCount < 2 && !('status' in error && error.status === 404),
  });
}
