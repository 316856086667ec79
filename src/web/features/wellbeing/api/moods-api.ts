import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoodEntryInput } from '#shared/wellbeing/moods.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { mutationKeys, queryKeys } from '#web/lib/query-keys.ts';

/** The last 90 days (plus a day's margin for time zones); the page trims to its own today. */
export const useMoodCheckIns = () =>
  useQuery({
    queryKey: queryKeys.moods.all,
    queryFn: () => unwrap(api.moods.$get({ query: { days: '90' } })),
  });

export type MoodCheckInData = NonNullable<ReturnType<typeof useMoodCheckIns>['data']>['checkIns'][number];

export function useSaveMoodCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.saveMoodCheckIn,
    mutationFn: (entry: MoodEntryInput) => unwrap(api.moods.$put({ json: entry })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.moods.all }),
  });
}
