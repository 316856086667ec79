import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';

export const chatKeys = {
  status: ['chat', 'status'] as const,
  list: ['chat', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'conversations', id] as const,
};

export const useChatStatus = () =>
  useQuery({ queryKey: chatKeys.status, queryFn: () => unwrap(api.chat.$get()), staleTime: Infinity });

export const useConversations = () =>
  useQuery({ queryKey: chatKeys.list, queryFn: () => unwrap(api.chat.conversations.$get()) });

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: chatKeys.conversation(id ?? ''),
    queryFn: () => unwrap(api.chat.conversations[':id'].$get({ param: { id: id ?? '' } })),
    enabled: Boolean(id),
  });

export type ConversationData = NonNullable<ReturnType<typeof useConversation>['data']>;
export type ChatMessageData = ConversationData['messages'][number];

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.chat.conversations[':id'].$delete({ param: { id } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: chatKeys.conversation(id) });
      return queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}
