import { describeDevice } from '#shared/account-security/describe-device.ts';
import type { Db } from '../db/client.ts';
import { listActiveSessions } from './user-sessions.repository.ts';

/** 'Where you're signed in': this device first, then the most recently active. */
export async function listSignedInDevices(db: Db, userId: string, currentSessionId: string | undefined) {
  const rows = await listActiveSessions(db, userId);
  return rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.updatedAt.toISOString(),
      isCurrent: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}
