import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { getMemorialSummary } from './get-memorial-summary.ts';

type CreateMemorialOutcome = { status: 'created' | 'exists'; slug: string };

/**
 * Creates the private page. When one already exists (another tab, a second click) the answer is
 * its slug, read back from the summary, so the caller can go to it.
 */
export function useCreateMemorial(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CreateMemorialOutcome> => {
      try {
        const { memorial } = await unwrap(api.memorials.$post({ json: { lovedOneId } }));
        return { status: 'created', slug: memorial.slug };
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        const summary = await getMemorialSummary(lovedOneId);
        if (!summary.memorial) throw error;
        return { status: 'exists', slug: summary.memorial.slug };
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.memorials.summary(lovedOneId) });
      // The loved-one dashboard's summary carries the 'No memorial page' badge.
      await queryClient.invalidateQueries({ queryKey: queryKeys.lovedOnes.detail(lovedOneId) });
    },
  });
}
