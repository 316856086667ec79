import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveObituaryInput } from '#shared/obituary/obituary-answers.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The profile, the memorial page's details and who writes the draft; only the admin gets an answer. */
export const useObituaryStart = (lovedOneId: string) =>
  useQuery({
    queryKey: queryKeys.obituary.start(lovedOneId),
    queryFn: () => unwrap(api.obituary[':lovedOneId'].$get({ param: { lovedOneId } })),
    retry: (failureCount, error) =>
      failureCount < 2 && !('status' in error && [403, 404].includes(Number(error.status))),
  });

/** Saves the text where the family chose; every screen that shows the profile or the page reads again. */
export function useSaveObituary(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: SaveObituaryInput) =>
      unwrap(api.obituary[':lovedOneId'].$put({ param: { lovedOneId }, json })),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.obituary.all,
          queryKeys.memorials.all,
          queryKeys.lovedOnes.all,
          queryKeys.dashboard.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
