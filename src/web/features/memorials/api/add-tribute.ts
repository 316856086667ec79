import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TributeInput } from '#shared/memorials/memorial-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function useAddTribute(memorialId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TributeInput) =>
      unwrap(api.memorials[':memorialId'].tributes.$post({ param: { memorialId }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.memorials.page(slug) }),
  });
}
