import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { supportTeamInvitations, teamJoinRequests } from './team.schema.ts';
import { errorOf, invite, setUpTeam, validInvite } from './team.test-support.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof setUpTeam>>;
let invitationId: string;
let joinRequestId: string;

beforeEach(async () => {
  t = await createTestApp();
  team = await setUpTeam(t);
  await invite(t, team.admin.cookie, team.lovedOneId);
  const [row] = await t.deps.db.select().from(supportTeamInvitations);
  invitationId = row!.id;
  // The outsider has asked to join through the share link.
  const [request] = await t.deps.db
    .insert(teamJoinRequests)
    .values({ lovedOneId: team.lovedOneId, userId: team.outsider.userId })
    .returning();
  joinRequestId = request!.id;
});
afterEach(async () => {
  await t.close();
});

type Role = 'anonymous' | 'outsider' | 'member' | 'admin';
const cookieOf = (role: Role) =>
  role === 'anonymous'
    ? ''
    : { outsider: team.outsider, member: team.member, admin: team.admin }[role].cookie;

type Case = {
  name: string;
  method: string;
  path: () => string;
  json?: (role: Role) => unknown;
  /** Asked in this order, so the one that succeeds (and changes things) comes last. */
  expected: [Role, number][];
};

const adminOnly = (success: number): [Role, number][] => [
  ['anonymous', 401],
  ['outsider', 404],
  ['member', 404],
  ['admin', success],
];
const anyMember: [Role, number][] = [
  ['anonymous', 401],
  ['outsider', 404],
  ['member', 200],
  ['admin', 200],
];

const base = () => `/api/team/${team.lovedOneId}`;
const cases: Case[] = [
  { name: 'view the team', method: 'GET', path: base, expected: anyMember },
  { name: 'list assignees', method: 'GET', path: () => `${base()}/assignees`, expected: anyMember },
  {
    name: 'invite',
    method: 'POST',
    path: () => `${base()}/invitations`,
    json: (role) => ({ ...validInvite, email: `${role}-invitee@example.com` }),
    expected: adminOnly(201),
  },
  {
    name: 'delete an invitation',
    method: 'DELETE',
    path: () => `${base()}/invitations/${invitationId}`,
    expected: adminOnly(200),
  },
  {
    name: 'resend an invitation',
    method: 'POST',
    path: () => `${base()}/invitations/${invitationId}/resend`,
    expected: adminOnly(200),
  },
  {
    name: 'copy an invitation link',
    method: 'POST',
    path: () => `${base()}/invitations/${invitationId}/link`,
    expected: adminOnly(200),
  },
  {
    name: 'remove a member',
    method: 'DELETE',
    path: () => `${base()}/members/${team.member.userId}`,
    expected: adminOnly(200),
  },
  {
    name: 'leave the team',
    method: 'POST',
    path: () => `${base()}/leave`,
    expected: [
      ['anonymous', 401],
      ['outsider', 404],
      ['admin', 400],
      ['member', 200],
    ],
  },
  { name: 'see the join link', method: 'GET', path: () => `${base()}/join-link`, expected: adminOnly(200) },
  {
    name: 'switch the join link off',
    method: 'PUT',
    path: () => `${base()}/join-link`,
    json: () => ({ enabled: false }),
    expected: adminOnly(200),
  },
  {
    name: 'reset the join link',
    method: 'POST',
    path: () => `${base()}/join-link/reset`,
    expected: adminOnly(200),
  },
  {
    name: 'approve a join request',
    method: 'POST',
    path: () => `${base()}/join-requests/${joinRequestId}/approve`,
    expected: adminOnly(200),
  },
  {
    name: 'decline a join request',
    method: 'POST',
    path: () => `${base()}/join-requests/${joinRequestId}/decline`,
    expected: adminOnly(200),
  },
];

describe('who may do what on a team', () => {
  it.each(cases)('$name', async ({ method, path, json, expected }) => {
    for (const [role, status] of expected) {
      const response = await t.request(method, path(), { cookie: cookieOf(role), json: json?.(role) });
      expect(`${role}: ${response.status}`).toBe(`${role}: ${status}`);
      if (status === 404) expect(JSON.stringify(await response.json())).not.toContain('Mary');
    }
  });
});

describe('guessed ids', () => {
  it('an outsider using another team’s invitation id under their own loved one gets 404 and changes nothing', async () => {
    const own = `/api/team/${team.outsiderLovedOneId}/invitations/${invitationId}`;
    for (const [method, path] of [
      ['DELETE', own],
      ['POST', `${own}/resend`],
      ['POST', `${own}/link`],
    ] as const) {
      const response = await t.request(method, path, { cookie: team.outsider.cookie });
      expect(response.status).toBe(404);
    }
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    expect(row!.id).toBe(invitationId);
  });

  it('answers a made-up or malformed loved-one id with the same 404 as another person’s', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', team.lovedOneId]) {
      const response = await t.request('GET', `/api/team/${id}`, { cookie: team.outsider.cookie });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('Loved one not found');
    }
  });

  it('answers a malformed invitation or request id with 404', async () => {
    const del = await t.request('DELETE', `${base()}/invitations/nope`, { cookie: team.admin.cookie });
    expect(del.status).toBe(404);
    const approve = await t.request('POST', `${base()}/join-requests/nope/approve`, {
      cookie: team.admin.cookie,
    });
    expect(approve.status).toBe(404);
  });
});

describe('removing a member', () => {
  it('ends their access at once and makes their tasks Unassigned', async () => {
    const [task] = await t.deps.db
      .insert(tasks)
      .values({
        lovedOneId: team.lovedOneId,
        title: 'Call the bank',
        category: 'financial',
        assignedToUserId: team.member.userId,
      })
      .returning();
    expect((await t.request('GET', base(), { cookie: team.member.cookie })).status).toBe(200);
    await t.request('DELETE', `${base()}/members/${team.member.userId}`, { cookie: team.admin.cookie });
    expect((await t.request('GET', base(), { cookie: team.member.cookie })).status).toBe(404);
    const [after] = await t.deps.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(after!.assignedToUserId).toBeNull();
  });

  it('lets a member leave, with the same effect', async () => {
    await t.request('POST', `${base()}/leave`, { cookie: team.member.cookie });
    expect(
      await t.deps.db.select().from(lovedOneAccess).where(eq(lovedOneAccess.userId, team.member.userId)),
    ).toEqual([]);
  });

  it('does not let the admin remove themself as a member', async () => {
    const response = await t.request('DELETE', `${base()}/members/${team.admin.userId}`, {
      cookie: team.admin.cookie,
    });
    expect(response.status).toBe(404);
  });
});

describe('the assignee list', () => {
  it('holds the admin and every member with access, with names', async () => {
    const response = await t.request('GET', `${base()}/assignees`, { cookie: team.member.cookie });
    const { assignees } = (await response.json()) as {
      assignees: { userId: string; name: string; role: string }[];
    };
    expect(assignees).toEqual([
      expect.objectContaining({ userId: team.admin.userId, name: 'Alex Admin', role: 'admin' }),
      expect.objectContaining({ userId: team.member.userId, name: 'Morgan Member', role: 'support_member' }),
    ]);
  });
});
