import { z } from 'zod';

export type TeamRole = 'admin' | 'support_member';

/** A role as the glossary names it (issue 21): "Admin", "Support member". */
export const roleLabel = (role: TeamRole): string => (role === 'admin' ? 'Admin' : 'Support member');

/** The spec's team count: active members, pending invitations, and the user themself. */
export function teamCount(team: { activeMembers: number; pendingInvitations: number }): number {
  return team.activeMembers + team.pendingInvitations + 1;
}

/** Stacked avatars show up to 4 people, then '+N'. */
const STACKED_AVATAR_LIMIT = 4;
export function stackAvatars<T>(people: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: people.slice(0, STACKED_AVATAR_LIMIT),
    more: Math.max(0, people.length - STACKED_AVATAR_LIMIT),
  };
}

export const TEAM_MESSAGES = {
  linkCopied: 'Link copied!',
  copyFailed: 'Unable to copy link',
  memberRemoved: 'Member removed',
  memberNotFound: 'Member not found',
  invitationAccepted:
    'This invitation was accepted, so they are on the team now. To end their access, remove them from the team.',
  leftTeam: 'You have left the team',
  adminCannotLeave: 'The admin cannot leave their own team.',
  adminNotRemoved:
    'The admin can’t be removed from the team. To step back, hand the loved one over to a member first.',
  invalidJoinLink: 'This join link is not valid. Please ask for a new link.',
  requestSent: 'Request sent',
  requestApproved: 'Request approved',
  requestDeclined: 'Request declined',
} as const;

/** The join link's key: 32 random bytes in base64url (43 characters). */
export const joinKeySchema = z.string().trim().min(1, TEAM_MESSAGES.invalidJoinLink).max(200);

export const joinLinkSettingsSchema = z.object({ enabled: z.boolean() });
