import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES } from '#shared/validation/account-messages.ts';
import { cookieFrom, createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { mailOutbox, securityEvents } from '../infra/infra.schema.ts';
import { profiles, sessions, users } from './auth.schema.ts';
import { withInvitationAdmission } from './invitation-admission.ts';

const apps: TestApp[] = [];
async function app(env?: Record<string, string>) {
  const created = await createTestApp({ env });
  apps.push(created);
  return created;
}
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

const person = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Harbor-Test-1',
  name: 'Ada Lovelace',
};

const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function messageOf(response: Response) {
  return ((await response.json()) as { message?: string }).message;
}

const signUp = (t: TestApp, json: unknown, ip = '203.0.113.1', headers: Record<string, string> = {}) =>
  t.request('POST', '/api/auth/sign-up/email', { json, headers: { ...from(ip), ...headers } });
const signIn = (t: TestApp, json: unknown, ip = '203.0.113.1') =>
  t.request('POST', '/api/auth/sign-in/email', { json, headers: from(ip) });
const requestReset = (t: TestApp, email: unknown, ip = '203.0.113.1') =>
  t.request('POST', '/api/auth/request-password-reset', { json: { email }, headers: from(ip) });

async function eventsOf(t: TestApp, type: string) {
  return t.deps.db.select().from(securityEvents).where(eq(securityEvents.eventType, type));
}

describe('sign-up', () => {
  it('creates the account, its profile and a session, with a trimmed, lower-cased e-mail', async () => {
    const t = await app();
    const response = await signUp(t, { ...person, email: '  Ada@Example.COM ', firstName: ' Zoë ' });
    expect(response.status).toBe(200);
    expect(cookieFrom(response)).toContain('session_token');
    const [user] = await t.deps.db.select().from(users);
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Zoë', name: 'Zoë Lovelace' });
    const [profile] = await t.deps.db.select().from(profiles);
    expect(profile).toMatchObject({ userId: user!.id, firstName: 'Zoë', lastName: 'Lovelace' });
  });

  it.each([
    [{ firstName: '' }, ACCOUNT_MESSAGES.firstNameRequired],
    [{ lastName: ' ' }, ACCOUNT_MESSAGES.lastNameRequired],
    [{ firstName: 'R2D2' }, 'Names can only contain letters, spaces, hyphens, and apostrophes'],
    [{ email: '' }, ACCOUNT_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@b.co` }, 'Please enter a valid email address'],
    [{ password: 'short' }, 'Password must meet security requirements'],
    [{ password: 'alllowercase1!' }, 'Password must meet security requirements'],
    [{ password: `Aa1!${'x'.repeat(124)}` }, 'Password must meet security requirements'],
  ])('refuses %j with "%s" and creates nothing', async (override, message) => {
    const t = await app();
    const response = await signUp(t, { ...person, ...override });
    expect(response.status).toBe(422);
    expect(await messageOf(response)).toBe(message);
    expect(await t.deps.db.select().from(users)).toHaveLength(0);
  });

  it('answers "Invalid input detected" to script in a name and logs suspicious_signup_attempt', async () => {
    const t = await app();
    const response = await signUp(t, { ...person, lastName: '<script>alert(1)</script>' });
    expect(response.status).toBe(422);
    expect(await messageOf(response)).toBe('Invalid input detected');
    const [event] = await eventsOf(t, 'suspicious_signup_attempt');
    expect(event).toMatchObject({ ipAddress: '203.0.113.1' });
    expect(JSON.stringify(event!.details)).not.toContain('Harbor-Test-1');
  });

  it('says the account exists, in the spec words, whatever the e-mail case', async () => {
    const t = await app();
    await signUp(t, person, '203.0.113.1');
    const response = await signUp(t, { ...person, email: 'ADA@example.com' }, '203.0.113.2');
    expect(response.status).toBe(422);
    expect(await messageOf(response)).toBe(ACCOUNT_MESSAGES.emailExists);
  });

  it('ignores fields a person must not set (verified flag, image)', async () => {
    const t = await app();
    await signUp(t, { ...person, emailVerified: true, image: 'https://evil.example/x.png' });
    const [user] = await t.deps.db.select().from(users);
    expect(user).toMatchObject({ emailVerified: false, image: null });
  });

  it('allows 3 sign-ups per client in 15 minutes, then 429 with Retry-After and a security event', async () => {
    const t = await app();
    for (const n of [1, 2, 3]) {
      const response = await signUp(t, { ...person, email: `p${n}@example.com` }, '203.0.113.9');
      expect(response.status).toBe(200);
    }
    const refused = await signUp(t, { ...person, email: 'p4@example.com' }, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messageOf(refused)).toBe(ACCOUNT_MESSAGES.tooManySignups);
    expect(await eventsOf(t, 'rate_limit_exceeded')).toHaveLength(1);
    expect((await signUp(t, { ...person, email: 'p5@example.com' }, '203.0.113.10')).status).toBe(200);
  });
});

describe('sign-up with e-mail verification and the preview gate', () => {
  const env = { REQUIRE_EMAIL_VERIFICATION: 'true', PREVIEW_PASSCODE: 'open-sesame' };

  async function previewCookie(t: TestApp) {
    const response = await t.request('POST', '/api/preview', { json: { passcode: 'open-sesame' } });
    return cookieFrom(response);
  }

  it('refuses sign-up without the preview cookie', async () => {
    const t = await app(env);
    const response = await signUp(t, person);
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe(ACCOUNT_MESSAGES.previewRequired);
    expect(await t.deps.db.select().from(users)).toHaveLength(0);
  });

  it('returns no session, mails a link that verifies, signs in and lands on /auth?type=signup', async () => {
    const t = await app(env);
    const response = await signUp(t, person, '203.0.113.1', { cookie: await previewCookie(t) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ signedIn: false });
    expect(cookieFrom(response)).not.toContain('session_token');

    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    const verify = await t.request('GET', link.replace('http://localhost:3000', ''));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe(
      `/auth?type=signup&email=${encodeURIComponent(person.email)}`,
    );
    const session = await t.request('GET', '/api/auth/get-session', { cookie: cookieFrom(verify) });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(person.email);
  });

  it('lets server code holding a checked invitation sign someone up without the preview cookie', async () => {
    const t = await app(env);
    const body = { ...person, name: 'Ada Lovelace' };
    await expect(t.deps.auth.api.signUpEmail({ body, headers: new Headers() })).rejects.toThrow(
      ACCOUNT_MESSAGES.previewRequired,
    );
    const created = await withInvitationAdmission(
      () => t.deps.auth.api.signUpEmail({ body: { ...body }, headers: new Headers() }),
      { isAddressProven: false },
    );
    expect(created.user.email).toBe(person.email);
    await expect(
      withInvitationAdmission(
        () =>
          t.deps.auth.api.signUpEmail({ body: { ...body, firstName: '<script>' }, headers: new Headers() }),
        { isAddressProven: false },
      ),
    ).rejects.toThrow('Invalid input detected');
  });

  it('refuses sign-in before verification and sends a fresh verification mail', async () => {
    const t = await app(env);
    await signUp(t, person, '203.0.113.1', { cookie: await previewCookie(t) });
    const response = await signIn(t, { email: person.email, password: person.password });
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe(ACCOUNT_MESSAGES.emailNotVerified);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(mails).toHaveLength(2);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    const t = await app();
    await signUpUser(t, { email: person.email });
    const response = await signIn(t, { email: ' ADA@example.com', password: person.password });
    expect(response.status).toBe(200);
    expect(cookieFrom(response)).toContain('session_token');
  });

  it('says the same words for a wrong password and an unknown account, and logs failed_login_attempt', async () => {
    const t = await app();
    await signUpUser(t, { email: person.email });
    const wrong = await signIn(t, { email: person.email, password: 'Wrong-pass-1' }, '203.0.113.1');
    const unknown = await signIn(t, { email: 'nobody@example.com', password: 'Wrong-pass-1' }, '203.0.113.2');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await messageOf(wrong)).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect(await messageOf(unknown)).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect(await eventsOf(t, 'failed_login_attempt')).toHaveLength(2);
  });

  it('asks for the password and logs a malformed e-mail as invalid_email_login_attempt', async () => {
    const t = await app();
    const noPassword = await signIn(t, { email: person.email, password: '' });
    expect(await messageOf(noPassword)).toBe(PASSWORD_MESSAGES.required);
    const malformed = await signIn(t, { email: 'ada', password: 'x' });
    expect(await messageOf(malformed)).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(await eventsOf(t, 'invalid_email_login_attempt')).toHaveLength(1);
  });

  it('locks a client out after 3 failures, even for a correct password, with Retry-After', async () => {
    const t = await app();
    await signUpUser(t, { email: person.email });
    for (const n of [1, 2, 3]) {
      await signIn(t, { email: `other${n}@example.com`, password: 'Wrong-pass-1' }, '203.0.113.5');
    }
    const refused = await signIn(t, person, '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await messageOf(refused)).toBe(ACCOUNT_MESSAGES.tooManyLogins);
  });

  it('locks an account after 3 failures from different clients; others can still sign in', async () => {
    const t = await app();
    await signUpUser(t, { email: person.email });
    await signUpUser(t, { email: 'bob@example.com' });
    for (const n of [1, 2, 3]) {
      await signIn(t, { email: person.email, password: 'Wrong-pass-1' }, `203.0.113.${20 + n}`);
    }
    const refused = await signIn(t, person, '203.0.113.30');
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(ACCOUNT_MESSAGES.tooManyLogins);
    const other = await signIn(t, { email: 'bob@example.com', password: person.password }, '203.0.113.30');
    expect(other.status).toBe(200);
  });

  it('holds the limits across two app instances sharing one database', async () => {
    const first = await app();
    const second = await createTestApp({ database: first.database });
    apps.push(second);
    await signUpUser(first, { email: person.email });
    await signIn(first, { email: person.email, password: 'Wrong-pass-1' }, '203.0.113.40');
    await signIn(second, { email: person.email, password: 'Wrong-pass-1' }, '203.0.113.40');
    await signIn(first, { email: person.email, password: 'Wrong-pass-1' }, '203.0.113.40');
    const refused = await signIn(second, person, '203.0.113.41');
    expect(refused.status).toBe(429);

    for (const n of [1, 2, 3]) {
      const instance = n % 2 ? first : second;
      expect((await signUp(instance, { ...person, email: `n${n}@example.com` }, '203.0.113.50')).status).toBe(
        200,
      );
    }
    expect((await signUp(second, { ...person, email: 'n4@example.com' }, '203.0.113.50')).status).toBe(429);
  });
});

describe('password reset', () => {
  it('answers the same for an existing and an unknown e-mail, and mails only the real account', async () => {
    const t = await app();
    await signUpUser(t, { email: person.email });
    const known = await requestReset(t, person.email, '203.0.113.60');
    const unknown = await requestReset(t, 'nobody@example.com', '203.0.113.61');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = await t.deps.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.toAddress)).toEqual([person.email]);
    expect(await eventsOf(t, 'invalid_email_password_reset')).toHaveLength(1);
  });

  it('requires an e-mail and refuses a malformed one', async () => {
    const t = await app();
    expect(await messageOf(await requestReset(t, ''))).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(await messageOf(await requestReset(t, 'nope'))).toBe(ACCOUNT_MESSAGES.emailInvalid);
  });

  it('resets through the single-use mailed link and ends every other session', async () => {
    const t = await app();
    const { cookie } = await signUpUser(t, { email: person.email });
    await requestReset(t, person.email);
    const [mail] = await t.deps.db.select().from(mailOutbox);
    const link = mail!.text.match(/https?:\/\/\S+/)![0].replace('http://localhost:3000', '');
    const opened = await t.request('GET', link);
    const location = new URL(opened.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('type')).toBe('reset');
    const token = location.searchParams.get('token')!;

    const weak = await t.request('POST', '/api/auth/reset-password', {
      json: { token, newPassword: 'weak' },
    });
    expect(weak.status).toBe(422);
    expect(await messageOf(weak)).toContain(PASSWORD_MESSAGES.tooShort);

    const reset = await t.request('POST', '/api/auth/reset-password', {
      json: { token, newPassword: 'New-Harbor-2' },
    });
    expect(reset.status).toBe(200);
    const again = await t.request('POST', '/api/auth/reset-password', {
      json: { token, newPassword: 'Other-Harbor-3' },
    });
    expect(again.status).toBe(400);
    expect(await messageOf(again)).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(await eventsOf(t, 'password_reset_error')).toHaveLength(1);

    const old = await t.request('GET', '/api/auth/get-session', { cookie });
    expect(await old.json()).toBeNull();
    expect((await signIn(t, { email: person.email, password: 'New-Harbor-2' })).status).toBe(200);
  });

  it('allows 3 reset requests per e-mail in 15 minutes, then 429', async () => {
    const t = await app();
    for (const n of [1, 2, 3]) {
      expect((await requestReset(t, person.email, `203.0.113.${70 + n}`)).status).toBe(200);
    }
    const refused = await requestReset(t, person.email, '203.0.113.80');
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(ACCOUNT_MESSAGES.tooManyResets);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('allows 3 reset requests per client in 15 minutes, then 429', async () => {
    const t = await app();
    for (const n of [1, 2, 3]) await requestReset(t, `p${n}@example.com`, '203.0.113.90');
    const refused = await requestReset(t, 'p4@example.com', '203.0.113.90');
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(ACCOUNT_MESSAGES.tooManyResets);
  });
});

describe('sessions and cross-site requests', () => {
  it('refuses a cross-origin sign-up and sign-in', async () => {
    const t = await app();
    const foreign = { origin: 'https://evil.example' };
    const up = await t.request('POST', '/api/auth/sign-up/email', { json: person, headers: foreign });
    expect(up.status).toBe(403);
    const { email, password } = await signUpUser(t);
    const inResponse = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email, password },
      headers: foreign,
    });
    expect(inResponse.status).toBe(403);
    expect(cookieFrom(inResponse)).not.toContain('session_token');
  });

  it('hands no page the session token: signing up, signing in and get-session answer without it', async () => {
    const t = await app();
    const signedUp = await signUp(t, person);
    const signedIn = await signIn(t, { email: person.email, password: person.password });
    const cookie = cookieFrom(signedIn);
    const session = await t.request('GET', '/api/auth/get-session', { cookie });
    const answers = [await signedUp.text(), await signedIn.text(), await session.text()];
    const tokens = (await t.deps.db.select({ token: sessions.token }).from(sessions)).map((row) => row.token);
    expect(tokens).toHaveLength(2);
    for (const answer of answers) for (const token of tokens) expect(answer).not.toContain(token);
    expect(JSON.parse(answers[0]!)).toMatchObject({ signedIn: true, user: { email: person.email } });
    expect(JSON.parse(answers[1]!)).toMatchObject({ signedIn: true });
    // The cookie alone still signs the page in, with everything the app reads.
    expect(JSON.parse(answers[2]!)).toMatchObject({
      user: { email: person.email, firstName: person.firstName },
      session: { expiresAt: expect.any(String) },
    });
    expect(session.headers.get('content-type')).toContain('application/json');
  });

  it('treats an expired session as signed out and logs session_expired once the browser asks', async () => {
    const t = await app();
    const { cookie, userId } = await signUpUser(t);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    const response = await t.request('GET', '/api/auth/get-session', { cookie });
    expect(await response.json()).toBeNull();
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'session_expired'), eq(securityEvents.userId, userId)));
    expect(events).toHaveLength(1);
  });

  it('logs session_invalidated for a signed-out session cookie', async () => {
    const t = await app();
    const { cookie } = await signUpUser(t);
    await t.request('POST', '/api/auth/sign-out', { cookie, json: {} });
    const response = await t.request('GET', '/api/auth/get-session', { cookie });
    expect(await response.json()).toBeNull();
    expect(await eventsOf(t, 'session_invalidated')).toHaveLength(1);
  });

  it('closes the Better Auth routes that would bypass Harbor rules', async () => {
    const t = await app();
    const { cookie } = await signUpUser(t);
    for (const path of ['/api/auth/update-user', '/api/auth/change-password', '/api/auth/delete-user']) {
      const response = await t.request('POST', path, { cookie, json: { firstName: '<script>' } });
      expect(response.status).toBe(404);
    }
  });
});
