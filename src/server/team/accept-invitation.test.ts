import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVITATION_SIGN_UP_MESSAGES } from '#shared/team/invitation.ts';
import { errorOf } from '#test/factories/team.ts';
import { cookieFrom, createTestApp, type TestApp } from '#test/test-app.ts';
import { users } from '../auth/auth.schema.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { supportTeamInvitations } from './team.schema.ts';
import {
  insertLovedOne,
  invite,
  signUpVerifiedUser,
  type TestUser,
  tokenMailedTo,
} from './team.test-support.ts';

let t: TestApp;
let admin: TestUser;
let lovedOneId: string;
let token: string;

// The e2e and production setting: a preview passcode and e-mail verification are both required.
beforeEach(async () => {
  t = await createTestApp({
    env: { REQUIRE_EMAIL_VERIFICATION: 'true', PREVIEW_PASSCODE: 'pilot-passcode' },
  });
  admin = await signUpVerifiedUser(t, { firstName: 'Alex', lastName: 'Admin', email: 'alex@example.com' });
  lovedOneId = await insertLovedOne(t, admin.userId);
  await invite(t, admin.cookie, lovedOneId);
  token = await tokenMailedTo(t, 'sam@example.com');
});
afterEach(async () => {
  await t.close();
});

const lookup = (value: string) => t.request('POST', '/api/invitations/lookup', { json: { token: value } });
const accept = (value: string, cookie: string) =>
  t.request('POST', '/api/invitations/accept', { json: { token: value }, cookie });
const grantsOf = (userId: string) =>
  t.deps.db.select().from(lovedOneAccess).where(eq(lovedOneAccess.userId, userId));

const signUpBody = {
  firstName: 'Sam',
  lastName: 'Lee',
  password: 'Harbor-Test-1',
  confirmPassword: 'Harbor-Test-1',
};

describe('POST /api/invitations/lookup', () => {
  it('shows who invited whom for whom, and only the invitee’s own address', async () => {
    const response = await lookup(token);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'pending',
      invitation: {
        inviterName: 'Alex Admin',
        lovedOneName: 'Mary Jones',
        relationship: 'close_friend',
        invitedFirstName: 'Sam',
        invitedEmail: 'sam@example.com',
      },
    });
    expect(JSON.stringify(body)).not.toContain('alex@example.com');
  });

  it.each([
    ['', 'No invitation token provided', 422],
    ['not-a-real-token', 'Invalid invitation link', 404],
  ])('answers token %j with "%s"', async (value, message, status) => {
    const response = await lookup(value);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('reports an expired invitation', async () => {
    await t.deps.db.update(supportTeamInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await (await lookup(token)).json()).toEqual({ status: 'expired', invitation: null });
  });
});

describe('POST /api/invitations/accept', () => {
  it('grants support_member access from the inviter and marks the invitation accepted by that account', async () => {
    const invitee = await signUpVerifiedUser(t, { email: 'someone-else@example.com' });
    const response = await accept(token, invitee.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ lovedOneId });
    expect(await grantsOf(invitee.userId)).toMatchObject([
      { lovedOneId, role: 'support_member', grantedBy: admin.userId },
    ]);
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    expect(row).toMatchObject({ status: 'accepted', acceptedByUserId: invitee.userId });
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    expect(await (await lookup(token)).json()).toEqual({ status: 'accepted', invitation: null });
  });

  it('says "Invitation already accepted" the second time', async () => {
    const invitee = await signUpVerifiedUser(t);
    await accept(token, invitee.cookie);
    const again = await accept(token, invitee.cookie);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('Invitation already accepted');
  });

  it('says "Invitation has expired" and grants nothing after 14 days', async () => {
    const invitee = await signUpVerifiedUser(t);
    await t.deps.db.update(supportTeamInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await accept(token, invitee.cookie);
    expect((await errorOf(response)).message).toBe('Invitation has expired');
    expect(await grantsOf(invitee.userId)).toHaveLength(0);
  });

  it('says "Invalid invitation link" for an unknown token and "Not authenticated" when signed out', async () => {
    const invitee = await signUpVerifiedUser(t);
    expect((await errorOf(await accept('guessed', invitee.cookie))).message).toBe('Invalid invitation link');
    const anonymous = await accept(token, '');
    expect(anonymous.status).toBe(401);
  });

  it('creates exactly one grant when two accounts accept the same invitation at the same moment', async () => {
    const first = await signUpVerifiedUser(t);
    const second = await signUpVerifiedUser(t);
    const responses = await Promise.all([accept(token, first.cookie), accept(token, second.cookie)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const grants = await t.deps.db
      .select()
      .from(lovedOneAccess)
      .where(eq(lovedOneAccess.lovedOneId, lovedOneId));
    expect(grants).toHaveLength(1);
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    expect(row!.acceptedByUserId).toBe(grants[0]!.userId);
  });

  it('the same account accepting twice at once still has one grant', async () => {
    const invitee = await signUpVerifiedUser(t);
    await Promise.all([accept(token, invitee.cookie), accept(token, invitee.cookie)]);
    expect(await grantsOf(invitee.userId)).toHaveLength(1);
  });
});

describe('POST /api/invitations/sign-up', () => {
  const signUp = (body: Record<string, unknown>) =>
    t.request('POST', '/api/invitations/sign-up', { json: { token, ...body } });
  /** The admin's Copy link: a fresh token handed to the admin, not mailed to the invitee. */
  async function copyLink(): Promise<string> {
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    const response = await t.request('POST', `/api/team/${lovedOneId}/invitations/${row!.id}/link`, {
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    return new URL(((await response.json()) as { url: string }).url).searchParams.get('token')!;
  }
  const verificationMailsTo = async (email: string) =>
    (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter((mail) =>
      /verif/i.test(mail.subject),
    ).length;

  it('creates a verified account without a passcode, signs it in and accepts in one go', async () => {
    const response = await signUp(signUpBody);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ lovedOneId, verifyEmail: false });
    const cookie = cookieFrom(response);
    const session = await t.request('GET', '/api/auth/get-session', { cookie });
    const { user } = (await session.json()) as {
      user: { id: string; email: string; emailVerified: boolean };
    };
    expect(user).toMatchObject({ email: 'sam@example.com', emailVerified: true });
    expect(await grantsOf(user.id)).toHaveLength(1);
    const team = await t.request('GET', `/api/team/${lovedOneId}`, { cookie });
    expect(team.status).toBe(200);
    // The invitation mail proved the address, so no "verify your email" mail follows someone signed in.
    expect(await verificationMailsTo('sam@example.com')).toBe(0);
  });

  it('sent twice at once, makes one account and tells the other request that it exists', async () => {
    const answers = await Promise.all([signUp(signUpBody), signUp(signUpBody)]);
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((response) => response.status === 409)!;
    expect((await errorOf(refused)).message).toBe(INVITATION_SIGN_UP_MESSAGES.accountExists);
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'sam@example.com'))).toHaveLength(1);
  });

  it('always signs up the invited address, verified by the invitation, even when another is sent', async () => {
    const response = await signUp({ ...signUpBody, email: 'sam.other@example.com' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ lovedOneId, verifyEmail: false });
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'sam.other@example.com'))).toHaveLength(
      0,
    );
    const cookie = cookieFrom(response);
    const session = await t.request('GET', '/api/auth/get-session', { cookie });
    const { user } = (await session.json()) as {
      user: { id: string; email: string; emailVerified: boolean };
    };
    expect(user).toMatchObject({ email: 'sam@example.com', emailVerified: true });
    expect(await grantsOf(user.id)).toHaveLength(1);
    expect((await t.request('GET', `/api/team/${lovedOneId}`, { cookie })).status).toBe(200);
  });

  it('treats a token from Copy link as proving nothing about the address: it must be verified first', async () => {
    const copiedToken = await copyLink();
    const response = await signUp({ ...signUpBody, token: copiedToken });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ lovedOneId, verifyEmail: true });
    expect(response.headers.get('set-cookie')).toBeNull();
    const [account] = await t.deps.db.select().from(users).where(eq(users.email, 'sam@example.com'));
    expect(account!.emailVerified).toBe(false);
    // Joined, as the admin meant; signing in waits for the verification mail like any other sign-up.
    expect(await grantsOf(account!.id)).toHaveLength(1);
    const signIn = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email: 'sam@example.com', password: signUpBody.password },
    });
    expect(signIn.status).toBe(403);
    expect(await verificationMailsTo('sam@example.com')).toBeGreaterThan(0);
  });

  it('trusts the mail again once Resend mails a fresh token after a copied one', async () => {
    await copyLink();
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    const resent = await t.request('POST', `/api/team/${lovedOneId}/invitations/${row!.id}/resend`, {
      cookie: admin.cookie,
    });
    expect(resent.status).toBe(200);
    const mailedToken = await tokenMailedTo(t, 'sam@example.com');
    const response = await signUp({ ...signUpBody, token: mailedToken });
    expect(await response.json()).toEqual({ lovedOneId, verifyEmail: false });
    expect(cookieFrom(response)).not.toBe('');
  });

  it('flips to sign-in when the address already has an account, leaving the invitation pending', async () => {
    await signUpVerifiedUser(t, { email: 'sam@example.com' });
    const response = await signUp(signUpBody);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(
      'This email already has an account. Please sign in instead.',
    );
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    expect(row!.status).toBe('pending');
  });

  it.each([
    ['no last name', { lastName: '' }, 'Please enter your first and last name'],
    ['different passwords', { confirmPassword: 'Harbor-Test-2' }, "Passwords don't match"],
    [
      'a weak password',
      { password: 'harbor', confirmPassword: 'harbor' },
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number. Password must contain at least one special character',
    ],
  ])('refuses %s', async (_case, change, message) => {
    const response = await signUp({ ...signUpBody, ...change });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(message);
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'sam@example.com'))).toHaveLength(0);
  });

  it('creates no account for an accepted, expired or unknown invitation', async () => {
    await t.deps.db.update(supportTeamInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await errorOf(await signUp(signUpBody))).message).toBe('Invitation has expired');
    expect((await errorOf(await signUp({ ...signUpBody, token: 'unknown' }))).message).toBe(
      'Invalid invitation link',
    );
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'sam@example.com'))).toHaveLength(0);
  });
});
