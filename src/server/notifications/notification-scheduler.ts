import type { Db } from '../db/client.ts';
import type { Logger } from '../infra/logger.ts';
import { repeatingJob } from '../infra/repeating-job.ts';
import type { MailContext } from './mail-context.ts';
import { sendAnniversaryNotes } from './send-anniversary-notes.ts';
import { sendDueDigests } from './send-due-digests.ts';

type NotificationScheduler = {
  runOnce: () => Promise<{ digests: number; anniversaryNotes: number }>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

/**
 * Runs in every server process. It keeps no state of its own: what is due is worked out from `now()`
 * and the database, so a process that was down catches up on its next tick, and the claim rows make
 * sure that two processes ticking together send each mail once.
 */
export function createNotificationScheduler(deps: {
  db: Db;
  mail: MailContext;
  logger: Logger;
  now?: () => Date;
}): NotificationScheduler {
  const { db, mail, logger, now = () => new Date() } = deps;
  async function runOnce() {
    const at = now();
    const digests = await sendDueDigests(db, mail, at);
    const anniversaryNotes = await sendAnniversaryNotes(db, mail, at);
    if (digests + anniversaryNotes > 0) logger.info({ digests, anniversaryNotes }, 'notifications queued');
    return { digests, anniversaryNotes };
  }

  const job = repeatingJob('notification scheduler', logger, runOnce);
  return {
    runOnce,
    start: (intervalMs = 60_000) => job.start(intervalMs),
    stop: job.stop,
  };
}
