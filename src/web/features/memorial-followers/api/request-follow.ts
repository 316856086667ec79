import type { FollowRequestInput } from '#shared/memorial-followers/follow-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

/**
 * Asks to follow a public memorial page; a plain call, like addRsvp, for the page's island. The answer
 * is the same whether or not the address already follows: the mail that comes says which.
 */
export const requestFollow = (memorialId: string, json: FollowRequestInput) =>
  unwrap(api.memorials[':memorialId'].followers.$post({ param: { memorialId }, json }));
