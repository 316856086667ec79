import { useQuery } from '@tanstack/react-query';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

async function getHubContext(lovedOneId: string): Promise<HubContext> {
  const { context } = await unwrap(api.hubs[':lovedOneId'].context.$get({ param: { lovedOneId } }));
  return context;
}

/**
 * The loved one and the signed-in user, as the legal, financial and account hubs need them; the
 * support hub asks only when it was reached from a loved one (`enabled`), for their name.
 */
export function useHubContext(lovedOneId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.hubs.context(lovedOneId),
    queryFn: () => getHubContext(lovedOneId),
    enabled,
    // A 404 will not turn into a 200 by asking again; a network blip might.
    retry: (failureCount, error) => failureCount < 2 && !('status' in error && error.status === 404),
  });
}
