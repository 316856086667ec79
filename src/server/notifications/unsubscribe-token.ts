import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/notifications/notification-kinds.ts';
import { signToken, verifyToken } from '../infra/signed-token.ts';

/**
 * A link that turns one kind of mail off for one person, without signing in: the person's id and the
 * kind, signed for this purpose only (a leaked link can do nothing else). It does not expire: an old
 * digest's link must still work.
 */
export type UnsubscribeClaim = { userId: string; kind: NotificationKind };

const PURPOSE = 'harbor:unsubscribe:v1';

export function signUnsubscribeToken(authSecret: string, claim: UnsubscribeClaim): string {
  return signToken(authSecret, PURPOSE, `${claim.kind}:${claim.userId}`);
}

/** The claim of a genuine token; null for anything altered, truncated or made up. */
export function verifyUnsubscribeToken(authSecret: string, token: string): UnsubscribeClaim | null {
  const decoded = verifyToken(authSecret, PURPOSE, token);
  if (decoded === null) return null;
  const separator = decoded.indexOf(':');
  const kind = decoded.slice(0, separator) as NotificationKind;
  const userId = decoded.slice(separator + 1);
  if (separator < 0 || !NOTIFICATION_KINDS.includes(kind) || !userId) return null;
  return { userId, kind };
}
