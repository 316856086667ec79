import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { secretOf, totpCode } from '#test/totp.ts';
import { rateLimits } from '../infra/infra.schema.ts';

/**
 * Guesses sent in parallel: every limited check counts the attempt before it verifies anything, so a
 * burst gets no more guesses through than the limit allows one after another (issue 18, item 2).
 */
let t: TestApp;
let owner: { cookie: string; email: string; password: string };
let withCode: { email: string; password: string; secret: string; backupCodes: string[] };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t);
  const user = await signUpUser(t);
  const enable = await t.request('POST', '/api/auth/two-factor/enable', {
    cookie: user.cookie,
    json: { password: user.password },
  });
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  await t.request('POST', '/api/auth/two-factor/verify-totp', {
    cookie: user.cookie,
    json: { code: totpCode(secret) },
  });
  withCode = { email: user.email, password: user.password, secret, backupCodes };
});
afterAll(async () => {
  await t.close();
});
// Each test starts with no counts; the accounts are reused so the file signs up only twice.
beforeEach(async () => {
  await t.deps.db.delete(rateLimits);
});

const BURST = 20;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const signIn = (json: unknown, ip: string) =>
  t.request('POST', '/api/auth/sign-in/email', { json, headers: from(ip) });
const burst = (send: (n: number) => Promise<Response>) =>
  Promise.all(Array.from({ length: BURST }, (_, n) => send(n)));
const notRefused = (responses: Response[]) => responses.filter((r) => r.status !== 429).length;

describe('a burst of parallel guesses', () => {
  it('sign-in from one client: at most 3 reach the password check, then the right one is refused', async () => {
    const responses = await burst(() =>
      signIn({ email: owner.email, password: 'Wrong-pass-1' }, '203.0.113.5'),
    );
    expect(notRefused(responses)).toBeLessThanOrEqual(3);
    expect((await signIn({ email: owner.email, password: owner.password }, '203.0.113.5')).status).toBe(429);
  });

  it('sign-in to one account from many clients: at most 3 reach the password check', async () => {
    const responses = await burst((n) =>
      signIn({ email: owner.email, password: 'Wrong-pass-1' }, `203.0.113.${100 + n}`),
    );
    expect(notRefused(responses)).toBeLessThanOrEqual(3);
    expect((await signIn({ email: owner.email, password: owner.password }, '203.0.113.99')).status).toBe(429);
  });

  it('two-step codes, authenticator and backup: at most 3 reach the check', async () => {
    const challenge = cookieFrom(
      await signIn({ email: withCode.email, password: withCode.password }, '192.0.2.1'),
    );
    const totp = await burst(() =>
      t.request('POST', '/api/auth/two-factor/verify-totp', {
        cookie: challenge,
        json: { code: '000000' },
        headers: from('192.0.2.1'),
      }),
    );
    // Better Auth also checks one code per challenge at a time; the others are told the sign-in expired.
    expect(notRefused(totp)).toBeLessThanOrEqual(3);
    expect(totp.every((r) => [401, 429].includes(r.status))).toBe(true);

    await t.deps.db.delete(rateLimits);
    const again = cookieFrom(
      await signIn({ email: withCode.email, password: withCode.password }, '192.0.2.3'),
    );
    const backup = await burst((n) =>
      t.request('POST', '/api/auth/two-factor/verify-backup-code', {
        cookie: again,
        json: { code: `zzzzz-${String(n).padStart(5, '0')}` },
        headers: from(`192.0.2.${10 + n}`),
      }),
    );
    expect(notRefused(backup)).toBeLessThanOrEqual(3);
  });

  it('the password asked for before a two-step change: at most 3 reach the check', async () => {
    const responses = await burst(() =>
      t.request('POST', '/api/auth/two-factor/enable', {
        cookie: owner.cookie,
        json: { password: 'Wrong-pass-1' },
      }),
    );
    expect(notRefused(responses)).toBeLessThanOrEqual(3);
  });

  it('password reset requests for one address: at most 3 are sent', async () => {
    const responses = await burst((n) =>
      t.request('POST', '/api/auth/request-password-reset', {
        json: { email: owner.email },
        headers: from(`198.18.0.${n + 1}`),
      }),
    );
    expect(notRefused(responses)).toBeLessThanOrEqual(3);
  });

  it('Better Auth’s unthrottled /verify-password is closed (Harbor never used it)', async () => {
    const response = await t.request('POST', '/api/auth/verify-password', {
      cookie: owner.cookie,
      json: { password: owner.password },
    });
    expect(response.status).toBe(404);
  });
});
