import type { Db } from '../db/client.ts';
import { securityEvents } from './infra.schema.ts';

type SecurityEvent = {
  type: string;
  userId?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
};

const SECRET_KEYS = /pass(word|code)|token|secret|cookie|authorization/i;

/** Never lets a password, passcode or token reach the table, whatever a caller puts in details. */
function scrub(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, SECRET_KEYS.test(key) ? '[redacted]' : value]),
  );
}

export async function logSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    eventType: event.type,
    userId: event.userId ?? null,
    ipAddress: event.ipAddress ?? null,
    details: scrub({ ...event.details, timestamp: new Date().toISOString() }),
  });
}
