import { eq } from 'drizzle-orm';
import type { GuestEntry, LineProblem } from '#shared/guest-list/check-guest.ts';
import { GUEST_LIST_MAX, GUEST_LIST_MESSAGES } from '#shared/guest-list/guest-list-messages.ts';
import type { Db } from '../db/client.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';
import { memorialGuests } from './guest-list.schema.ts';

type Numbered = GuestEntry & { line: number };

type AddedGuests = { added: number; duplicates: number; problems: LineProblem[] };

/**
 * Puts new people on the page's list. Someone already on it, or twice in one paste, is skipped and
 * counted; past the list's size each further line is reported. The page's row is locked meanwhile, so
 * two imports at once cannot together pass the limit.
 */
export async function addGuests(db: Db, pageId: string, entries: readonly Numbered[]): Promise<AddedGuests> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: memorialPages.id })
      .from(memorialPages)
      .where(eq(memorialPages.id, pageId))
      .for('update');
    const listed = await tx
      .select({ email: memorialGuests.email })
      .from(memorialGuests)
      .where(eq(memorialGuests.memorialPageId, pageId));
    const seen = new Set(listed.map((guest) => guest.email));
    const fresh: Numbered[] = [];
    for (const entry of entries) {
      if (!seen.has(entry.email)) fresh.push(entry);
      seen.add(entry.email);
    }
    const room = Math.max(0, GUEST_LIST_MAX - listed.length);
    const kept = fresh.slice(0, room);
    if (kept.length > 0)
      await tx
        .insert(memorialGuests)
        .values(kept.map(({ name, email, note }) => ({ memorialPageId: pageId, name, email, note })));
    return {
      added: kept.length,
      duplicates: entries.length - fresh.length,
      problems: fresh.slice(room).map(({ line }) => ({ line, reason: GUEST_LIST_MESSAGES.listFull })),
    };
  });
}
