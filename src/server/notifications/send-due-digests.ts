import { and, eq, gte } from 'drizzle-orm';
import { addDays, mondayOf } from '#shared/dates/calendar-days.ts';
import { composeDigest } from '#shared/notifications/compose-digest.ts';
import { dueDigest } from '#shared/notifications/digest-schedule.ts';
import type { Db } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import { gatherDigest } from './gather-digest.ts';
import { type MailContext, withUnsubscribe } from './mail-context.ts';
import { listRecipients, type Recipient } from './notification-recipients.ts';
import { digestDeliveries } from './notifications.schema.ts';

const keyOf = (userId: string, lovedOneId: string, weekStart: string) =>
  `${userId}|${lovedOneId}|${weekStart}`;

/**
 * Claims one week's digest and queues it in the same transaction. The claim is an insert on the
 * (person, loved one, week) key with ON CONFLICT DO NOTHING: of several server processes trying at
 * once, one inserts and the others find the row and do nothing. An empty digest keeps its claim
 * (mail_id null), so it is not reconsidered every minute.
 */
async function sendDigest(
  db: Db,
  context: MailContext,
  recipient: Recipient,
  due: { weekStart: string; today: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(digestDeliveries)
      .values({ userId: recipient.userId, lovedOneId: recipient.lovedOneId, weekStart: due.weekStart })
      .onConflictDoNothing()
      .returning({ userId: digestDeliveries.userId });
    if (claimed.length === 0) return false;
    const content = await gatherDigest(tx, {
      recipient,
      today: due.today,
      now,
      checklistUrl: `${context.appUrl}/dashboard/${recipient.lovedOneId}?tab=tasks`,
    });
    const mail = composeDigest(content);
    if (!mail) return false;
    const mailId = await enqueueMail(
      tx,
      withUnsubscribe(context, { userId: recipient.userId, email: recipient.email }, 'digest', mail),
    );
    await tx
      .update(digestDeliveries)
      .set({ mailId })
      .where(
        and(
          eq(digestDeliveries.userId, recipient.userId),
          eq(digestDeliveries.lovedOneId, recipient.lovedOneId),
          eq(digestDeliveries.weekStart, due.weekStart),
        ),
      );
    return true;
  });
}

/** Sends every digest due at `now` that no process has sent yet; returns how many mails were queued. */
export async function sendDueDigests(db: Db, context: MailContext, now: Date): Promise<number> {
  const recipients = await listRecipients(db, 'digest');
  // Claims already made lately are skipped without a write; the insert decides the rest.
  const recentWeek = mondayOf(addDays(now.toISOString().slice(0, 10), -9));
  const claimedRows = await db
    .select({
      userId: digestDeliveries.userId,
      lovedOneId: digestDeliveries.lovedOneId,
      weekStart: digestDeliveries.weekStart,
    })
    .from(digestDeliveries)
    .where(gte(digestDeliveries.weekStart, recentWeek));
  const claimed = new Set(claimedRows.map((row) => keyOf(row.userId, row.lovedOneId, row.weekStart)));
  let sent = 0;
  for (const recipient of recipients) {
    const due = dueDigest(now, { weekday: recipient.digestWeekday, timeZone: recipient.timeZone });
    if (!due || claimed.has(keyOf(recipient.userId, recipient.lovedOneId, due.weekStart))) continue;
    if (await sendDigest(db, context, recipient, due, now)) sent += 1;
  }
  return sent;
}
