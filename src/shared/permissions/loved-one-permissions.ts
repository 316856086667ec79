import { isAdmin, onTeam, type Policy } from './policy.ts';
import { teamPolicy } from './team-permissions.ts';

export const LOVED_ONE_PERMISSION_MESSAGES = {
  adminEdits: "Only the admin can change this loved one's profile.",
} as const;

export type LovedOneSubject = { id: string };

/**
 * The team sees the profile and photo; only the admin edits them. `invite` is the team's own rule,
 * sent with the loved one so the dashboards can offer "Invite family" without asking twice.
 */
export const lovedOnePolicy: Policy<LovedOneSubject, 'view' | 'edit' | 'invite'> = {
  sees: onTeam,
  may: {
    view: () => true,
    edit: isAdmin,
    invite: (viewer, lovedOne) => teamPolicy.may.invite(viewer, { lovedOneId: lovedOne.id }),
  },
  refusals: {
    view: LOVED_ONE_PERMISSION_MESSAGES.adminEdits,
    edit: LOVED_ONE_PERMISSION_MESSAGES.adminEdits,
    invite: teamPolicy.refusals.invite,
  },
};
