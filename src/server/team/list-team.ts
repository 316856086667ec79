import { and, asc, desc, eq } from 'drizzle-orm';
import { canBeHandedOver } from '#shared/loved-ones/profile-kind.ts';
import { isAdmin, permittedActions, type Viewer } from '#shared/permissions/policy.ts';
import { teamPolicy } from '#shared/permissions/team-permissions.ts';
import { fullName } from '#shared/team/person-name.ts';
import { type TeamRole, teamCount } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { getLovedOneSummary } from './get-loved-one-summary.ts';
import { deliveryOf } from './invitation-delivery.ts';
import { supportTeamInvitations, teamJoinRequests } from './team.schema.ts';
import { findPeople } from './team-people.ts';

/**
 * The team table: the admin, members with access, pending invitations and (for the admin) join
 * requests, with what the viewer may do to the team.
 */
export async function listTeam(db: Db, config: Config, lovedOneId: string, viewer: Viewer) {
  const lovedOne = await getLovedOneSummary(db, lovedOneId, viewer.userId);
  const allowed = permittedActions(teamPolicy, viewer, { lovedOneId });
  const can = { ...allowed, handOver: allowed.handOver && canBeHandedOver(lovedOne.kind) };
  // Only the admin sees members' and invitees' addresses and how the mail went; members see names.
  const seesAddresses = isAdmin(viewer);
  const [grants, invitations, joinRequests] = await Promise.all([
    db
      .select()
      .from(lovedOneAccess)
      .where(eq(lovedOneAccess.lovedOneId, lovedOneId))
      .orderBy(asc(lovedOneAccess.createdAt)),
    db
      .select({ invitation: supportTeamInvitations, mailStatus: mailOutbox.status })
      .from(supportTeamInvitations)
      .leftJoin(mailOutbox, eq(mailOutbox.id, supportTeamInvitations.mailId))
      .where(eq(supportTeamInvitations.lovedOneId, lovedOneId))
      .orderBy(desc(supportTeamInvitations.createdAt)),
    can.answerJoinRequests
      ? db
          .select()
          .from(teamJoinRequests)
          .where(and(eq(teamJoinRequests.lovedOneId, lovedOneId), eq(teamJoinRequests.status, 'pending')))
          .orderBy(asc(teamJoinRequests.createdAt))
      : Promise.resolve([]),
  ]);
  const people = await findPeople(db, [
    lovedOne.adminUserId,
    ...grants.map((grant) => grant.userId),
    ...joinRequests.map((request) => request.userId),
  ]);
  // A member's relationship and joined date come from the invitation they accepted, when there was one.
  const acceptedBy = new Map(
    invitations
      .filter(({ invitation }) => invitation.status === 'accepted' && invitation.acceptedByUserId)
      .map(({ invitation }) => [invitation.acceptedByUserId!, invitation]),
  );

  const memberOf = (userId: string, role: TeamRole, joinedAt: Date | null) => {
    const person = people.get(userId);
    const accepted = acceptedBy.get(userId);
    return {
      userId,
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      email: seesAddresses || userId === viewer.userId ? (person?.email ?? null) : null,
      avatarUrl: person?.avatarUrl ?? null,
      role,
      relationship: accepted?.relationshipToLovedOne ?? null,
      status: 'accepted' as const,
      joinedAt: accepted?.acceptedAt ?? joinedAt,
      isYou: userId === viewer.userId,
    };
  };

  const members = [
    memberOf(lovedOne.adminUserId, 'admin', null),
    ...grants.map((grant) => memberOf(grant.userId, 'support_member', grant.createdAt)),
  ];
  const pending = invitations
    .filter(({ invitation }) => invitation.status === 'pending')
    .map(({ invitation, mailStatus }) => ({
      id: invitation.id,
      firstName: invitation.invitedFirstName,
      lastName: invitation.invitedLastName,
      email: seesAddresses ? invitation.invitedEmail : null,
      relationship: invitation.relationshipToLovedOne,
      role: 'support_member' as const,
      status: 'pending' as const,
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
      isExpired: invitation.expiresAt <= new Date(),
      delivery: seesAddresses ? deliveryOf(config, mailStatus) : null,
    }));

  return {
    lovedOne: { id: lovedOne.id, name: lovedOne.name },
    can,
    members,
    invitations: pending,
    joinRequests: joinRequests.map((request) => {
      const person = people.get(request.userId);
      return {
        id: request.id,
        userId: request.userId,
        name: person ? fullName(person) : '',
        email: person?.email ?? '',
        avatarUrl: person?.avatarUrl ?? null,
        createdAt: request.createdAt,
      };
    }),
    // The viewer is one of the members; the spec's count adds "the user" to the others.
    count: teamCount({ activeMembers: members.length - 1, pendingInvitations: pending.length }),
  };
}
