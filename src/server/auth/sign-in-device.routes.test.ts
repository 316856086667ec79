import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { rateLimits } from '../infra/infra.schema.ts';

/** Device cookies keep guesses from elsewhere from locking the owner out (docs/decisions/029). */
let t: TestApp;
let owner: { email: string; password: string };
let other: { email: string; password: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t);
  other = await signUpUser(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.db.delete(rateLimits);
});

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const signIn = (json: unknown, ip = freshIp(), cookie?: string) =>
  t.request('POST', '/api/auth/sign-in/email', { json, cookie, headers: { 'x-forwarded-for': ip } });
const wrong = (email = owner.email) => ({ email, password: 'Wrong-pass-1' });
const messageOf = async (response: Response) => ((await response.json()) as { message?: string }).message;

/** The device cookie the owner's browser keeps after a sign-in, as it would send it back. */
function deviceCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.includes('sign_in_device='));
  if (!line) throw new Error('no device cookie');
  return line.split(';')[0]!;
}
async function ownersBrowser(): Promise<string> {
  const response = await signIn(owner);
  expect(response.status).toBe(200);
  return deviceCookieOf(response);
}

/** Makes the account's counting windows up to `names` end now, as if that much time had passed. */
const letWindowsPass = (...names: string[]) =>
  Promise.all(
    names.map((name) =>
      t.deps.db
        .update(rateLimits)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(like(rateLimits.key, `${name}:%`)),
    ),
  );

describe('sign-in device cookies', () => {
  it('are issued HttpOnly, SameSite=Lax, for a year, without the e-mail address', async () => {
    const response = await signIn(owner);
    const line = response.headers.getSetCookie().find((cookie) => cookie.includes('sign_in_device='))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(line).not.toContain(owner.email.split('@')[0]);
    expect((await signIn(wrong())).headers.getSetCookie().join()).not.toContain('sign_in_device');
  });

  it('three wrong passwords from three addresses do not lock out the owner’s browser; others are slowed', async () => {
    const device = await ownersBrowser();
    for (let n = 0; n < 3; n++) expect((await signIn(wrong())).status).toBe(401);

    const stranger = await signIn(owner);
    expect(stranger.status).toBe(429);
    expect(await messageOf(stranger)).toBe(ACCOUNT_MESSAGES.tooManyLogins);
    expect(Number(stranger.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    expect((await signIn(owner, freshIp(), device)).status).toBe(200);
  });

  it('slow others down step by step: a minute, then up to 15 minutes, then up to an hour', async () => {
    const retryAfter = async () => Number((await signIn(owner)).headers.get('retry-after'));
    for (let n = 0; n < 3; n++) await signIn(wrong());
    expect(await retryAfter()).toBeLessThanOrEqual(60);

    await letWindowsPass('auth/signin-account-1m');
    for (let n = 0; n < 3; n++) expect((await signIn(wrong())).status).toBe(401);
    const second = await retryAfter();
    expect(second).toBeGreaterThan(60);
    expect(second).toBeLessThanOrEqual(15 * 60);

    await letWindowsPass('auth/signin-account-1m', 'auth/signin-account-15m');
    for (let n = 0; n < 3; n++) expect((await signIn(wrong())).status).toBe(401);
    await letWindowsPass('auth/signin-account-1m');
    for (let n = 0; n < 3; n++) expect((await signIn(wrong())).status).toBe(401);
    expect(await retryAfter()).toBeGreaterThan(15 * 60);
  });

  it('ignore a tampered, forged or another account’s device cookie', async () => {
    const device = await ownersBrowser();
    const othersDevice = deviceCookieOf(await signIn(other));
    for (let n = 0; n < 3; n++) await signIn(wrong());

    const [name, value] = device.split('=') as [string, string];
    const [account, nonce, signature] = value.split('.') as [string, string, string];
    const tampered = `${name}=${account}.${nonce.slice(1)}x.${signature}`;
    const forged = `${name}=${account}.${nonce}.${'A'.repeat(signature.length)}`;
    for (const cookie of [tampered, forged, othersDevice, `${name}=garbage`]) {
      expect((await signIn(owner, freshIp(), cookie)).status).toBe(429);
    }
  });

  it('count the owner’s browser’s own wrong passwords against that browser only', async () => {
    const device = await ownersBrowser();
    for (let n = 0; n < 3; n++) expect((await signIn(wrong(), freshIp(), device)).status).toBe(401);
    expect((await signIn(owner, freshIp(), device)).status).toBe(429);
    expect((await signIn(owner)).status).toBe(200);
  });

  it('leave the per-client limit in force', async () => {
    const device = await ownersBrowser();
    const ip = freshIp();
    for (let n = 0; n < 3; n++) await signIn(wrong(`nobody${n}@example.com`), ip);
    expect((await signIn(owner, ip, device)).status).toBe(429);
  });

  it('a burst from the owner’s browser gets no more than 3 guesses through', async () => {
    const device = await ownersBrowser();
    const responses = await Promise.all(Array.from({ length: 20 }, () => signIn(wrong(), freshIp(), device)));
    expect(responses.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(3);
  });
});
