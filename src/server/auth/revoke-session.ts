import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { deleteUserSession } from './user-sessions.repository.ts';

const SESSION_NOT_FOUND = 'This sign-in was not found. It may have ended already.';

/** Ends one of the person's other sign-ins; another person's session answers 404, as a missing one. */
export async function revokeSession(
  db: Db,
  request: { userId: string; sessionId: string; currentSessionId: string | undefined; ipAddress: string },
) {
  if (request.sessionId === request.currentSessionId) {
    throw new AppError('VALIDATION_FAILED', 'To sign out on this device, use Sign Out.');
  }
  if (!(await deleteUserSession(db, request.userId, request.sessionId))) throw notFound(SESSION_NOT_FOUND);
  await logSecurityEvent(db, {
    type: 'session_revoked',
    userId: request.userId,
    ipAddress: request.ipAddress,
  });
}
