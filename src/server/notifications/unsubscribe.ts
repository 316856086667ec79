import { eq } from 'drizzle-orm';
import { INVALID_UNSUBSCRIBE_LINK_MESSAGE } from '#shared/notifications/unsubscribe.ts';
import { users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import type { MailContext } from './mail-context.ts';
import { turnOffNotificationKind } from './notification-preferences.repository.ts';
import { type UnsubscribeClaim, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** The token's claim, or the same 404 for any link Harbor did not sign. */
export function requireUnsubscribeClaim(context: MailContext, token: string): UnsubscribeClaim {
  const claim = verifyUnsubscribeToken(context.authSecret, token);
  if (!claim) throw notFound(INVALID_UNSUBSCRIBE_LINK_MESSAGE);
  return claim;
}

/** Idempotent; a deleted account has nothing left to unsubscribe from, which is also a success. */
export async function unsubscribe(db: Db, claim: UnsubscribeClaim): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
  if (user) await turnOffNotificationKind(db, claim.userId, claim.kind);
}
