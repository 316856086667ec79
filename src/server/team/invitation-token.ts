import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '#shared/team/invitation.ts';

/** 32 random bytes; only its sha256 is stored, so a database leak opens no invitation. */
export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const invitationExpiry = (now = new Date()) =>
  new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);

export const invitationUrl = (appUrl: string, token: string) =>
  `${appUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
