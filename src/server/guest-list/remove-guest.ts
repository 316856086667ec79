import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { memorialGuests } from './guest-list.schema.ts';

/**
 * Takes a guest off the page's list; their replies stay with the gatherings, under "Also replied".
 * One already gone is no error (decision 081).
 */
export async function removeGuest(db: Db, pageId: string, guestId: string) {
  if (!isUuid(guestId)) return;
  await db
    .delete(memorialGuests)
    .where(and(eq(memorialGuests.id, guestId), eq(memorialGuests.memorialPageId, pageId)));
}
