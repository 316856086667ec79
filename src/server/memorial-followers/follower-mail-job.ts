import type { Db } from '../db/client.ts';
import type { Logger } from '../infra/logger.ts';
import { repeatingJob } from '../infra/repeating-job.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import {
  forgetUnconfirmedFollowers,
  sendFollowerAnniversaryNotes,
} from './send-follower-anniversary-notes.ts';
import { sendFollowerUpdates } from './send-follower-updates.ts';

/**
 * Runs in every server process, like the notification scheduler: it keeps no state of its own, what is
 * due comes from `now()` and the database, and the claim rows make two processes send each mail once.
 */
export function createFollowerMailJob(deps: { db: Db; mail: MailContext; logger: Logger; now?: () => Date }) {
  const { db, mail, logger, now = () => new Date() } = deps;
  async function runOnce() {
    const at = now();
    const updates = await sendFollowerUpdates(db, mail, at);
    const anniversaryNotes = await sendFollowerAnniversaryNotes(db, mail, at);
    const forgotten = await forgetUnconfirmedFollowers(db, at);
    if (updates + anniversaryNotes + forgotten > 0)
      logger.info({ updates, anniversaryNotes, forgotten }, 'memorial follower mail queued');
    return { updates, anniversaryNotes, forgotten };
  }
  const job = repeatingJob('memorial follower mail', logger, runOnce);
  return { runOnce, start: (intervalMs = 60_000) => job.start(intervalMs), stop: job.stop };
}
