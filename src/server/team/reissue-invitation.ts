import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { enqueueMail } from '../infra/mail.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import type { InvitationContext } from './create-invitation.ts';
import { composeInvitationMail } from './invitation-mail.ts';
import { createInvitationToken, invitationExpiry, invitationUrl } from './invitation-token.ts';
import { supportTeamInvitations } from './team.schema.ts';

/**
 * A fresh token (and a fresh 14 days) for a pending invitation. Only hashes are stored, so the old
 * link stops working: 'Copy link' and 'Resend' both hand out the only valid link from now on.
 */
export async function reissueInvitation(
  db: Db,
  context: Omit<InvitationContext, 'ipAddress'>,
  invitationId: string,
  options: { sendMail: boolean },
) {
  if (!isUuid(invitationId)) throw notFound('Invitation not found');
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(supportTeamInvitations)
      .where(
        and(
          eq(supportTeamInvitations.id, invitationId),
          eq(supportTeamInvitations.lovedOneId, context.lovedOne.id),
          eq(supportTeamInvitations.status, 'pending'),
        ),
      )
      .for('update');
    if (!current) throw notFound('Invitation not found');
    const { token, tokenHash } = createInvitationToken();
    const url = invitationUrl(context.appUrl, token);
    const mailId = options.sendMail
      ? await enqueueMail(
          tx,
          composeInvitationMail({
            to: current.invitedEmail,
            invitedFirstName: current.invitedFirstName,
            inviterName: context.inviter.name,
            lovedOneName: context.lovedOne.name,
            kind: context.lovedOne.kind,
            relationship: current.relationshipToLovedOne,
            personalMessage: current.personalMessage,
            url,
          }),
        )
      : current.mailId;
    const [invitation] = await tx
      .update(supportTeamInvitations)
      .set({ tokenHash, tokenMailed: options.sendMail, expiresAt: invitationExpiry(), mailId })
      .where(eq(supportTeamInvitations.id, current.id))
      .returning();
    return { invitation: invitation!, url };
  });
}
