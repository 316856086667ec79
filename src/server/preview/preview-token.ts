import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'harbor_preview';
export const PREVIEW_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A pilot behind a passcode: without one, anyone may sign up and there is nothing to enter. */
export const isPreviewRequired = (config: { previewPasscode: string | undefined }) =>
  config.previewPasscode !== undefined;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares through fixed-length digests so neither the length nor the content leaks through timing. */
export function passcodeMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', `preview:${secret}`).update(payload).digest('base64url');

export function issuePreviewToken(secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ exp: now + PREVIEW_TOKEN_TTL_SECONDS * 1000 })).toString(
    'base64url',
  );
  return `${payload}.${sign(payload, secret)}`;
}

export function isValidPreviewToken(token: string | undefined, secret: string, now = Date.now()): boolean {
  if (!token) return false;
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return false;
  const expected = sign(payload, secret);
  if (
    signature.length !== expected.length ||
    !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  ) {
    return false;
  }
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: unknown };
    return typeof exp === 'number' && exp > now;
  } catch {
    return false;
  }
}
