import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Viewer } from '#shared/permissions/policy.ts';
import { type TeamAction, teamPolicy } from '#shared/permissions/team-permissions.ts';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import { answerOf, ask, expectedAnswer } from '#test/factories/permission-matrix.ts';
import { errorOf } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { supportTeamInvitations, teamJoinRequests } from './team.schema.ts';
import { invite, setUpTeam, validInvite } from './team.test-support.ts';

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
const viewerOf = (role: Role): Viewer => {
  if (role === 'anonymous') return { userId: null, role: null };
  if (role === 'outsider') return { userId: team.outsider.userId, role: null };
  return role === 'admin'
    ? { userId: team.admin.userId, role: 'admin' }
    : { userId: team.member.userId, role: 'support_member' };
};

type Case = {
  name: string;
  method: string;
  path: () => string;
  json?: (role: Role) => unknown;
  action: TeamAction;
  success: number;
  /** Asked in this order, so the one that succeeds (and changes things) comes last. */
  order?: Role[];
  /**
   * What the route answers someone the team does not exist for, where it is not the policy's 404:
   * leaving a team one is not on is done already (decision 081).
   */
  outsider?: number;
};

const base = () => `/api/team/${team.lovedOneId}`;
const cases: Case[] = [
  { name: 'view the team', method: 'GET', path: base, action: 'view', success: 200 },
  { name: 'list assignees', method: 'GET', path: () => `${base()}/assignees`, action: 'view', success: 200 },
  {
    name: 'invite',
    method: 'POST',
    path: () => `${base()}/invitations`,
    json: (role) => ({ ...validInvite, email: `${role}-invitee@example.com` }),
    action: 'invite',
    success: 201,
  },
  {
    name: 'delete an invitation',
    method: 'DELETE',
    path: () => `${base()}/invitations/${invitationId}`,
    action: 'invite',
    success: 200,
  },
  {
    name: 'resend an invitation',
    method: 'POST',
    path: () => `${base()}/invitations/${invitationId}/resend`,
    action: 'invite',
    success: 200,
  },
  {
    name: 'copy an invitation link',
    method: 'POST',
    path: () => `${base()}/invitations/${invitationId}/link`,
    action: 'invite',
    success: 200,
  },
  {
    name: 'remove a member',
    method: 'DELETE',
    path: () => `${base()}/members/${team.member.userId}`,
    action: 'removeMember',
    success: 200,
  },
  {
    name: 'leave the team',
    method: 'POST',
    path: () => `${base()}/leave`,
    action: 'leave',
    success: 200,
    order: ['anonymous', 'outsider', 'admin', 'member'],
    outsider: 200,
  },
  {
    name: 'see the join link',
    method: 'GET',
    path: () => `${base()}/join-link`,
    action: 'shareJoinLink',
    success: 200,
  },
  {
    name: 'switch the join link off',
    method: 'PUT',
    path: () => `${base()}/join-link`,
    json: () => ({ enabled: false }),
    action: 'shareJoinLink',
    success: 200,
  },
  {
    name: 'reset the join link',
    method: 'POST',
    path: () => `${base()}/join-link/reset`,
    action: 'shareJoinLink',
    success: 200,
  },
  {
    name: 'approve a join request',
    method: 'POST',
    path: () => `${base()}/join-requests/${joinRequestId}/approve`,
    action: 'answerJoinRequests',
    success: 200,
  },
  {
    name: 'decline a join request',
    method: 'POST',
    path: () => `${base()}/join-requests/${joinRequestId}/decline`,
    action: 'answerJoinRequests',
    success: 200,
  },
];

describe('who may do what on a team', () => {
  it.each(cases)('$name', async ({ method, path, json, action, success, order, outsider }) => {
    for (const role of order ?? (['anonymous', 'outsider', 'member', 'admin'] as const)) {
      const response = await t.request(method, path(), { cookie: cookieOf(role), json: json?.(role) });
      const question = ask(teamPolicy, action, { lovedOneId: team.lovedOneId });
      const expected =
        role === 'outsider' && outsider
          ? { status: outsider }
          : expectedAnswer(viewerOf(role), [question], success);
      expect([role, await answerOf(response.clone())]).toEqual([role, expected]);
      if (expected.status === 404) expect(JSON.stringify(await response.json())).not.toContain('Mary');
    }
  });

  it('spells out the decision-034 matrix the policy answers above', () => {
    const statusesOf = (role: Role) =>
      cases.map(
        ({ action, success }) =>
          expectedAnswer(viewerOf(role), [ask(teamPolicy, action, { lovedOneId: team.lovedOneId })], success)
            .status,
      );
    expect({
      anonymous: statusesOf('anonymous'),
      outsider: statusesOf('outsider'),
      member: statusesOf('member'),
      admin: statusesOf('admin'),
    }).toEqual({
      //       view list invite delete resend link remove leave see  switch reset approve decline
      anonymous: Array(13).fill(401),
      outsider: Array(13).fill(404),
      member: [200, 200, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403],
      admin: [200, 200, 201, 200, 200, 200, 200, 403, 200, 200, 200, 200, 200],
    });
  });
});

describe('guessed ids', () => {
  it('an outsider using another team’s invitation id under their own loved one changes nothing', async () => {
    const own = `/api/team/${team.outsiderLovedOneId}/invitations/${invitationId}`;
    for (const action of ['resend', 'link']) {
      const response = await t.request('POST', `${own}/${action}`, { cookie: team.outsider.cookie });
      expect(response.status).toBe(404);
    }
    // Withdrawing it there withdraws nothing, as for an invitation already withdrawn (decision 081).
    expect((await t.request('DELETE', own, { cookie: team.outsider.cookie })).status).toBe(200);
    const [row] = await t.deps.db.select().from(supportTeamInvitations);
    expect(row).toMatchObject({ id: invitationId, status: 'pending' });
  });

  it('answers a made-up or malformed loved-one id with the same 404 as another person’s', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', team.lovedOneId]) {
      const response = await t.request('GET', `/api/team/${id}`, { cookie: team.outsider.cookie });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('Loved one not found');
    }
  });

  it('answers a malformed request id with 404, and withdraws nothing for a malformed invitation id', async () => {
    const del = await t.request('DELETE', `${base()}/invitations/nope`, { cookie: team.admin.cookie });
    expect(del.status).toBe(200);
    expect(await t.deps.db.select().from(supportTeamInvitations)).toHaveLength(1);
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

  it('lets a member leave, with the same effect, and leave again as no error', async () => {
    const leave = () => t.request('POST', `${base()}/leave`, { cookie: team.member.cookie });
    expect((await leave()).status).toBe(200);
    expect(
      await t.deps.db.select().from(lovedOneAccess).where(eq(lovedOneAccess.userId, team.member.userId)),
    ).toEqual([]);
    // The answer was lost on the way, and the page asks again: they are off the team, as they asked.
    expect((await leave()).status).toBe(200);
    // Nothing about a loved one they never saw, or one that does not exist, is told either.
    const elsewhere = await t.request('POST', '/api/team/00000000-0000-4000-8000-000000000000/leave', {
      cookie: team.member.cookie,
    });
    expect(elsewhere.status).toBe(200);
  });

  it('does not let the admin remove themself as a member', async () => {
    const response = await t.request('DELETE', `${base()}/members/${team.admin.userId}`, {
      cookie: team.admin.cookie,
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(TEAM_MESSAGES.adminNotRemoved);
    expect((await t.request('GET', base(), { cookie: team.admin.cookie })).status).toBe(200);
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
