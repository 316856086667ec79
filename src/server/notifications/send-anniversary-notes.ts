import { localDateTime } from '#shared/dates/time-zones.ts';
import { anniversariesOn, composeAnniversaryNote } from '#shared/notifications/anniversaries.ts';
import type { Db } from '../db/client.ts';
import { enqueueMailOnce } from '../infra/mail.ts';
import { type MailContext, withUnsubscribe } from './mail-context.ts';
import { listRecipients } from './notification-recipients.ts';
import { anniversaryDeliveries } from './notifications.schema.ts';

/** Notes arrive in the morning of the day itself, never in the night and never a day late. */
const ANNIVERSARY_LOCAL_HOUR = 8;

/**
 * Sends the opt-in anniversary notes due at `now`, each once: the (person, loved one, kind, day) row
 * is the claim (enqueueMailOnce).
 */
export async function sendAnniversaryNotes(db: Db, context: MailContext, now: Date): Promise<number> {
  let sent = 0;
  for (const recipient of await listRecipients(db, 'anniversary')) {
    const local = localDateTime(now, recipient.timeZone);
    if (local.hour < ANNIVERSARY_LOCAL_HOUR) continue;
    for (const anniversary of anniversariesOn(local.date, recipient)) {
      const note = composeAnniversaryNote({
        recipientFirstName: recipient.firstName,
        lovedOneFirstName: recipient.lovedOneNameGiven ? recipient.lovedOneFirstName : null,
        anniversary,
      });
      const queued = await enqueueMailOnce(
        db,
        withUnsubscribe(context, { userId: recipient.userId, email: recipient.email }, 'anniversary', note),
        async (tx, mailId) => {
          const claimed = await tx
            .insert(anniversaryDeliveries)
            .values({
              userId: recipient.userId,
              lovedOneId: recipient.lovedOneId,
              kind: anniversary.kind,
              onDate: local.date,
              mailId,
            })
            .onConflictDoNothing()
            .returning({ userId: anniversaryDeliveries.userId });
          return claimed.length > 0;
        },
      );
      if (queued) sent += 1;
    }
  }
  return sent;
}
