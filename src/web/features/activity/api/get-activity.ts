import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const getActivityPage = (lovedOneId: string, cursor: string | undefined) =>
  unwrap(api.activity[':lovedOneId'].$get({ param: { lovedOneId }, query: cursor ? { cursor } : {} }));

export type ActivityPage = Awaited<ReturnType<typeof getActivityPage>>;
export type ActivityEvent = ActivityPage['events'][number];

/** Newest first; each "Show older" asks for the page after the last one loaded. */
export const useActivity = (lovedOneId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.activity.feed(lovedOneId),
    queryFn: ({ pageParam }) => getActivityPage(lovedOneId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
