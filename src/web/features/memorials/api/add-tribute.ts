import type { TributeInput } from '#shared/memorials/memorial-schemas.ts';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';

const sendTribute = (memorialId: string, json: TributeInput) =>
  unwrap(api.memorials[':memorialId'].tributes.$post({ param: { memorialId }, json }));

export type AddedTribute = Awaited<ReturnType<typeof sendTribute>>['tribute'];

/**
 * Sends a tribute, with a photo when the visitor chose one (multipart). A plain call, not a query
 * mutation: the form is on the public page's first view, where TanStack Query is not loaded (decision
 * 041); the caller says what changes on the page.
 */
export async function addTribute(memorialId: string, json: TributeInput, photo: File | null) {
  if (!photo) return sendTribute(memorialId, json);
  const body = new FormData();
  for (const [name, value] of Object.entries(json)) if (typeof value === 'string') body.set(name, value);
  body.set('photo', photo);
  const response = await apiFetch(`/api/memorials/${encodeURIComponent(memorialId)}/tributes/with-photo`, {
    method: 'POST',
    body,
  });
  return (await response.json()) as { tribute: AddedTribute };
}
