import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { sendRemoval } from '#web/lib/send-removal.ts';

/** Upload (admin and team) or remove (admin) a gallery photo. */
export function useChangeMemorialPhoto(memorialId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: { action: 'add'; file: File; caption: string } | { action: 'delete'; photoId: string },
    ) => {
      const base = `/api/memorials/${encodeURIComponent(memorialId)}/photos`;
      if (change.action === 'delete') {
        return sendRemoval(() =>
          apiFetch(`${base}/${encodeURIComponent(change.photoId)}`, { method: 'DELETE' }),
        );
      }
      const body = new FormData();
      body.set('photo', change.file);
      body.set('caption', change.caption);
      return apiFetch(base, { method: 'POST', body });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.memorials.page(slug) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.memorials.summaries });
    },
  });
}
