import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/notifications/notification-kinds.ts';

/**
 * A link that turns one kind of mail off for one person, without signing in: the person's id and the
 * kind, signed with a key derived from AUTH_SECRET for this purpose only (a leaked link can do nothing
 * else, and no other signature in Harbor is valid here). It does not expire: an old digest's link
 * must still work.
 */
export type UnsubscribeClaim = { userId: string; kind: NotificationKind };

const keyOf = (authSecret: string) =>
  createHmac('sha256', authSecret).update('harbor:unsubscribe:v1').digest();

const signatureOf = (authSecret: string, payload: string) =>
  createHmac('sha256', keyOf(authSecret)).update(payload).digest();

/** An HMAC-SHA256 in base64url is always 43 characters; it ends the token. */
const SIGNATURE_LENGTH = 43;

// No separator character: a '.' would make the link look like a file name to the static site.
export function signUnsubscribeToken(authSecret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(`${claim.kind}:${claim.userId}`).toString('base64url');
  return `${payload}${signatureOf(authSecret, payload).toString('base64url')}`;
}

/** The claim of a genuine token; null for anything altered, truncated or made up. */
export function verifyUnsubscribeToken(authSecret: string, token: string): UnsubscribeClaim | null {
  if (token.length <= SIGNATURE_LENGTH) return null;
  const payload = token.slice(0, -SIGNATURE_LENGTH);
  // Compared as text: base64url's last character has spare bits, so decoding first would let a
  // slightly different link pass.
  const given = Buffer.from(token.slice(-SIGNATURE_LENGTH));
  const expected = Buffer.from(signatureOf(authSecret, payload).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const decoded = Buffer.from(payload, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  const kind = decoded.slice(0, separator) as NotificationKind;
  const userId = decoded.slice(separator + 1);
  if (separator < 0 || !NOTIFICATION_KINDS.includes(kind) || !userId) return null;
  return { userId, kind };
}
