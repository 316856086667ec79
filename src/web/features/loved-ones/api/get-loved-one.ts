import { useQuery } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const getLovedOne = (lovedOneId: string) =>
  unwrap(
    api['loved-ones'][':lovedOneId'].$get({ param: { lovedOneId }, query: { timeZone: localTimeZone() } }),
  );

export type LovedOneDetail = Awaited<ReturnType<typeof getLovedOne>>;
export type LovedOne = LovedOneDetail['lovedOne'];

/** The loved-one dashboard's one request: profile, what the viewer may do and summary numbers. */
export function useLovedOne(lovedOneId: string) {
  return useQuery({
    queryKey: queryKeys.lovedOnes.detail(lovedOneId),
    queryFn: () => getLovedOne(lovedOneId),
  });
}
