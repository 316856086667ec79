import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { supportTeamInvitations } from './team.schema.ts';

/** Only a pending invitation can be withdrawn; an accepted one is the record of how someone joined. */
export async function deleteInvitation(db: Db, lovedOneId: string, invitationId: string): Promise<void> {
  if (!isUuid(invitationId)) throw notFound('Invitation not found');
  const deleted = await db
    .delete(supportTeamInvitations)
    .where(
      and(
        eq(supportTeamInvitations.id, invitationId),
        eq(supportTeamInvitations.lovedOneId, lovedOneId),
        eq(supportTeamInvitations.status, 'pending'),
      ),
    )
    .returning({ id: supportTeamInvitations.id });
  if (deleted.length === 0) throw notFound('Invitation not found');
}
