import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '#shared/account-security/two-factor.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { cookieFrom, createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { secretOf, totpCode } from '#test/totp.ts';
import { analyticsEvents } from '../analytics/analytics.schema.ts';
import { mailOutbox, securityEvents } from '../infra/infra.schema.ts';
import { sessions, twoFactors, users } from './auth.schema.ts';
import { turnOffTwoFactorForUser } from './turn-off-two-factor.ts';

const apps: TestApp[] = [];
async function app() {
  const created = await createTestApp();
  apps.push(created);
  return created;
}
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const messageOf = async (response: Response) => ((await response.json()) as { message?: string }).message;

type Enabled = { cookie: string; secret: string; backupCodes: string[]; email: string; password: string };

/** Turns two-step sign-in on the way the settings card does: password, then the first code. */
async function enableTwoFactor(t: TestApp): Promise<Enabled> {
  const user = await signUpUser(t);
  const enable = await t.request('POST', '/api/auth/two-factor/enable', {
    cookie: user.cookie,
    json: { password: user.password },
  });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const verify = await t.request('POST', '/api/auth/two-factor/verify-totp', {
    cookie: user.cookie,
    json: { code: totpCode(secret) },
  });
  expect(verify.status).toBe(200);
  // Better Auth replaces the session when two-step sign-in turns on.
  return { cookie: cookieFrom(verify), secret, backupCodes, email: user.email, password: user.password };
}

/** The password step of a sign-in; returns the challenge cookie. */
async function signInWithPassword(t: TestApp, email: string, password: string, ip = '203.0.113.1') {
  const response = await t.request('POST', '/api/auth/sign-in/email', {
    json: { email, password },
    headers: from(ip),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  const cookie = cookieFrom(response);
  expect(cookie).toContain('two_factor');
  expect(cookie).not.toMatch(/session_token=[^;]+/);
  return cookie;
}

const verifyTotp = (t: TestApp, cookie: string, code: unknown, ip = '203.0.113.1') =>
  t.request('POST', '/api/auth/two-factor/verify-totp', { cookie, json: { code }, headers: from(ip) });
const verifyBackup = (t: TestApp, cookie: string, code: unknown, ip = '203.0.113.1') =>
  t.request('POST', '/api/auth/two-factor/verify-backup-code', { cookie, json: { code }, headers: from(ip) });

async function sessionEmail(t: TestApp, cookie: string) {
  const response = await t.request('GET', '/api/auth/get-session', { cookie });
  return ((await response.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
}

const status = async (t: TestApp, cookie: string) =>
  (await (await t.request('GET', '/api/security/two-factor', { cookie })).json()) as {
    enabled: boolean;
    backupCodesLeft: number;
  };

async function eventsOf(t: TestApp, type: string) {
  return t.deps.db.select().from(securityEvents).where(eq(securityEvents.eventType, type));
}

describe('turning two-step sign-in on', () => {
  it('needs the password, and a wrong one counts like a wrong sign-in password', async () => {
    const t = await app();
    const user = await signUpUser(t);
    const missing = await t.request('POST', '/api/auth/two-factor/enable', { cookie: user.cookie, json: {} });
    expect(missing.status).toBe(422);
    expect(await messageOf(missing)).toBe(TWO_FACTOR_MESSAGES.passwordRequired);
    const wrong = await t.request('POST', '/api/auth/two-factor/enable', {
      cookie: user.cookie,
      json: { password: 'Wrong-pass-1' },
    });
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(await t.deps.db.select().from(twoFactors)).toHaveLength(0);
    expect(await eventsOf(t, 'failed_password_confirmation')).toHaveLength(1);
    for (const _ of [2, 3]) {
      await t.request('POST', '/api/auth/two-factor/enable', {
        cookie: user.cookie,
        json: { password: 'Wrong-pass-1' },
      });
    }
    const locked = await t.request('POST', '/api/auth/two-factor/enable', {
      cookie: user.cookie,
      json: { password: user.password },
    });
    expect(locked.status).toBe(429);
  });

  it('is off until the first code from the app is right, so a half-finished setup never blocks sign-in', async () => {
    const t = await app();
    const user = await signUpUser(t);
    const enable = await t.request('POST', '/api/auth/two-factor/enable', {
      cookie: user.cookie,
      json: { password: user.password, method: 'otp', issuer: 'Evil Corp' },
    });
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Harbor:/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Harbor');
    expect(backupCodes).toHaveLength(10);
    expect(await status(t, user.cookie)).toEqual({ enabled: false, backupCodesLeft: 0 });
    const signIn = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email: user.email, password: user.password },
    });
    expect(await signIn.json()).not.toHaveProperty('twoFactorRedirect');

    const wrong = await verifyTotp(t, user.cookie, '000000');
    expect(wrong.status).toBe(401);
    expect(await messageOf(wrong)).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    const right = await verifyTotp(t, user.cookie, totpCode(secretOf(totpURI)));
    expect(right.status).toBe(200);
    expect(await status(t, cookieFrom(right))).toEqual({ enabled: true, backupCodesLeft: 10 });
    const [row] = await t.deps.db.select().from(twoFactors);
    // Stored encrypted: neither the setup key nor a backup code appears in the table.
    expect(row!.secret).not.toContain(secretOf(totpURI));
    expect(row!.backupCodes).not.toContain(backupCodes[0]);
    expect(await eventsOf(t, 'two_factor_enabled')).toHaveLength(1);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for the code after the password, and only the code opens a session', async () => {
    const t = await app();
    const { email, password, secret } = await enableTwoFactor(t);
    const challenge = await signInWithPassword(t, email, password);
    expect(await sessionEmail(t, challenge)).toBeNull();

    const malformed = await verifyTotp(t, challenge, '12345');
    expect(malformed.status).toBe(422);
    expect(await messageOf(malformed)).toBe(TWO_FACTOR_MESSAGES.codeMalformed);

    const verified = await verifyTotp(t, challenge, totpCode(secret).replace(/^(\d{3})/, '$1 '));
    expect(verified.status).toBe(200);
    expect(await sessionEmail(t, cookieFrom(verified))).toBe(email);
    // Used challenges cannot be replayed.
    const replay = await verifyTotp(t, challenge, totpCode(secret));
    expect(replay.status).toBe(401);
    expect(await messageOf(replay)).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('counts one login for the two steps, not one per step', async () => {
    const t = await app();
    const { email, password, secret } = await enableTwoFactor(t);
    const logins = async () =>
      (await t.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'login'))).length;
    const before = await logins();
    const challenge = await signInWithPassword(t, email, password);
    expect(await logins()).toBe(before);
    expect((await verifyTotp(t, challenge, totpCode(secret))).status).toBe(200);
    expect(await logins()).toBe(before + 1);
  });

  it('never trusts a device: a trust-this-device request sets no cookie and the next sign-in asks again', async () => {
    const t = await app();
    const { email, password, secret } = await enableTwoFactor(t);
    const challenge = await signInWithPassword(t, email, password);
    const verified = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      json: { code: totpCode(secret), trustDevice: true },
    });
    expect(verified.status).toBe(200);
    expect(cookieFrom(verified)).not.toContain('trust_device');
    await signInWithPassword(t, email, password);
  });

  it('takes a backup code once; the same code fails the second time', async () => {
    const t = await app();
    const { email, password, backupCodes, cookie } = await enableTwoFactor(t);
    const first = await verifyBackup(t, await signInWithPassword(t, email, password), backupCodes[0]);
    expect(first.status).toBe(200);
    expect(await sessionEmail(t, cookieFrom(first))).toBe(email);
    expect(await eventsOf(t, 'backup_code_used')).toHaveLength(1);

    const again = await verifyBackup(t, await signInWithPassword(t, email, password), backupCodes[0]);
    expect(again.status).toBe(401);
    expect(await messageOf(again)).toBe(TWO_FACTOR_MESSAGES.backupCodeWrong);
    expect((await status(t, cookie)).backupCodesLeft).toBe(9);

    // Typed without its hyphen, a backup code still works.
    const unhyphenated = backupCodes[1]!.replace('-', '');
    const second = await verifyBackup(t, await signInWithPassword(t, email, password), unhyphenated);
    expect(second.status).toBe(200);
  });

  it('answers a code without a password step as an expired sign-in', async () => {
    const t = await app();
    const response = await verifyTotp(t, '', '123456');
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });
});

describe('rate limits on the code checks', () => {
  it('refuses a client after 3 wrong codes in 15 minutes, even the right code, with Retry-After', async () => {
    const t = await app();
    const { email, password, secret } = await enableTwoFactor(t);
    const ip = '203.0.113.50';
    for (const wrong of ['000000', '111111', '222222']) {
      const challenge = await signInWithPassword(t, email, password, ip);
      expect((await verifyTotp(t, challenge, wrong, ip)).status).toBe(401);
    }
    const challenge = await signInWithPassword(t, email, password, ip);
    const refused = await verifyTotp(t, challenge, totpCode(secret), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await messageOf(refused)).toBe(TWO_FACTOR_MESSAGES.tooManyAttempts);
    expect(cookieFrom(refused)).not.toMatch(/session_token=[^;]+/);
    const backup = await verifyBackup(t, challenge, 'aaaaa-bbbbb', ip);
    expect(backup.status).toBe(429);
    expect(await eventsOf(t, 'failed_two_factor_attempt')).toHaveLength(3);
    expect((await eventsOf(t, 'rate_limit_exceeded')).length).toBeGreaterThanOrEqual(2);
  });

  it('locks the account after 3 wrong codes from different clients; other accounts are unaffected', async () => {
    const t = await app();
    const ada = await enableTwoFactor(t);
    const bob = await enableTwoFactor(t);
    for (const n of [1, 2, 3]) {
      const ip = `203.0.113.${60 + n}`;
      const challenge = await signInWithPassword(t, ada.email, ada.password, ip);
      await verifyBackup(t, challenge, 'aaaaa-bbbbb', ip);
    }
    const adaChallenge = await signInWithPassword(t, ada.email, ada.password, '203.0.113.70');
    expect((await verifyTotp(t, adaChallenge, totpCode(ada.secret), '203.0.113.70')).status).toBe(429);
    const bobChallenge = await signInWithPassword(t, bob.email, bob.password, '203.0.113.70');
    expect((await verifyTotp(t, bobChallenge, totpCode(bob.secret), '203.0.113.70')).status).toBe(200);
  });

  it('clears the account count after a right code', async () => {
    const t = await app();
    const { email, password, secret } = await enableTwoFactor(t);
    for (const n of [1, 2]) {
      const ip = `203.0.113.${80 + n}`;
      await verifyTotp(t, await signInWithPassword(t, email, password, ip), '000000', ip);
    }
    const ok = await verifyTotp(t, await signInWithPassword(t, email, password), totpCode(secret));
    expect(ok.status).toBe(200);
    for (const n of [3, 4]) {
      const ip = `203.0.113.${80 + n}`;
      await verifyTotp(t, await signInWithPassword(t, email, password, ip), '000000', ip);
    }
    const still = await verifyTotp(t, await signInWithPassword(t, email, password), totpCode(secret));
    expect(still.status).toBe(200);
  });
});

describe('backup codes and turning it off', () => {
  it('new backup codes replace the old ones', async () => {
    const t = await app();
    const { cookie, email, password, backupCodes } = await enableTwoFactor(t);
    const regenerate = await t.request('POST', '/api/auth/two-factor/generate-backup-codes', {
      cookie,
      json: { password },
    });
    expect(regenerate.status).toBe(200);
    const fresh = ((await regenerate.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[0]);
    const old = await verifyBackup(t, await signInWithPassword(t, email, password), backupCodes[0]);
    expect(old.status).toBe(401);
    const renewed = await verifyBackup(t, await signInWithPassword(t, email, password), fresh[0]);
    expect(renewed.status).toBe(200);
    expect(await eventsOf(t, 'backup_codes_regenerated')).toHaveLength(1);
  });

  it('turns off with the password; sign-in then needs only the password again', async () => {
    const t = await app();
    const { cookie, email, password } = await enableTwoFactor(t);
    const wrong = await t.request('POST', '/api/auth/two-factor/disable', {
      cookie,
      json: { password: 'Wrong-pass-1' },
    });
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect((await status(t, cookie)).enabled).toBe(true);
    const off = await t.request('POST', '/api/auth/two-factor/disable', { cookie, json: { password } });
    expect(off.status).toBe(200);
    expect(await status(t, cookieFrom(off))).toEqual({ enabled: false, backupCodesLeft: 0 });
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user!.twoFactorEnabled).toBe(false);
    expect(await t.deps.db.select().from(twoFactors)).toHaveLength(0);
    const signIn = await t.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
    expect(cookieFrom(signIn)).toMatch(/session_token=[^;]+/);
    expect(await eventsOf(t, 'two_factor_disabled')).toHaveLength(1);
  });

  it('lets an operator turn it off for someone who lost phone and codes: signed out, told by mail', async () => {
    const t = await app();
    const { cookie, email, password } = await enableTwoFactor(t);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(await turnOffTwoFactorForUser(t.deps.db, user!.id, { operatorId: 'operator-1' })).toBe(true);
    expect(await sessionEmail(t, cookie)).toBeNull();
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(twoFactors)).toHaveLength(0);
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.subject).toBe('Two-step sign-in was turned off for your Harbor account');
    const [event] = await eventsOf(t, 'two_factor_reset_by_operator');
    expect(event).toMatchObject({
      userId: user!.id,
      details: expect.objectContaining({ operatorId: 'operator-1' }),
    });
    const signIn = await t.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
    expect(cookieFrom(signIn)).toMatch(/session_token=[^;]+/);
    expect(await turnOffTwoFactorForUser(t.deps.db, 'no-such-user', { operatorId: 'operator-1' })).toBe(
      false,
    );
  });

  it('keeps the Better Auth routes Harbor does not use closed', async () => {
    const t = await app();
    const { cookie, password } = await enableTwoFactor(t);
    for (const path of [
      '/api/auth/two-factor/get-totp-uri',
      '/api/auth/two-factor/send-otp',
      '/api/auth/list-sessions',
      '/api/auth/revoke-session',
      '/api/auth/revoke-other-sessions',
      '/api/auth/revoke-sessions',
    ]) {
      const response = await t.request('POST', path, { cookie, json: { password, token: 'x' } });
      expect(response.status, path).toBe(404);
    }
  });
});
