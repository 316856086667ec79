import type { RsvpInput } from '#shared/memorials/memorial-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

/** Sends a guest's reply to one event; a plain call, like addTribute, for the public page's island. */
export const addRsvp = (memorialId: string, eventId: string, json: RsvpInput) =>
  unwrap(
    api.memorials[':memorialId'].events[':itemId'].rsvps.$post({
      param: { memorialId, itemId: eventId },
      json,
    }),
  );
