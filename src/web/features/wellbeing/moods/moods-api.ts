import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoodEntryInput } from '#shared/wellbeing/moods.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

const moodKeys = { all: ['moods'] as const };

/** Names the save, so the page's gentle crisis note can read what the last save answered. */
export const SAVE_MOOD_CHECK_IN_KEY = ['moods', 'save'] as const;

/** The last 90 days (plus a day's margin for time zones); the page trims to its own today. */
export const useMoodCheckIns = () =>
  useQuery({ queryKey: moodKeys.all, queryFn: () => unwrap(api.moods.$get({ query: { days: '90' } })) });

export type MoodCheckInData = NonNullable<ReturnType<typeof useMoodCheckIns>['data']>['checkIns'][number];

export function useSaveMoodCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_MOOD_CHECK_IN_KEY,
    mutationFn: (entry: MoodEntryInput) => unwrap(api.moods.$put({ json: entry })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moodKeys.all }),
  });
}
