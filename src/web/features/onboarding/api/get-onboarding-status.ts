import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Whether the signed-in user already has a loved one (owned or through an access grant). */
export function useOnboardingStatus() {
  return useQuery({
    queryKey: queryKeys.onboarding.status,
    queryFn: () => unwrap(api.onboarding.status.$get()),
  });
}
