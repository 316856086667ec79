import { and, count, eq } from 'drizzle-orm';
import { teamCount } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import { supportTeamInvitations } from '../team/team.schema.ts';
import { lovedOneAccess } from './loved-ones.schema.ts';

/** The spec's team count, as the Family & Friends tab shows it: members, pending invitations and the user. */
export async function countTeamMembers(db: Db, lovedOneId: string): Promise<number> {
  const [[members], [invitations]] = await Promise.all([
    db.select({ value: count() }).from(lovedOneAccess).where(eq(lovedOneAccess.lovedOneId, lovedOneId)),
    db
      .select({ value: count() })
      .from(supportTeamInvitations)
      .where(
        and(eq(supportTeamInvitations.lovedOneId, lovedOneId), eq(supportTeamInvitations.status, 'pending')),
      ),
  ]);
  return teamCount({ activeMembers: members?.value ?? 0, pendingInvitations: invitations?.value ?? 0 });
}
