import { useQuery } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dashboard/calendar-dates.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

export const lovedOneQueryKey = (lovedOneId: string) => ['loved-one', lovedOneId] as const;

export const getLovedOne = (lovedOneId: string) =>
  unwrap(
    api['loved-ones'][':lovedOneId'].$get({ param: { lovedOneId }, query: { timeZone: localTimeZone() } }),
  );

export type LovedOneDetail = Awaited<ReturnType<typeof getLovedOne>>;
export type LovedOne = LovedOneDetail['lovedOne'];

/** The loved-one dashboard's one request: profile, role and summary numbers. */
export function useLovedOne(lovedOneId: string) {
  return useQuery({ queryKey: lovedOneQueryKey(lovedOneId), queryFn: () => getLovedOne(lovedOneId) });
}
