import { and, eq, gt } from 'drizzle-orm';
import { INVITATION_STATE_MESSAGES } from '#shared/team/invitation.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { findLovedOneRole } from '../loved-ones/loved-one-access.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { supportTeamInvitations } from './team.schema.ts';

type InvitationRow = typeof supportTeamInvitations.$inferSelect;

/** The token's invitation, or the spec's message for why it cannot be used. */
export function assertUsable(invitation: InvitationRow | undefined, now = new Date()): InvitationRow {
  if (!invitation) throw notFound(INVITATION_STATE_MESSAGES.invalid);
  if (invitation.status === 'accepted') throw new AppError('CONFLICT', INVITATION_STATE_MESSAGES.accepted);
  if (invitation.expiresAt <= now) throw new AppError('BAD_REQUEST', INVITATION_STATE_MESSAGES.expired);
  return invitation;
}

export async function findInvitationByToken(db: Db, token: string): Promise<InvitationRow | undefined> {
  const [invitation] = await db
    .select()
    .from(supportTeamInvitations)
    .where(eq(supportTeamInvitations.tokenHash, hashInvitationToken(token)));
  return invitation;
}

/**
 * Marks the invitation accepted and grants access in ONE transaction: Harbor never records an
 * acceptance without access. The conditional update is the claim, so of two simultaneous
 * acceptances exactly one wins; the other sees 'Invitation already accepted'.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  userId: string,
): Promise<{ lovedOneId: string }> {
  return db.transaction(async (tx) => {
    const invitation = assertUsable(await findInvitationByToken(tx, token));
    const [claimed] = await tx
      .update(supportTeamInvitations)
      .set({ status: 'accepted', acceptedAt: new Date(), acceptedByUserId: userId })
      .where(
        and(
          eq(supportTeamInvitations.id, invitation.id),
          eq(supportTeamInvitations.status, 'pending'),
          gt(supportTeamInvitations.expiresAt, new Date()),
        ),
      )
      .returning({ lovedOneId: supportTeamInvitations.lovedOneId });
    if (!claimed) throw new AppError('CONFLICT', INVITATION_STATE_MESSAGES.accepted);
    // The admin (or an existing member) following their own invitation keeps the role they have.
    if (!(await findLovedOneRole(tx, userId, claimed.lovedOneId))) {
      const granted = await tx
        .insert(lovedOneAccess)
        .values({
          lovedOneId: claimed.lovedOneId,
          userId,
          role: 'support_member',
          grantedBy: invitation.invitedByUserId,
        })
        .onConflictDoNothing()
        .returning({ id: lovedOneAccess.id });
      if (granted.length > 0) {
        await recordActivity(tx, {
          lovedOneId: claimed.lovedOneId,
          kind: 'member_joined',
          subjectUserId: userId,
        });
      }
    }
    return { lovedOneId: claimed.lovedOneId };
  });
}
