import type { AppDeps } from '../app-env.ts';
import { logSecurityEvent } from '../infra/security-log.ts';

/** Generous for a real page (start-up plus a few errors), small enough that nobody fills the table. */
const CLIENT_EVENT_RULE = { name: 'client-events', points: 20, windowSeconds: 60 };

/**
 * Logs one of the browser's start-up or global-error events. Over the limit, events are dropped
 * quietly: reporting must never turn into an error loop or a flood of rate-limit events.
 */
export async function recordClientEvent(
  deps: Pick<AppDeps, 'db' | 'rateLimiter'>,
  event: {
    type: string;
    details: Record<string, string | number | boolean | null>;
    userId: string | null;
    ipAddress: string;
    userAgent: string | null;
  },
): Promise<void> {
  const verdict = await deps.rateLimiter.consume(CLIENT_EVENT_RULE, event.ipAddress);
  if (!verdict.allowed) return;
  await logSecurityEvent(deps.db, {
    type: event.type,
    userId: event.userId,
    ipAddress: event.ipAddress,
    details: { ...event.details, userAgent: event.userAgent },
  });
}
