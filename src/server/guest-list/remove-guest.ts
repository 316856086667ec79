import { and, eq } from 'drizzle-orm';
import { GUEST_LIST_MESSAGES } from '#shared/guest-list/guest-list-messages.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { memorialGuests } from './guest-list.schema.ts';

/** Takes a guest off the page's list; their replies stay with the gatherings, under "Also replied". */
export async function removeGuest(db: Db, pageId: string, guestId: string) {
  if (!isUuid(guestId)) throw notFound(GUEST_LIST_MESSAGES.guestNotFound);
  const [removed] = await db
    .delete(memorialGuests)
    .where(and(eq(memorialGuests.id, guestId), eq(memorialGuests.memorialPageId, pageId)))
    .returning({ id: memorialGuests.id });
  if (!removed) throw notFound(GUEST_LIST_MESSAGES.guestNotFound);
}
