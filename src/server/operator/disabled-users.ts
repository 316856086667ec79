import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { sessions } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { disabledUsers } from './operator.schema.ts';

const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled. Please contact the Harbor team if you think this is a mistake.';

async function isUserDisabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: disabledUsers.userId })
    .from(disabledUsers)
    .where(eq(disabledUsers.userId, userId));
  return Boolean(row);
}

/** Disables the account and ends every session it has, in one transaction. */
export async function disableUser(db: Db, userId: string, operatorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(disabledUsers).values({ userId, disabledBy: operatorId }).onConflictDoNothing();
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

export async function enableUser(db: Db, userId: string): Promise<void> {
  await db.delete(disabledUsers).where(eq(disabledUsers.userId, userId));
}

/**
 * For Better Auth's session.create.before: no new session for a disabled account, whichever way it
 * signs in. Better Auth checks the password before it makes a session, so only someone who knows it
 * learns that the account is disabled.
 */
export async function refuseSessionForDisabledUser(db: Db, session: { userId: string }): Promise<void> {
  if (await isUserDisabled(db, session.userId)) {
    throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE });
  }
}
