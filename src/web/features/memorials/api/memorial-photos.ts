import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';
import { fileAsSent, sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

/**
 * Upload (admin and team) or remove (admin) a gallery photo. A photo sent again after a failure
 * carries the same submission key, so it is added once (decision 080); another file, or another
 * caption, is another photo.
 */
export function useChangeMemorialPhoto(memorialId: string, slug: string) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: async (
      change: { action: 'add'; file: File; caption: string } | { action: 'delete'; photoId: string },
    ) => {
      const base = `/api/memorials/${encodeURIComponent(memorialId)}/photos`;
      if (change.action === 'delete') {
        return resendIfLost(() =>
          apiFetch(`${base}/${encodeURIComponent(change.photoId)}`, { method: 'DELETE' }),
        );
      }
      const { file, caption } = change;
      const key = keys.keyFor({ caption, file: fileAsSent(file) });
      const body = new FormData();
      body.set('photo', file);
      body.set('caption', caption);
      return apiFetch(base, { method: 'POST', body, ...sentOnce(key) });
    },
    onSuccess: async (_result, change) => {
      if (change.action === 'add') keys.renew();
      await queryClient.invalidateQueries({ queryKey: queryKeys.memorials.page(slug) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.memorials.summaries });
    },
  });
}
