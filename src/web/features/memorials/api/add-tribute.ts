import type { TributeInput } from '#shared/memorials/memorial-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

/**
 * Sends a tribute. A plain call, not a query mutation: the form is on the public page's first view,
 * where TanStack Query is not loaded (decision 041); the caller says what changes on the page.
 */
export const addTribute = (memorialId: string, json: TributeInput) =>
  unwrap(api.memorials[':memorialId'].tributes.$post({ param: { memorialId }, json }));

export type AddedTribute = Awaited<ReturnType<typeof addTribute>>['tribute'];
