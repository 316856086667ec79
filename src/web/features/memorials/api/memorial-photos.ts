import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { memorialPageQueryKey } from './get-memorial-page.ts';

/** Upload (admin and team) or remove (admin) a gallery photo. */
export function useChangeMemorialPhoto(memorialId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: { action: 'add'; file: File; caption: string } | { action: 'delete'; photoId: string },
    ) => {
      const base = `/api/memorials/${encodeURIComponent(memorialId)}/photos`;
      if (change.action === 'delete') {
        return apiFetch(`${base}/${encodeURIComponent(change.photoId)}`, { method: 'DELETE' });
      }
      const body = new FormData();
      body.set('photo', change.file);
      body.set('caption', change.caption);
      return apiFetch(base, { method: 'POST', body });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: memorialPageQueryKey(slug) });
      await queryClient.invalidateQueries({ queryKey: ['memorials', 'by-loved-one'] });
    },
  });
}
