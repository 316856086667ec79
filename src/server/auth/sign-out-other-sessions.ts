import type { Db } from '../db/client.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { deleteOtherUserSessions } from './user-sessions.repository.ts';

/** Ends every sign-in of the person but this one; returns how many ended. */
export async function signOutOtherSessions(
  db: Db,
  request: { userId: string; currentSessionId: string; ipAddress: string },
): Promise<number> {
  const signedOut = await deleteOtherUserSessions(db, request.userId, request.currentSessionId);
  await logSecurityEvent(db, {
    type: 'other_sessions_revoked',
    userId: request.userId,
    ipAddress: request.ipAddress,
    details: { count: signedOut },
  });
  return signedOut;
}
