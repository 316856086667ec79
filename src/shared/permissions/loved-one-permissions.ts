import { isAdmin, onTeam, type Policy } from './policy.ts';
import { teamPolicy } from './team-permissions.ts';

const LOVED_ONE_PERMISSION_MESSAGES = {
  adminEdits: 'Only the admin can change this profile.',
  adminPersonalises: 'Only the admin can change the answers behind this checklist.',
} as const;

type LovedOneSubject = { id: string };

/**
 * The team sees the profile and photo; only the admin edits them, and only the admin reads and
 * changes the setup answers behind the checklist (they are the admin's own). `invite` is the team's own rule,
 * sent with the loved one so the dashboards can offer "Invite family" without asking twice.
 */
export type LovedOneAction = 'view' | 'edit' | 'personalise' | 'invite';

export const lovedOnePolicy: Policy<LovedOneSubject, LovedOneAction> = {
  sees: onTeam,
  may: {
    view: () => true,
    edit: isAdmin,
    personalise: isAdmin,
    invite: (viewer, lovedOne) => teamPolicy.may.invite(viewer, { lovedOneId: lovedOne.id }),
  },
  refusals: {
    view: LOVED_ONE_PERMISSION_MESSAGES.adminEdits,
    edit: LOVED_ONE_PERMISSION_MESSAGES.adminEdits,
    personalise: LOVED_ONE_PERMISSION_MESSAGES.adminPersonalises,
    invite: teamPolicy.refusals.invite,
  },
};
