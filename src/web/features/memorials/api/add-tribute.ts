import type { TributeInput } from '#shared/memorials/memorial-schemas.ts';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';
import { sentOnce } from '#web/lib/submission-key.ts';

const sendTribute = (memorialId: string, json: TributeInput, submissionKey: string) =>
  unwrap(
    api.memorials[':memorialId'].tributes.$post({ param: { memorialId }, json }, sentOnce(submissionKey)),
  );

export type AddedTribute = Awaited<ReturnType<typeof sendTribute>>['tribute'];

/**
 * Sends a tribute, with a photo when the visitor chose one (multipart), and the form's submission key,
 * so the same tribute sent again after a lost answer is saved once (decision 080). A plain call, not a
 * query mutation: the form is on the public page's first view, where TanStack Query is not loaded
 * (decision 041); the caller says what changes on the page.
 */
export async function addTribute(
  memorialId: string,
  json: TributeInput,
  photo: File | null,
  submissionKey: string,
) {
  if (!photo) return sendTribute(memorialId, json, submissionKey);
  const body = new FormData();
  for (const [name, value] of Object.entries(json)) if (typeof value === 'string') body.set(name, value);
  body.set('photo', photo);
  const response = await apiFetch(`/api/memorials/${encodeURIComponent(memorialId)}/tributes/with-photo`, {
    method: 'POST',
    body,
    ...sentOnce(submissionKey),
  });
  return (await response.json()) as { tribute: AddedTribute };
}
