import { and, eq, sql } from 'drizzle-orm';
import type { ProfileKind } from '#shared/loved-ones/profile-kind.ts';
import { INVITATION_MESSAGES, type InviteMember } from '#shared/team/invitation.ts';
import { users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/constraint-violations.ts';
import { invalidField } from '../infra/app-error.ts';
import { enqueueMail } from '../infra/mail.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { findLovedOneRole } from '../loved-ones/loved-one-access.ts';
import { composeInvitationMail } from './invitation-mail.ts';
import { createInvitationToken, invitationExpiry, invitationUrl } from './invitation-token.ts';
import { supportTeamInvitations } from './team.schema.ts';

export type InvitationContext = {
  appUrl: string;
  lovedOne: { id: string; name: string | null; kind: ProfileKind };
  inviter: { id: string; email: string; name: string };
  ipAddress: string;
};

/** Refuses what would make a second, confusing invitation or one to the admin themself. */
async function assertInvitable(db: Db, context: InvitationContext, email: string) {
  if (email === context.inviter.email.trim().toLowerCase()) {
    throw invalidField('email', INVITATION_MESSAGES.selfInvite);
  }
  const [existingUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existingUser && (await findLovedOneRole(db, existingUser.id, context.lovedOne.id))) {
    throw invalidField('email', INVITATION_MESSAGES.alreadyMember, 'CONFLICT');
  }
  const [pending] = await db
    .select({ id: supportTeamInvitations.id })
    .from(supportTeamInvitations)
    .where(
      and(
        eq(supportTeamInvitations.lovedOneId, context.lovedOne.id),
        eq(supportTeamInvitations.invitedEmail, email),
        eq(supportTeamInvitations.status, 'pending'),
      ),
    );
  if (pending) throw invalidField('email', INVITATION_MESSAGES.alreadyPending, 'CONFLICT');
}

/** The invitation row, its mail and its security event are written together or not at all. */
export async function createInvitation(db: Db, context: InvitationContext, input: InviteMember) {
  await assertInvitable(db, context, input.email);
  const { token, tokenHash } = createInvitationToken();
  try {
    return await db.transaction(async (tx) => {
      const [invitation] = await tx
        .insert(supportTeamInvitations)
        .values({
          lovedOneId: context.lovedOne.id,
          invitedByUserId: context.inviter.id,
          invitedEmail: input.email,
          invitedFirstName: input.firstName,
          invitedLastName: input.lastName,
          relationshipToLovedOne: input.relationship,
          personalMessage: input.personalMessage,
          tokenHash,
          // Its mail is written in this same transaction, or nothing is.
          tokenMailed: true,
          expiresAt: invitationExpiry(),
        })
        .returning();
      const mailId = await enqueueMail(
        tx,
        composeInvitationMail({
          to: input.email,
          invitedFirstName: input.firstName,
          inviterName: context.inviter.name,
          lovedOneName: context.lovedOne.name,
          kind: context.lovedOne.kind,
          relationship: input.relationship,
          personalMessage: input.personalMessage,
          url: invitationUrl(context.appUrl, token),
        }),
      );
      await tx
        .update(supportTeamInvitations)
        .set({ mailId })
        .where(eq(supportTeamInvitations.id, invitation!.id));
      await logSecurityEvent(tx, {
        type: 'support_invitation_sent',
        userId: context.inviter.id,
        ipAddress: context.ipAddress,
        details: {
          invitedEmail: input.email,
          lovedOneId: context.lovedOne.id,
          relationship: input.relationship,
        },
      });
      return { invitation: { ...invitation!, mailId }, token };
    });
  } catch (error) {
    // Two simultaneous invitations to one address: the partial unique index lets only one through.
    if (isUniqueViolation(error)) throw invalidField('email', INVITATION_MESSAGES.alreadyPending, 'CONFLICT');
    throw error;
  }
}
