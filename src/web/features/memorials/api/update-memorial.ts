import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemorialDetailsInput, MemorialSettingsInput } from '#shared/memorials/memorial-schemas.ts';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** After any change the page is read again, so what the admin sees is what is stored. */
function useRefreshPage(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.memorials.page(slug) });
}

export function useUpdateMemorialDetails(memorialId: string, slug: string) {
  const refresh = useRefreshPage(slug);
  return useMutation({
    mutationFn: (json: MemorialDetailsInput) =>
      unwrap(api.memorials[':memorialId'].$patch({ param: { memorialId }, json })),
    onSuccess: refresh,
  });
}

export function useUpdateMemorialSettings(memorialId: string, slug: string) {
  const refresh = useRefreshPage(slug);
  return useMutation({
    mutationFn: (json: MemorialSettingsInput) =>
      unwrap(api.memorials[':memorialId'].settings.$put({ param: { memorialId }, json })),
    onSuccess: refresh,
  });
}

export function useSetMemorialVisibility(memorialId: string, slug: string) {
  const refresh = useRefreshPage(slug);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublic: boolean) =>
      unwrap(api.memorials[':memorialId'].visibility.$put({ param: { memorialId }, json: { isPublic } })),
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: queryKeys.memorials.summaries });
    },
  });
}

export function useSetBackground(memorialId: string, slug: string) {
  const refresh = useRefreshPage(slug);
  return useMutation({
    mutationFn: async (file: File | null) => {
      const url = `/api/memorials/${encodeURIComponent(memorialId)}/background`;
      if (!file) return apiFetch(url, { method: 'DELETE' });
      const body = new FormData();
      body.set('image', file);
      return apiFetch(url, { method: 'PUT', body });
    },
    onSuccess: refresh,
  });
}

/** After a rename: the page moves to the new name's address and every memorial query is read again. */
export function useChangeMemorialAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memorialId: string) =>
      unwrap(api.memorials[':memorialId'].address.$post({ param: { memorialId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.memorials.all }),
  });
}
