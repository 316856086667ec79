import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import { errorOf } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { mailOutbox, securityEvents } from '../infra/infra.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { supportTeamInvitations } from './team.schema.ts';
import { invite, setUpTeam, tokenMailedTo, validInvite } from './team.test-support.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof setUpTeam>>;
beforeEach(async () => {
  t = await createTestApp();
  team = await setUpTeam(t);
});
afterEach(async () => {
  await t.close();
});

const invitationCount = async () => {
  const [row] = await t.deps.db.select({ value: count() }).from(supportTeamInvitations);
  return row!.value;
};

describe('POST /api/team/:lovedOneId/invitations', () => {
  it('stores a pending support_member invitation for 14 days and queues a mail that says who, for whom and why', async () => {
    const response = await invite(t, team.admin.cookie, team.lovedOneId, {
      ...validInvite,
      email: ' Sam@Example.COM ',
    });
    expect(response.status).toBe(201);
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    expect(row).toMatchObject({
      lovedOneId: team.lovedOneId,
      invitedByUserId: team.admin.userId,
      invitedEmail: 'sam@example.com',
      invitedFirstName: 'Sam',
      invitedLastName: 'Lee',
      relationshipToLovedOne: 'close_friend',
      personalMessage: validInvite.personalMessage,
      role: 'support_member',
      status: 'pending',
      acceptedAt: null,
    });
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(14, 1);

    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.mailId!));
    expect(mail!.toAddress).toBe('sam@example.com');
    expect(mail!.subject).toContain('Alex Admin');
    expect(mail!.text).toContain('Alex Admin');
    expect(mail!.text).toContain('Mary Jones');
    expect(mail!.text).toContain('close friend');
    expect(mail!.text).toContain(validInvite.personalMessage);
    expect(mail!.text).toContain('http://localhost:3000/accept-invitation?token=');
  });

  it('names the loved one in the subject once their name is given', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'sam@example.com'));
    expect(mail!.subject).toBe('Alex Admin invited you to help with Mary Jones’s affairs on Harbor');
  });

  it('never puts the relationship standing in for a name not given in the mail or on the invitation page', async () => {
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: 'Parent', lastName: '', nameGiven: false })
      .where(eq(lovedOnes.id, team.lovedOneId));
    expect((await invite(t, team.admin.cookie, team.lovedOneId)).status).toBe(201);
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'sam@example.com'));
    expect(mail!.subject).toBe('Alex Admin invited you to help on Harbor');
    expect(mail!.text).toContain('Alex Admin has invited you to join the family & friends team on Harbor.');
    expect(`${mail!.subject}\n${mail!.text}`).not.toContain('Parent');

    const token = await tokenMailedTo(t, 'sam@example.com');
    const lookup = await t.request('POST', '/api/invitations/lookup', { json: { token } });
    expect(
      ((await lookup.json()) as { invitation: { lovedOneName: string | null } }).invitation.lovedOneName,
    ).toBeNull();
  });

  it('keeps only the hash of the token: the mailed token appears nowhere in the database row', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    const token = await tokenMailedTo(t, 'sam@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    expect(row!.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("logs 'support_invitation_sent' with the invitee, the loved one and the relationship", async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'support_invitation_sent'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: team.admin.userId });
    expect(events[0]!.details).toMatchObject({
      invitedEmail: 'sam@example.com',
      lovedOneId: team.lovedOneId,
      relationship: 'close_friend',
    });
  });

  it.each([
    [
      'a blank first name',
      { ...validInvite, firstName: '' },
      'firstName',
      'Please fill in all required fields',
    ],
    [
      'a blank last name',
      { ...validInvite, lastName: '   ' },
      'lastName',
      'Please fill in all required fields',
    ],
    ['no e-mail', { ...validInvite, email: undefined }, 'email', 'Please fill in all required fields'],
    [
      'an address without a top-level domain',
      { ...validInvite, email: 'sam@example' },
      'email',
      'Please enter a valid email address.',
    ],
    [
      'an address with a space',
      { ...validInvite, email: 'sam lee@example.com' },
      'email',
      'Please enter a valid email address.',
    ],
    [
      'a digit in a name',
      { ...validInvite, firstName: 'S4m' },
      'firstName',
      'Names can only contain letters, spaces, hyphens, and apostrophes',
    ],
    ['markup in a name', { ...validInvite, lastName: '<script>' }, 'lastName', 'Invalid input detected'],
    [
      'a message of 1001 characters',
      { ...validInvite, personalMessage: 'x'.repeat(1001) },
      'personalMessage',
      'Content exceeds maximum length of 1000 characters',
    ],
    [
      'a message with a script',
      { ...validInvite, personalMessage: '<script>alert(1)</script>' },
      'personalMessage',
      'Content contains potentially dangerous elements',
    ],
    [
      "the admin's own address",
      { ...validInvite, email: 'ALEX@example.com' },
      'email',
      'You cannot invite yourself to the family & friends team',
    ],
  ])('refuses %s on its field (%s) and stores nothing', async (_case, body, path, message) => {
    const response = await invite(t, team.admin.cookie, team.lovedOneId, body);
    expect(response.status).toBe(422);
    const refusal = await errorOf(response);
    expect(refusal.message).toBe(message);
    // The form says it under that field and keeps what was typed.
    expect(refusal.issues?.[0]).toEqual({ path, message });
    expect(await invitationCount()).toBe(0);
    expect(
      await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'sam@example.com')),
    ).toHaveLength(0);
  });

  it('refuses a second pending invitation to the same address for the same loved one', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    const again = await invite(t, team.admin.cookie, team.lovedOneId, {
      ...validInvite,
      email: 'SAM@example.com',
    });
    expect(again.status).toBe(409);
    // Named on the e-mail field, so the form says it there and keeps what was typed.
    expect((await errorOf(again)).issues).toEqual([
      { path: 'email', message: 'An invitation is already waiting for this email address.' },
    ]);
    expect(await invitationCount()).toBe(1);
  });

  it('refuses to invite someone already on the team', async () => {
    const response = await invite(t, team.admin.cookie, team.lovedOneId, {
      ...validInvite,
      email: 'morgan@example.com',
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).issues).toEqual([
      { path: 'email', message: 'This person is already on the family & friends team.' },
    ]);
  });

  it('allows 5 invitations per admin in 15 minutes, then answers 429 with Retry-After', async () => {
    for (let index = 0; index < 5; index += 1) {
      const response = await invite(t, team.admin.cookie, team.lovedOneId, {
        ...validInvite,
        email: `person${index}@example.com`,
      });
      expect(response.status).toBe(201);
    }
    const sixth = await invite(t, team.admin.cookie, team.lovedOneId, {
      ...validInvite,
      email: 'six@example.com',
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(sixth)).message).toBe('Too many invitation attempts. Please try again later.');
    expect(await invitationCount()).toBe(5);
  });

  it("answers 'Not authenticated' when signed out", async () => {
    const response = await invite(t, '', team.lovedOneId);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe('Not authenticated');
  });
});

describe('the team listing', () => {
  it('lists pending invitations newest first with their delivery state, and counts members + invitations + the user', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId, { ...validInvite, email: 'first@example.com' });
    await invite(t, team.admin.cookie, team.lovedOneId, { ...validInvite, email: 'second@example.com' });
    const response = await t.request('GET', `/api/team/${team.lovedOneId}`, { cookie: team.admin.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      invitations: { email: string; delivery: string; status: string }[];
      members: { firstName: string; role: string }[];
      count: number;
      lovedOne: { name: string };
    };
    expect(body.lovedOne.name).toBe('Mary Jones');
    expect(body.invitations.map((row) => row.email)).toEqual(['second@example.com', 'first@example.com']);
    expect(body.invitations[0]).toMatchObject({ status: 'pending', delivery: 'queued' });
    expect(body.members.map((member) => [member.firstName, member.role])).toEqual([
      ['Alex', 'admin'],
      ['Morgan', 'support_member'],
    ]);
    expect(body.count).toBe(1 + 2 + 1);
  });

  it('hides invitees’ addresses and delivery from support members', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    const response = await t.request('GET', `/api/team/${team.lovedOneId}`, { cookie: team.member.cookie });
    const body = (await response.json()) as { invitations: { email: unknown; delivery: unknown }[] };
    expect(body.invitations[0]).toMatchObject({ email: null, delivery: null });
    expect(JSON.stringify(body)).not.toContain('sam@example.com');
    expect(JSON.stringify(body)).not.toContain('alex@example.com');
  });

  it('says when an invitation mail finally failed, so the admin can copy the link instead', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    await t.deps.db.update(mailOutbox).set({ status: 'failed' });
    const response = await t.request('GET', `/api/team/${team.lovedOneId}`, { cookie: team.admin.cookie });
    const body = (await response.json()) as { invitations: { delivery: string }[] };
    expect(body.invitations[0]!.delivery).toBe('failed');
  });
});

describe('resend and copy link', () => {
  it('copy link issues a fresh token: the old link stops working and no mail is sent', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    const oldToken = await tokenMailedTo(t, 'sam@example.com');
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    const response = await t.request('POST', `/api/team/${team.lovedOneId}/invitations/${row!.id}/link`, {
      cookie: team.admin.cookie,
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const newToken = new URL(url).searchParams.get('token')!;
    expect(newToken).not.toBe(oldToken);
    const lookup = (token: string) => t.request('POST', '/api/invitations/lookup', { json: { token } });
    expect((await lookup(oldToken)).status).toBe(404);
    expect((await lookup(newToken)).status).toBe(200);
    expect(
      await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'sam@example.com')),
    ).toHaveLength(1);
  });

  it('resend mails a fresh link', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    const oldToken = await tokenMailedTo(t, 'sam@example.com');
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    const response = await t.request('POST', `/api/team/${team.lovedOneId}/invitations/${row!.id}/resend`, {
      cookie: team.admin.cookie,
    });
    expect(response.status).toBe(200);
    const mails = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'sam@example.com'));
    expect(mails).toHaveLength(2);
    const newToken = await tokenMailedTo(t, 'sam@example.com');
    expect(newToken).not.toBe(oldToken);
    const [updated] = await t.deps.db.select().from(supportTeamInvitations);
    expect(updated!.tokenHash).toBe(hashInvitationToken(newToken));
  });

  it('deletes a pending invitation', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    const response = await t.request('DELETE', `/api/team/${team.lovedOneId}/invitations/${row!.id}`, {
      cookie: team.admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(await invitationCount()).toBe(0);
  });

  it('withdraws an invitation again as no error, and says why an accepted one stays', async () => {
    await invite(t, team.admin.cookie, team.lovedOneId);
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    const withdraw = () =>
      t.request('DELETE', `/api/team/${team.lovedOneId}/invitations/${row!.id}`, {
        cookie: team.admin.cookie,
      });
    await t.deps.db.update(supportTeamInvitations).set({ status: 'accepted' });
    const refused = await withdraw();
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(TEAM_MESSAGES.invitationAccepted);
    expect(await invitationCount()).toBe(1);

    await t.deps.db.update(supportTeamInvitations).set({ status: 'pending' });
    expect((await withdraw()).status).toBe(200);
    // The answer to the first was lost, say, and the admin presses Withdraw again.
    expect((await withdraw()).status).toBe(200);
    expect(await invitationCount()).toBe(0);
  });
});
