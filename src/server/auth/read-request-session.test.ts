import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCountingTestApp } from '#test/counting-test-app.ts';
import { signUpUser, type TestApp } from '#test/test-app.ts';
import { sessionWithLovedOnes } from '../loved-ones/session-with-loved-ones.ts';
import { sessions, users } from './auth.schema.ts';
import type { AuthSession } from './auth.ts';

const HOUR_MS = 60 * 60 * 1000;

type Reader = (testApp: TestApp, headers: Headers) => Promise<AuthSession | null>;

const READERS: [string, Reader][] = [
  ['readSession', (testApp, headers) => testApp.deps.readSession(headers)],
  [
    "the dashboard's first statement",
    async (testApp, headers) =>
      (await testApp.deps.readSessionAlong(headers, sessionWithLovedOnes(testApp.deps.db)))?.found ?? null,
  ],
];

// Every signed-in API request asks readSession who is calling (decision 050); the main dashboard asks
// its own first statement (decision 055). Both must say exactly what Better Auth's getSession says, for
// every cookie a browser or an attacker could send.
describe.each(READERS)('the session check on each request, through %s', (_name, read) => {
  const counted = useCountingTestApp();

  const bothAnswers = async (cookie: string) => {
    const { auth } = counted.testApp.deps;
    const headers = new Headers({ cookie });
    const fast = await read(counted.testApp, headers);
    return { fast, betterAuth: await auth.api.getSession({ headers }) };
  };

  const tokenOf = async (cookie: string) => {
    const { secret } = await counted.testApp.deps.auth.$context;
    const [token, signature] = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.');
    expect(createHmac('sha256', secret).update(token!).digest('base64')).toBe(signature);
    return token!;
  };

  const cookieWith = (cookie: string, value: string) =>
    `${cookie.slice(0, cookie.indexOf('='))}=${encodeURIComponent(value)}`;

  it("answers a signed-in person's request with Better Auth's session and user, field for field, in one query", async () => {
    const { cookie, userId } = await signUpUser(counted.testApp);
    await counted.testApp.database.db.update(users).set({ twoFactorEnabled: true, image: '/a.png' });
    const statements = counted.statementsSince();

    const found = await read(counted.testApp, new Headers({ cookie }));

    expect(statements()).toBe(1);
    expect(found?.user.id).toBe(userId);
    const { fast, betterAuth } = await bothAnswers(cookie);
    expect(betterAuth).not.toBeNull();
    expect(fast).toStrictEqual(betterAuth);
  });

  it('finds nothing, without asking the database, for a missing, unsigned or forged cookie', async () => {
    const { cookie } = await signUpUser(counted.testApp);
    const token = await tokenOf(cookie);
    const otherSecret = createHmac('sha256', 'not-the-secret').update(token).digest('base64');
    const forgeries = [
      '',
      'theme=dark',
      cookieWith(cookie, token),
      cookieWith(cookie, `${token}.${otherSecret}`),
      cookieWith(cookie, `${token}x.${decodeURIComponent(cookie).split('.').at(-1)}`),
      cookieWith(cookie, `${token}.${'A'.repeat(43)}=`),
      cookie.replace('better-auth.session_token', 'better-auth.session_tokens'),
    ];
    for (const forged of forgeries) {
      const statements = counted.statementsSince();
      const { fast, betterAuth } = await bothAnswers(forged);
      expect(fast, forged).toBeNull();
      expect(betterAuth, forged).toBeNull();
      expect(statements(), forged).toBe(0);
    }
  });

  it('takes the first of two session cookies, as Better Auth does', async () => {
    const first = await signUpUser(counted.testApp);
    const second = await signUpUser(counted.testApp);
    const forged = cookieWith(first.cookie, `${await tokenOf(second.cookie)}.${'B'.repeat(43)}=`);

    const valid = await bothAnswers(`${first.cookie}; ${second.cookie}`);
    expect(valid.fast?.user.id).toBe(first.userId);
    expect(valid.fast).toStrictEqual(valid.betterAuth);

    const forgedFirst = await bothAnswers(`${forged}; ${second.cookie}`);
    expect(forgedFirst.fast).toBeNull();
    expect(forgedFirst.betterAuth).toBeNull();
  });

  it('finds nothing for a session signed out or revoked elsewhere', async () => {
    const { cookie } = await signUpUser(counted.testApp);
    const signOut = await counted.testApp.request('POST', '/api/auth/sign-out', { cookie, json: {} });
    expect(signOut.status).toBe(200);

    expect(await read(counted.testApp, new Headers({ cookie }))).toBeNull();
  });

  it('leaves an expired session to Better Auth, which refuses and deletes it', async () => {
    const { cookie } = await signUpUser(counted.testApp);
    const token = await tokenOf(cookie);
    const { db } = counted.testApp.database;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));

    expect(await read(counted.testApp, new Headers({ cookie }))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it('leaves a session due for its hourly refresh to Better Auth, which moves its expiry', async () => {
    const { cookie } = await signUpUser(counted.testApp);
    const token = await tokenOf(cookie);
    const { db } = counted.testApp.database;
    const { expiresIn } = (await counted.testApp.deps.auth.$context).sessionConfig;
    const twoHoursOld = new Date(Date.now() + expiresIn * 1000 - 2 * HOUR_MS);
    await db.update(sessions).set({ expiresAt: twoHoursOld }).where(eq(sessions.token, token));

    const found = await read(counted.testApp, new Headers({ cookie }));

    expect(found?.session.token).toBe(token);
    expect(found!.session.expiresAt.getTime()).toBeGreaterThan(twoHoursOld.getTime() + HOUR_MS);
    const [stored] = await db.select().from(sessions).where(eq(sessions.token, token));
    expect(stored!.expiresAt.getTime()).toBe(found!.session.expiresAt.getTime());
  });
});
