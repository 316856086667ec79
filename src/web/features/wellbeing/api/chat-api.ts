import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';

export const useChatStatus = () =>
  useQuery({ queryKey: queryKeys.chat.status, queryFn: () => unwrap(api.chat.$get()), staleTime: Infinity });

export const useConversations = () =>
  useQuery({ queryKey: queryKeys.chat.conversations, queryFn: () => unwrap(api.chat.conversations.$get()) });

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.chat.conversation(id ?? ''),
    queryFn: () => unwrap(api.chat.conversations[':id'].$get({ param: { id: id ?? '' } })),
    enabled: Boolean(id),
  });

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      resendIfLost(() => unwrap(api.chat.conversations[':id'].$delete({ param: { id } }))),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.chat.conversation(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations });
    },
  });
}
