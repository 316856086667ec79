import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { fetchPreviewStatus } from './fetch-preview-status.ts';

export const submitPasscode = (passcode: string) => unwrap(api.preview.$post({ json: { passcode } }));

export function usePreviewStatus() {
  return useQuery({
    queryKey: queryKeys.preview.status,
    queryFn: fetchPreviewStatus,
    staleTime: 5 * 60_000,
  });
}
