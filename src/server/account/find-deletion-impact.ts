import { and, count, eq, inArray } from 'drizzle-orm';
import { lovedOneHeading } from '#shared/loved-ones/loved-one-display.ts';
import { canBeHandedOver } from '#shared/loved-ones/profile-kind.ts';
import type { Db } from '../db/client.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';

/**
 * The loved ones the user manages that other people work on too: deleting the account deletes them
 * for everyone (delete-account.ts), so the dialog names each one, how many people lose it and
 * whether a live memorial page goes with it, while a hand-over is still possible (decision 076).
 */
export async function findDeletionImpact(db: Db, userId: string) {
  const shared = await db
    .select({
      id: lovedOnes.id,
      firstName: lovedOnes.firstName,
      lastName: lovedOnes.lastName,
      nameGiven: lovedOnes.nameGiven,
      relationshipToUser: lovedOnes.relationshipToUser,
      kind: lovedOnes.kind,
      members: count(lovedOneAccess.id),
    })
    .from(lovedOnes)
    .innerJoin(lovedOneAccess, eq(lovedOneAccess.lovedOneId, lovedOnes.id))
    .where(eq(lovedOnes.adminUserId, userId))
    .groupBy(lovedOnes.id)
    .orderBy(lovedOnes.createdAt);
  if (shared.length === 0) return { lovedOnes: [] };
  const live = await db
    .select({ lovedOneId: memorialPages.lovedOneId })
    .from(memorialPages)
    .where(
      and(
        inArray(
          memorialPages.lovedOneId,
          shared.map((row) => row.id),
        ),
        eq(memorialPages.isPublic, true),
      ),
    );
  return {
    lovedOnes: shared.map((row) => ({
      id: row.id,
      name: lovedOneHeading(row),
      canBeHandedOver: canBeHandedOver(row.kind),
      membersLosingAccess: row.members,
      hasLiveMemorial: live.some((page) => page.lovedOneId === row.id),
    })),
  };
}
