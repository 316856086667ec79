import { asc, eq, sql } from 'drizzle-orm';
import { describeGathering } from '#shared/guest-list/describe-gathering.ts';
import { trackReplies } from '#shared/guest-list/track-replies.ts';
import type { Db } from '../db/client.ts';
import { memorialEvents, memorialRsvps } from '../memorials/memorials.schema.ts';
import { memorialGuests } from './guest-list.schema.ts';
import type { GuestListAccess } from './guest-list-access.ts';

/** The page's gatherings in the order they happen; one whose date is not settled comes last. */
export const listGatherings = (db: Db, pageId: string) =>
  db
    .select()
    .from(memorialEvents)
    .where(eq(memorialEvents.memorialPageId, pageId))
    .orderBy(
      sql`${memorialEvents.eventDate} asc nulls last`,
      sql`${memorialEvents.startTime} asc nulls first`,
      asc(memorialEvents.createdAt),
    );

/** The list as its admin reads it: each guest with their replies per gathering, others who replied, totals. */
export async function getGuestList(db: Db, { page }: GuestListAccess) {
  const [events, guests, replies] = await Promise.all([
    listGatherings(db, page.id),
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
