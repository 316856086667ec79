import { TEAM_MESSAGES } from '#shared/team/team.ts';
import { isAdmin, onTeam, type Policy } from './policy.ts';

const TEAM_PERMISSION_MESSAGES = {
  adminManagesTeam: 'Only the admin can manage this team.',
} as const;

type TeamSubject = { lovedOneId: string };
export type TeamAction =
  | 'view'
  | 'invite'
  | 'removeMember'
  | 'shareJoinLink'
  | 'answerJoinRequests'
  | 'handOver'
  | 'leave';

/**
 * The team sees who is on it; the admin invites (and resends, withdraws, copies invitation links),
 * removes members, shares the join link, answers join requests and may hand the admin role to a
 * member. A member may leave; the admin may not leave their own team.
 */
export const teamPolicy: Policy<TeamSubject, TeamAction> = {
  sees: onTeam,
  may: {
    view: () => true,
    invite: isAdmin,
    removeMember: isAdmin,
    shareJoinLink: isAdmin,
    answerJoinRequests: isAdmin,
    handOver: isAdmin,
    leave: (viewer) => viewer.role === 'support_member',
  },
  refusals: {
    view: TEAM_PERMISSION_MESSAGES.adminManagesTeam,
    invite: TEAM_PERMISSION_MESSAGES.adminManagesTeam,
    removeMember: TEAM_PERMISSION_MESSAGES.adminManagesTeam,
    shareJoinLink: TEAM_PERMISSION_MESSAGES.adminManagesTeam,
    answerJoinRequests: TEAM_PERMISSION_MESSAGES.adminManagesTeam,
    handOver: TEAM_PERMISSION_MESSAGES.adminManagesTeam,
    leave: TEAM_MESSAGES.adminCannotLeave,
  },
};
