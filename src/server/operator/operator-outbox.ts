import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { MAIL_STATUSES, OPERATOR_PAGE_SIZE } from './operator-schemas.ts';

type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The outbox for operators: who, what subject, and how delivery is going. Never the body: it can
 * hold a password-reset or verification link, which is the account itself.
 */
export async function listOutbox(db: Db, query: { status?: MailStatus; page: number }) {
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
  const [mails, totals] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((query.page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ status: mailOutbox.status, value: count() }).from(mailOutbox).groupBy(mailOutbox.status),
  ]);
  const counts = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as Record<MailStatus, number>;
  for (const row of totals) counts[row.status] = Number(row.value);
  return {
    mails: mails.map((mail) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
      nextAttemptAt: mail.nextAttemptAt.toISOString(),
    })),
    counts,
    pageSize: OPERATOR_PAGE_SIZE,
  };
}

/**
 * A failed mail goes back to the front of the queue with a fresh set of attempts. A pending one is
 * left alone: the worker may be sending it right now, and it retries on its own.
 */
export async function retryMail(db: Db, mailId: string): Promise<void> {
  const updated = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  if (updated.length === 0) throw notFound('There is no failed mail with that id to retry.');
}
