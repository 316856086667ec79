import { useMutation, useQuery } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { saveResponse } from '#web/lib/save-file.ts';

/** Progress and the category cards of a loved one's checklist. */
export function useChecklist(lovedOneId: string | null) {
  return useQuery({
    queryKey: queryKeys.onboarding.checklist(lovedOneId ?? ''),
    queryFn: () =>
      unwrap(api['loved-ones'][':lovedOneId'].checklist.$get({ param: { lovedOneId: lovedOneId ?? '' } })),
    enabled: lovedOneId !== null,
  });
}

/** Fetches the PDF or calendar file (errors arrive as ApiError) and hands it to the browser. */
export async function downloadChecklist(lovedOneId: string, format: 'pdf' | 'ics'): Promise<void> {
  const url = `/api/loved-ones/${encodeURIComponent(lovedOneId)}/checklist.${format}?timeZone=${encodeURIComponent(localTimeZone())}`;
  await saveResponse(await apiFetch(url), `harbor-checklist.${format}`);
}

export function useEmailChecklist(lovedOneId: string) {
  return useMutation({
    mutationFn: () =>
      unwrap(api['loved-ones'][':lovedOneId'].checklist.email.$post({ param: { lovedOneId } })),
  });
}
