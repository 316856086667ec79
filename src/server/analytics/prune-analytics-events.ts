import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Logger } from '../infra/logger.ts';
import { analyticsEvents } from './analytics.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes events older than the retention period; returns how many went. */
export async function pruneAnalyticsEvents(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const deleted = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.occurredAt, cutoff))
    .returning({ id: analyticsEvents.id });
  return deleted.length;
}

const ANALYTICS_PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Prunes at start-up and then every few hours. Every server process may run it: a delete by date is
 * harmless to repeat, so no coordination is needed.
 */
export function startAnalyticsPruning(deps: {
  db: Db;
  retentionDays: number;
  logger: Logger;
  intervalMs?: number;
}): { stop: () => void } {
  const { db, retentionDays, logger, intervalMs = ANALYTICS_PRUNE_INTERVAL_MS } = deps;
  const run = async () => {
    try {
      const deleted = await pruneAnalyticsEvents(db, retentionDays);
      if (deleted > 0) logger.info({ deleted, retentionDays }, 'old analytics events pruned');
    } catch (error) {
      logger.warn({ err: error }, 'analytics pruning failed; it runs again later');
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
