import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const link = api.team[':lovedOneId']['join-link'];

export function useJoinLink(lovedOneId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.team.joinLink(lovedOneId),
    queryFn: () => unwrap(link.$get({ param: { lovedOneId } })),
    enabled: isEnabled,
  });
}

export function useChangeJoinLink(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { reset: true } | { enabled: boolean }) =>
      'reset' in change
        ? unwrap(link.reset.$post({ param: { lovedOneId } }))
        : unwrap(link.$put({ param: { lovedOneId }, json: { enabled: change.enabled } })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.team.joinLink(lovedOneId), data),
  });
}
