import { and, eq } from 'drizzle-orm';
import { canBeHandedOver, PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/constraint-violations.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';

/**
 * Makes a current member the loved one's admin; the admin who hands over stays on the team as a
 * support member, so nobody loses access (decision 076). The loved one's row is locked first: two
 * hand-overs (or a hand-over and a removal) at once must not leave two admins or none.
 */
export async function handOverAdmin(
  db: Db,
  request: { lovedOneId: string; adminUserId: string; newAdminUserId: string },
): Promise<void> {
  const { lovedOneId, adminUserId, newAdminUserId } = request;
  await db.transaction(async (tx) => {
    const [lovedOne] = await tx
      .select({ adminUserId: lovedOnes.adminUserId, kind: lovedOnes.kind })
      .from(lovedOnes)
      .where(eq(lovedOnes.id, lovedOneId))
      .for('update');
    // Someone else may have handed over between the permission check and the lock.
    if (lovedOne?.adminUserId !== adminUserId) throw notFound(LOVED_ONE_NOT_FOUND);
    if (!canBeHandedOver(lovedOne.kind)) throw new AppError('VALIDATION_FAILED', PLAN_MESSAGES.notHandedOver);
    const granted = await tx
      .delete(lovedOneAccess)
      .where(and(eq(lovedOneAccess.lovedOneId, lovedOneId), eq(lovedOneAccess.userId, newAdminUserId)))
      .returning({ id: lovedOneAccess.id });
    if (granted.length === 0) throw notFound(TEAM_MESSAGES.memberNotFound);
    try {
      await tx
        .update(lovedOnes)
        .set({ adminUserId: newAdminUserId, updatedAt: new Date() })
        .where(eq(lovedOnes.id, lovedOneId));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError(
        'CONFLICT',
        'They already manage a profile for this person, so they can’t take this one over.',
      );
    }
    await tx
      .insert(lovedOneAccess)
      .values({ lovedOneId, userId: adminUserId, role: 'support_member', grantedBy: newAdminUserId });
  });
}
