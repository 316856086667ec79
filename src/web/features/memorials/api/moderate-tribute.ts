import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';

type Moderation = { tributeId: string; action: 'published' | 'hidden' | 'delete' };

/** Publish (approve), hide or delete a tribute; the admin only. */
export function useModerateTribute(memorialId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tributeId, action }: Moderation): Promise<void> => {
      const param = { memorialId, itemId: tributeId };
      if (action === 'delete')
        await resendIfLost(() => unwrap(api.memorials[':memorialId'].tributes[':itemId'].$delete({ param })));
      else
        await unwrap(
          api.memorials[':memorialId'].tributes[':itemId'].$patch({ param, json: { status: action } }),
        );
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.memorials.page(slug) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.memorials.summaries });
    },
  });
}
