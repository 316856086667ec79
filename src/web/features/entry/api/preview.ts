import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';

export const submitPasscode = (passcode: string) => unwrap(api.preview.$post({ json: { passcode } }));

export function usePreviewStatus() {
  return useQuery({
    queryKey: ['preview-status'],
    queryFn: () => unwrap(api.preview.status.$get()),
    staleTime: 5 * 60_000,
  });
}
