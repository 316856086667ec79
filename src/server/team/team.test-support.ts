import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cookieFrom, signUpUser, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { users } from '../auth/auth.schema.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';

export type TestUser = Awaited<ReturnType<typeof signUpUser>>;

export async function insertLovedOne(t: TestApp, adminUserId: string, firstName = 'Mary') {
  const [row] = await t.deps.db
    .insert(lovedOnes)
    .values({ adminUserId, firstName, lastName: 'Jones', relationshipToUser: 'parent' })
    .returning({ id: lovedOnes.id });
  return row!.id;
}

/** An admin with a loved one, a member granted access, and an outsider with a loved one of their own. */
export async function setUpTeam(t: TestApp) {
  const admin = await signUpUser(t, { firstName: 'Alex', lastName: 'Admin', email: 'alex@example.com' });
  const member = await signUpUser(t, {
    firstName: 'Morgan',
    lastName: 'Member',
    email: 'morgan@example.com',
  });
  const outsider = await signUpUser(t, {
    firstName: 'Olly',
    lastName: 'Outsider',
    email: 'olly@example.com',
  });
  const lovedOneId = await insertLovedOne(t, admin.userId);
  const outsiderLovedOneId = await insertLovedOne(t, outsider.userId, 'Otto');
  await t.deps.db
    .insert(lovedOneAccess)
    .values({ lovedOneId, userId: member.userId, role: 'support_member', grantedBy: admin.userId });
  return { admin, member, outsider, lovedOneId, outsiderLovedOneId };
}

export const validInvite = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  relationship: 'close_friend',
  personalMessage: "We'll get through Mum's paperwork together <3",
};

export async function invite(
  t: TestApp,
  cookie: string,
  lovedOneId: string,
  body: Record<string, unknown> = validInvite,
) {
  return t.request('POST', `/api/team/${lovedOneId}/invitations`, { json: body, cookie });
}

/** The token as the invitee receives it: from the link in the newest invitation mail to them. */
export async function tokenMailedTo(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
  expect(mail, `no mail to ${email}`).toBeDefined();
  const url = mail!.text.match(/https?:\/\/\S+accept-invitation\?token=\S+/)?.[0];
  expect(url).toBeDefined();
  return new URL(url!).searchParams.get('token')!;
}

/**
 * A signed-in account on an app that requires the preview passcode and e-mail verification (as e2e
 * and production do): the passcode cookie, sign-up, the address marked verified, then sign-in.
 */
export async function signUpVerifiedUser(
  t: TestApp,
  overrides: Partial<{ email: string; firstName: string; lastName: string }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'Harbor-Test-1';
  const firstName = overrides.firstName ?? 'Test';
  const lastName = overrides.lastName ?? 'User';
  const client = { 'x-forwarded-for': uniqueClientIp() };
  const preview = await t.request('POST', '/api/preview', {
    json: { passcode: t.config.previewPasscode },
    headers: client,
  });
  const signUp = await t.request('POST', '/api/auth/sign-up/email', {
    json: { email, password, name: `${firstName} ${lastName}`, firstName, lastName },
    cookie: cookieFrom(preview),
    headers: client,
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const { user } = (await signUp.json()) as { user: { id: string } };
  await t.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const signIn = await t.request('POST', '/api/auth/sign-in/email', {
    json: { email, password },
    headers: client,
  });
  expect(signIn.status).toBe(200);
  return { cookie: cookieFrom(signIn), userId: user.id, email, password };
}
