import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A "device cookie" (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * once gave the right password for an account keeps proof of it, so guesses from elsewhere cannot lock
 * it out (docs/decisions/029). The value is `account.nonce.signature`; `account` is the digest of the
 * e-mail (auth-limits.ts accountKey), so the cookie holds no address.
 */
export const DEVICE_COOKIE = 'sign_in_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const sign = (payload: string, secret: string) =>
  createHmac('sha256', `sign-in-device:${secret}`).update(payload).digest('base64url');

export function deviceCookieValue(account: string, secret: string): string {
  const payload = `${account}.${randomBytes(18).toString('base64url')}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** The browser's own counter key when the cookie is genuine and was issued for `account`; else null. */
export function deviceKeyOf(
  value: string | null | undefined,
  account: string,
  secret: string,
): string | null {
  const [cookieAccount, nonce, signature, ...rest] = (value ?? '').split('.');
  if (!cookieAccount || !nonce || !signature || rest.length > 0) return null;
  const expected = sign(`${cookieAccount}.${nonce}`, secret);
  if (
    signature.length !== expected.length ||
    !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  ) {
    return null;
  }
  return cookieAccount === account ? nonce : null;
}
