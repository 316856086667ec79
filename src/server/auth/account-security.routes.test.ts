import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { securityEvents } from '../infra/infra.schema.ts';
import { sessions } from './auth.schema.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type SessionView = {
  id: string;
  device: { label: string };
  signedInAt: string;
  lastSeenAt: string;
  isCurrent: boolean;
};

/** Signs in again from another browser and returns that browser's cookie. */
async function signInFrom(userAgent: string, email: string, password: string) {
  const response = await t.request('POST', '/api/auth/sign-in/email', {
    json: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

const listSessions = async (cookie: string) => {
  const response = await t.request('GET', '/api/security/sessions', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: SessionView[] }).sessions;
};

async function isSignedIn(cookie: string) {
  const response = await t.request('GET', '/api/auth/get-session', { cookie });
  return (await response.json()) !== null;
}

describe("where you're signed in", () => {
  it('lists the person’s own sessions with the device, this device first, and never a token', async () => {
    t = await createTestApp();
    const ada = await signUpUser(t);
    const bob = await signUpUser(t);
    await signInFrom(FIREFOX_LINUX, ada.email, ada.password);
    await signInFrom(SAFARI_IPHONE, bob.email, bob.password);
    const listed = await listSessions(ada.cookie);
    expect(listed).toHaveLength(2);
    expect(listed[0]!.isCurrent).toBe(true);
    expect(listed.map((session) => session.device.label)).toContain('Firefox on Linux');
    expect(listed.map((session) => session.device.label)).not.toContain('Safari on iPhone');
    const tokens = await t.deps.db.select({ token: sessions.token }).from(sessions);
    const body = JSON.stringify(listed);
    for (const { token } of tokens) expect(body).not.toContain(token);
  });

  it('leaves out sessions that have ended', async () => {
    t = await createTestApp();
    const ada = await signUpUser(t);
    await signInFrom(FIREFOX_LINUX, ada.email, ada.password);
    const firefox = (await listSessions(ada.cookie)).find((session) => !session.isCurrent)!;
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, firefox.id));
    expect(await listSessions(ada.cookie)).toHaveLength(1);
  });

  it('signs out one other device, which is then signed out', async () => {
    t = await createTestApp();
    const ada = await signUpUser(t);
    const phone = await signInFrom(SAFARI_IPHONE, ada.email, ada.password);
    const target = (await listSessions(ada.cookie)).find((session) => !session.isCurrent)!;
    const response = await t.request('DELETE', `/api/security/sessions/${target.id}`, { cookie: ada.cookie });
    expect(response.status).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(ada.cookie)).toBe(true);
  });

  it('gives the same quiet answer for another person’s session as for one already ended, and leaves it signed in', async () => {
    t = await createTestApp();
    const ada = await signUpUser(t);
    const bob = await signUpUser(t);
    const [bobSession] = await listSessions(bob.cookie);
    const response = await t.request('DELETE', `/api/security/sessions/${bobSession!.id}`, {
      cookie: ada.cookie,
    });
    expect(response.status).toBe(200);
    const missing = await t.request('DELETE', '/api/security/sessions/no-such-session', {
      cookie: ada.cookie,
    });
    expect(missing.status).toBe(200);
    expect(await response.json()).toEqual(await missing.json());
    expect(await isSignedIn(bob.cookie)).toBe(true);
    // Nothing was signed out, so the security log has nothing to say.
    expect(
      await t.deps.db.select().from(securityEvents).where(eq(securityEvents.eventType, 'session_revoked')),
    ).toEqual([]);
  });

  it('signs out every other device of the person, and no one else’s', async () => {
    t = await createTestApp();
    const ada = await signUpUser(t);
    const bob = await signUpUser(t);
    const laptop = await signInFrom(FIREFOX_LINUX, ada.email, ada.password);
    const phone = await signInFrom(SAFARI_IPHONE, ada.email, ada.password);
    const response = await t.request('POST', '/api/security/sessions/sign-out-others', {
      cookie: ada.cookie,
    });
    expect(await response.json()).toEqual({ signedOut: 2 });
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(ada.cookie)).toBe(true);
    expect(await isSignedIn(bob.cookie)).toBe(true);
  });

  it('keeps this device for Sign Out, and answers 401 when signed out', async () => {
    t = await createTestApp();
    const ada = await signUpUser(t);
    const [current] = await listSessions(ada.cookie);
    const self = await t.request('DELETE', `/api/security/sessions/${current!.id}`, { cookie: ada.cookie });
    expect(self.status).toBe(422);
    expect(await isSignedIn(ada.cookie)).toBe(true);
    expect((await t.request('GET', '/api/security/sessions')).status).toBe(401);
    expect((await t.request('POST', '/api/security/sessions/sign-out-others')).status).toBe(401);
    expect((await t.request('DELETE', `/api/security/sessions/${current!.id}`)).status).toBe(401);
    expect((await t.request('GET', '/api/security/two-factor')).status).toBe(401);
  });
});
