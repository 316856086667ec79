import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { type Db, queryRows } from '../db/client.ts';
import { mailOutbox } from './infra.schema.ts';
import type { Logger } from './logger.ts';
import { repeatingJob } from './repeating-job.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export type MailTransport = {
  name: 'smtp' | 'dev-mailbox';
  send: (mail: OutgoingMail & { from: string }) => Promise<void>;
};

/** Queues a mail. Pass the transaction of the write that causes it, so neither exists without the other. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Queues a mail that must go once however many server processes try at once. `claim` inserts the
 * caller's once-only row, carrying the queued mail's id, with ON CONFLICT DO NOTHING and says whether
 * its row landed; when another process holds the row already, the transaction rolls back and this
 * copy of the mail is never queued. Returns whether it was queued.
 */
export async function enqueueMailOnce(
  db: Db,
  mail: OutgoingMail,
  claim: (tx: Db, mailId: string) => Promise<boolean>,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      if (!(await claim(tx, await enqueueMail(tx, mail)))) tx.rollback();
    });
    return true;
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
  };
}

/** Without SMTP the outbox row itself is the delivered mail, readable at /dev/mailbox. */
export const devMailboxTransport: MailTransport = { name: 'dev-mailbox', send: async () => {} };

export const MAX_MAIL_ATTEMPTS = 6;
/** A claimed row is hidden from other workers this long; if a worker dies mid-send it is retried after. */
const CLAIM_LEASE_SECONDS = 120;
const BATCH_SIZE = 20;

/** Backoff after the nth failed attempt: 30 s, 2 min, 8 min, 32 min, ~2 h. */
function mailRetryDelaySeconds(attempt: number): number {
  return 30 * 4 ** (attempt - 1);
}

type MailWorker = {
  runOnce: () => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

export function createMailWorker(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
}): MailWorker {
  const { db, transport, from, logger } = deps;
  async function claimDue() {
    // SKIP LOCKED lets every server process run a worker without two of them sending the same mail.
    const claimed = await queryRows<{ id: string }>(
      db,
      sql`
      update mail_outbox set
        attempts = attempts + 1,
        next_attempt_at = now() + ${`${CLAIM_LEASE_SECONDS} seconds`}::interval
      where id in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${BATCH_SIZE}
        for update skip locked
      )
      returning id`,
    );
    const ids = claimed.map((row) => row.id);
    if (ids.length === 0) return [];
    return db.query.mailOutbox.findMany({ where: (table, { inArray }) => inArray(table.id, ids) });
  }

  async function runOnce(): Promise<number> {
    const due = await claimDue();
    for (const row of due) {
      try {
        await transport.send({
          from,
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          headers: row.headers ?? undefined,
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', transport: transport.name, sentAt: new Date(), lastError: null })
          .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const exhausted = row.attempts >= MAX_MAIL_ATTEMPTS;
        logger.warn({ mailId: row.id, attempt: row.attempts, err: message }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({
            status: exhausted ? 'failed' : 'pending',
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + mailRetryDelaySeconds(row.attempts) * 1000),
          })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return due.length;
  }

  const job = repeatingJob('mail worker', logger, runOnce);
  return {
    runOnce,
    start: (intervalMs = 2_000) => job.start(intervalMs),
    stop: job.stop,
  };
}
