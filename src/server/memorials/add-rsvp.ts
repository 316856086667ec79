import type { z } from 'zod';
import type { rsvpSchema } from '#shared/memorials/memorial-schemas.ts';
import type { Db } from '../db/client.ts';
import { memorialRsvps } from './memorials.schema.ts';

type Reply = Omit<z.output<typeof rsvpSchema>, 'website'>;

/** Keeps a guest's reply to one event; the admin reads it with the page. */
export async function addRsvp(db: Db, eventId: string, reply: Reply) {
  const [row] = await db
    .insert(memorialRsvps)
    .values({ eventId, name: reply.name, email: reply.email, partySize: reply.partySize, note: reply.note })
    .returning({ id: memorialRsvps.id });
  return row!;
}
