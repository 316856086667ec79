import { eq } from 'drizzle-orm';
import { guestListPolicy } from '#shared/permissions/guest-list-permissions.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { findLovedOneRole, isUuid } from '../loved-ones/loved-one-access.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';

const MEMORIAL_NOT_FOUND = 'Memorial page not found';

export type GuestListAccess = {
  page: typeof memorialPages.$inferSelect;
  lovedOne: typeof lovedOnes.$inferSelect;
};

/**
 * The page whose list this is, once its admin asks: 404 for anyone outside the team (even on a public
 * page, as the list is not part of what the page shows), 403 for the team's other members.
 */
export async function authorizeGuestList(
  db: Db,
  userId: string,
  memorialId: string,
): Promise<GuestListAccess> {
  if (!isUuid(memorialId)) throw notFound(MEMORIAL_NOT_FOUND);
  const [found] = await db
    .select({ page: memorialPages, lovedOne: lovedOnes })
    .from(memorialPages)
    .innerJoin(lovedOnes, eq(lovedOnes.id, memorialPages.lovedOneId))
    .where(eq(memorialPages.id, memorialId));
  if (!found) throw notFound(MEMORIAL_NOT_FOUND);
  const role = await findLovedOneRole(db, userId, found.page.lovedOneId);
  authorize(guestListPolicy, { userId, role }, 'manage', found.page, MEMORIAL_NOT_FOUND);
  return found;
}
