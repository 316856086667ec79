import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const getMemorialPage = (slug: string) => unwrap(api.memorials['by-slug'][':slug'].$get({ param: { slug } }));

export type MemorialPageData = Awaited<ReturnType<typeof getMemorialPage>>;
export type MemorialData = MemorialPageData['memorial'];

/** The page as this viewer may see it; a 404 (missing or private) is final, not retried. */
export function useMemorialPage(slug: string) {
  return useQuery({
    queryKey: queryKeys.memorials.page(slug),
    queryFn: () => getMemorialPage(slug),
    retry: (failureCount, error) => failureCount < 2 && !('status' in error && error.status === 404),
  });
}
