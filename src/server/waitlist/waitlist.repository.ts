import type { WaitlistEntry } from '#shared/validation/waitlist.ts';
import type { Db } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import { waitlist } from './waitlist.schema.ts';

/**
 * Adds someone to the waitlist once per e-mail (any case). A repeat sign-up is not an error and
 * sends no second mail. The row and its confirmation mail are written together.
 */
export async function joinWaitlist(db: Db, entry: WaitlistEntry): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(waitlist)
      .values({
        firstName: entry.firstName,
        lastName: entry.lastName,
        email: entry.email,
        interestReason: entry.interestReason,
        referralSource: null,
      })
      .onConflictDoNothing()
      .returning({ id: waitlist.id });
    if (inserted.length === 0) return { created: false };
    await enqueueMail(tx, {
      to: entry.email,
      subject: "You're on the Harbor waitlist",
      text: [
        `Dear ${entry.firstName},`,
        '',
        'Thank you for joining the Harbor waitlist. We’ll write to you as soon as there is a place for you in the pilot.',
        '',
        'Harbor helps families with the practical and emotional work that follows a death: a personal checklist, a shared team, a memorial page and gentle support.',
        '',
        'With care,',
        'The Harbor team',
      ].join('\n'),
    });
    return { created: true };
  });
}
