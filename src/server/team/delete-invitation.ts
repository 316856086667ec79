import { and, eq } from 'drizzle-orm';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { supportTeamInvitations } from './team.schema.ts';

/**
 * Only a pending invitation can be withdrawn; an accepted one is the record of how someone joined,
 * and the admin is told so. One already withdrawn is no error (decision 081).
 */
export async function deleteInvitation(db: Db, lovedOneId: string, invitationId: string): Promise<void> {
  if (!isUuid(invitationId)) return;
  const ofThisTeam = and(
    eq(supportTeamInvitations.id, invitationId),
    eq(supportTeamInvitations.lovedOneId, lovedOneId),
  );
  const deleted = await db
    .delete(supportTeamInvitations)
    .where(and(ofThisTeam, eq(supportTeamInvitations.status, 'pending')))
    .returning({ id: supportTeamInvitations.id });
  if (deleted.length > 0) return;
  const [accepted] = await db
    .select({ id: supportTeamInvitations.id })
    .from(supportTeamInvitations)
    .where(ofThisTeam);
  if (accepted) throw new AppError('CONFLICT', TEAM_MESSAGES.invitationAccepted);
}
