import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { sessions, twoFactors, users } from './auth.schema.ts';

/**
 * The recovery for a person who lost both their phone and their backup codes, run by an operator only
 * after checking it is them (docs/decisions/021): two-step sign-in off, the setup key and backup codes
 * gone, every session ended, and a mail to the account's address so an impostor cannot do it unseen.
 * False when there is no such user, or two-step sign-in is not on: the update asks for it on, so of two
 * resets at once (a double press) the second waits for the first and then finds nothing to turn off,
 * and the person gets one mail.
 */
export async function turnOffTwoFactorForUser(
  db: Db,
  userId: string,
  by: { operatorId: string; ipAddress?: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
      .returning({ email: users.email });
    if (!user) return false;
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await logSecurityEvent(tx, {
      type: 'two_factor_reset_by_operator',
      userId,
      ipAddress: by.ipAddress ?? null,
      details: { operatorId: by.operatorId },
    });
    await enqueueMail(tx, {
      to: user.email,
      subject: 'Two-step sign-in was turned off for your Harbor account',
      text: [
        'Hello,',
        '',
        'As you asked, the Harbor team turned off two-step sign-in for your account and signed it out everywhere.',
        'You can now sign in with your password alone. You can turn two-step sign-in on again in Account Settings.',
        '',
        'If you did not ask for this, please change your password straight away and let the Harbor team know.',
      ].join('\n'),
    });
    return true;
  });
}
