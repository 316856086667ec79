import { and, eq } from 'drizzle-orm';
import { localDateTime } from '#shared/dates/time-zones.ts';
import { anniversariesOn, composeAnniversaryNote } from '#shared/notifications/anniversaries.ts';
import type { Db } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import { type MailContext, withUnsubscribe } from './mail-context.ts';
import { listRecipients } from './notification-recipients.ts';
import { anniversaryDeliveries } from './notifications.schema.ts';

/** Notes arrive in the morning of the day itself, never in the night and never a day late. */
const ANNIVERSARY_LOCAL_HOUR = 8;

/**
 * Sends the opt-in anniversary notes due at `now`, each once: the (person, loved one, kind, day) row
 * is claimed with ON CONFLICT DO NOTHING in the transaction that queues the note.
 */
export async function sendAnniversaryNotes(db: Db, context: MailContext, now: Date): Promise<number> {
  let sent = 0;
  for (const recipient of await listRecipients(db, 'anniversary')) {
    const local = localDateTime(now, recipient.timeZone);
    if (local.hour < ANNIVERSARY_LOCAL_HOUR) continue;
    for (const anniversary of anniversariesOn(local.date, recipient)) {
      const queued = await db.transaction(async (tx) => {
        const key = {
          userId: recipient.userId,
          lovedOneId: recipient.lovedOneId,
          kind: anniversary.kind,
          onDate: local.date,
        };
        const claimed = await tx.insert(anniversaryDeliveries).values(key).onConflictDoNothing().returning();
        if (claimed.length === 0) return false;
        const note = composeAnniversaryNote({
          recipientFirstName: recipient.firstName,
          lovedOneFirstName: recipient.lovedOneNameGiven ? recipient.lovedOneFirstName : null,
          anniversary,
        });
        const mailId = await enqueueMail(
          tx,
          withUnsubscribe(context, { userId: recipient.userId, email: recipient.email }, 'anniversary', note),
        );
        await tx
          .update(anniversaryDeliveries)
          .set({ mailId })
          .where(
            and(
              eq(anniversaryDeliveries.userId, key.userId),
              eq(anniversaryDeliveries.lovedOneId, key.lovedOneId),
              eq(anniversaryDeliveries.kind, key.kind),
              eq(anniversaryDeliveries.onDate, key.onDate),
            ),
          );
        return true;
      });
      if (queued) sent += 1;
    }
  }
  return sent;
}
