import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';
import { browserTimeZone, onboardingKeys } from './onboarding-keys.ts';

/** Progress and the category cards of a loved one's checklist. */
export function useChecklist(lovedOneId: string | null) {
  return useQuery({
    queryKey: onboardingKeys.checklist(lovedOneId ?? ''),
    queryFn: () =>
      unwrap(api['loved-ones'][':lovedOneId'].checklist.$get({ param: { lovedOneId: lovedOneId ?? '' } })),
    enabled: lovedOneId !== null,
  });
}

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** Fetches the PDF or calendar file (errors arrive as ApiError) and hands it to the browser. */
export async function downloadChecklist(lovedOneId: string, format: 'pdf' | 'ics'): Promise<void> {
  const url = `/api/loved-ones/${encodeURIComponent(lovedOneId)}/checklist.${format}?timeZone=${encodeURIComponent(browserTimeZone())}`;
  const response = await apiFetch(url);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileNameOf(response, `harbor-checklist.${format}`);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next turn: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export function useEmailChecklist(lovedOneId: string) {
  return useMutation({
    mutationFn: () =>
      unwrap(api['loved-ones'][':lovedOneId'].checklist.email.$post({ param: { lovedOneId } })),
  });
}
