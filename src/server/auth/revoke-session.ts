import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { deleteUserSession } from './user-sessions.repository.ts';

/**
 * Ends one of the person's other sign-ins. One that has ended already, or another person's, is not
 * there to end: the same quiet answer for both (decision 081), and nothing for the security log.
 */
export async function revokeSession(
  db: Db,
  request: { userId: string; sessionId: string; currentSessionId: string | undefined; ipAddress: string },
) {
  if (request.sessionId === request.currentSessionId) {
    throw new AppError('VALIDATION_FAILED', 'To sign out on this device, use Sign Out.');
  }
  if (!(await deleteUserSession(db, request.userId, request.sessionId))) return;
  await logSecurityEvent(db, {
    type: 'session_revoked',
    userId: request.userId,
    ipAddress: request.ipAddress,
  });
}
