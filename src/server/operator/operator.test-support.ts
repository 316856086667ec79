import { eq } from 'drizzle-orm';
import { cookieFrom, createTestApp, signUpUser, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { secretOf, totpCode } from '#test/totp.ts';
import { users } from '../auth/auth.schema.ts';

export const OPERATOR_EMAIL = 'operator@harbor.example';

/** An app whose OPERATOR_EMAILS names one confirmed operator, signed in. */
export async function createOperatorApp() {
  const t = await createTestApp({
    env: { OPERATOR_EMAILS: ` ${OPERATOR_EMAIL.toUpperCase()} , other@x.example` },
  });
  const operator = await signUpUser(t, { email: OPERATOR_EMAIL });
  await markVerified(t, operator.userId);
  return { t, operator };
}

/** The same, for a private pilot with a passcode (sign-up then needs the preview cookie first). */
export async function createPilotOperatorApp(passcode: string) {
  const t = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR_EMAIL, PREVIEW_PASSCODE: passcode } });
  const headers = { 'x-forwarded-for': uniqueClientIp() };
  const preview = await t.request('POST', '/api/preview', { json: { passcode }, headers });
  const signUp = await t.request('POST', '/api/auth/sign-up/email', {
    json: {
      email: OPERATOR_EMAIL,
      password: 'Harbor-Test-1',
      name: 'Op Erator',
      firstName: 'Op',
      lastName: 'Erator',
    },
    cookie: cookieFrom(preview),
    headers,
  });
  if (!signUp.ok) throw new Error(`operator sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  await markVerified(t, userId);
  return { t, cookie: cookieFrom(signUp) };
}

export async function markVerified(t: TestApp, userId: string) {
  await t.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** Turns two-step sign-in on as the settings card does (password, then a first code); returns the new cookie. */
export async function enableTwoFactor(t: TestApp, person: { cookie: string; password: string }) {
  const enable = await t.request('POST', '/api/auth/two-factor/enable', {
    cookie: person.cookie,
    json: { password: person.password },
  });
  if (!enable.ok) throw new Error(`two-factor enable failed: ${enable.status} ${await enable.text()}`);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const verify = await t.request('POST', '/api/auth/two-factor/verify-totp', {
    cookie: person.cookie,
    json: { code: totpCode(secretOf(totpURI)) },
  });
  if (!verify.ok) throw new Error(`two-factor verify failed: ${verify.status} ${await verify.text()}`);
  return cookieFrom(verify);
}
