import { asc, eq } from 'drizzle-orm';
import { describeGathering } from '#shared/guest-list/describe-gathering.ts';
import { trackReplies } from '#shared/guest-list/track-replies.ts';
import type { Db } from '../db/client.ts';
import { listMemorialEvents } from '../memorials/list-memorial-events.ts';
import { memorialEvents, memorialRsvps } from '../memorials/memorials.schema.ts';
import { memorialGuests } from './guest-list.schema.ts';
import type { GuestListAccess } from './guest-list-access.ts';

/** The list as its admin reads it: each guest with their replies per gathering, others who replied, totals. */
export async function getGuestList(db: Db, { page }: GuestListAccess) {
  const [events, guests, replies] = await Promise.all([
    listMemorialEvents(db, page.id),
    db
      .select({
        id: memorialGuests.id,
        name: memorialGuests.name,
        email: memorialGuests.email,
        note: memorialGuests.note,
        invitedAt: memorialGuests.invitedAt,
      })
      .from(memorialGuests)
      .where(eq(memorialGuests.memorialPageId, page.id))
      .orderBy(asc(memorialGuests.createdAt), asc(memorialGuests.email)),
    db
      .select({
        eventId: memorialRsvps.eventId,
        name: memorialRsvps.name,
        email: memorialRsvps.email,
        partySize: memorialRsvps.partySize,
        createdAt: memorialRsvps.createdAt,
      })
      .from(memorialRsvps)
      .innerJoin(memorialEvents, eq(memorialEvents.id, memorialRsvps.eventId))
      .where(eq(memorialEvents.memorialPageId, page.id)),
  ]);
  const tracked = trackReplies(
    guests.map((guest) => ({ ...guest, invitedAt: guest.invitedAt?.toISOString() ?? null })),
    events.map((event) => event.id),
    replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
  );
  return {
    memorial: { id: page.id, slug: page.slug, title: page.title, isPublic: page.isPublic },
    events: events.map(describeGathering),
    ...tracked,
  };
}
