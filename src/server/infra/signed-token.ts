import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A token that carries a short text and proves Harbor wrote it: the text in base64url, then its
 * HMAC-SHA256 under a key derived from AUTH_SECRET for one `purpose` only, so a token made for one use
 * (an unsubscribe link) is worthless for any other (stopping a memorial's mail). Tokens do not expire:
 * an old e-mail's link must still work.
 */
const keyOf = (authSecret: string, purpose: string) =>
  createHmac('sha256', authSecret).update(purpose).digest();

const signatureOf = (authSecret: string, purpose: string, payload: string) =>
  createHmac('sha256', keyOf(authSecret, purpose)).update(payload).digest().toString('base64url');

/** An HMAC-SHA256 in base64url is always 43 characters; it ends the token. */
const SIGNATURE_LENGTH = 43;

// No separator character: a '.' would make the link look like a file name to the static site.
export function signToken(authSecret: string, purpose: string, text: string): string {
  const payload = Buffer.from(text).toString('base64url');
  return `${payload}${signatureOf(authSecret, purpose, payload)}`;
}

/** The text of a genuine token for `purpose`; null for anything altered, truncated or made up. */
export function verifyToken(authSecret: string, purpose: string, token: string): string | null {
  if (token.length <= SIGNATURE_LENGTH) return null;
  const payload = token.slice(0, -SIGNATURE_LENGTH);
  // Compared as text: base64url's last character has spare bits, so decoding first would let a
  // slightly different link pass.
  const given = Buffer.from(token.slice(-SIGNATURE_LENGTH));
  const expected = Buffer.from(signatureOf(authSecret, purpose, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(payload, 'base64url').toString('utf8');
}
