import { and, eq } from 'drizzle-orm';
import { canBeHandedOver, PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { teamPolicy } from '#shared/permissions/team-permissions.ts';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/constraint-violations.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';

/**
 * Makes a current member the loved one's admin; the admin who hands over stays on the team as a
 * support member, so nobody loses access (decision 076). The loved one's row is locked first: two
 * hand-overs (or a hand-over and a removal) at once must not leave two admins or none. The caller is
 * anyone on the team: whether they may hand over is decided under that lock.
 */
export async function handOverAdmin(
  db: Db,
  request: { lovedOneId: string; askerId: string; newAdminUserId: string },
): Promise<void> {
  const { lovedOneId, askerId, newAdminUserId } = request;
  await db.transaction(async (tx) => {
    const [lovedOne] = await tx
      .select({ adminUserId: lovedOnes.adminUserId, kind: lovedOnes.kind })
      .from(lovedOnes)
      .where(eq(lovedOnes.id, lovedOneId))
      .for('update');
    if (!lovedOne) throw notFound(LOVED_ONE_NOT_FOUND);
    // Pressed again after its answer was lost, or twice at once: what was asked for is done (decision 081).
    if (lovedOne.adminUserId === newAdminUserId) return;
    // Read here, not from before the lock: the asker may have handed over a moment ago.
    const role = lovedOne.adminUserId === askerId ? 'admin' : 'support_member';
    authorize(teamPolicy, { userId: askerId, role }, 'handOver', { lovedOneId }, LOVED_ONE_NOT_FOUND);
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
      .values({ lovedOneId, userId: askerId, role: 'support_member', grantedBy: newAdminUserId });
  });
}
