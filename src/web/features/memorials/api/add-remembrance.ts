import type { RemembranceInput } from '#shared/memorials/memorial-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

/** Lights a candle or leaves a flower; a plain call, like addTribute, for the public page's island. */
export const addRemembrance = (memorialId: string, json: RemembranceInput) =>
  unwrap(api.memorials[':memorialId'].remembrances.$post({ param: { memorialId }, json }));
