import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { errorOf } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { invite, setUpTeam, tokenMailedTo } from './team.test-support.ts';

// A team on someone's own plans (decision 077): the planner is alive, so nothing the team's mails and
// pages say speaks of a loss or names "My Plans", and the plans are never handed to someone else.

let t: TestApp;
let team: Awaited<ReturnType<typeof setUpTeam>>;
beforeEach(async () => {
  t = await createTestApp();
  team = await setUpTeam(t);
  await t.deps.db
    .update(lovedOnes)
    .set({ kind: 'planning-ahead', firstName: 'My', lastName: 'Plans', relationshipToUser: null })
    .where(eq(lovedOnes.id, team.lovedOneId));
});
afterEach(async () => {
  await t.close();
});

describe('the team of one’s own plans', () => {
  it('invites with the planner’s words: their plans and wishes, never a loss or “My Plans”', async () => {
    expect((await invite(t, team.admin.cookie, team.lovedOneId)).status).toBe(201);
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'sam@example.com'));
    expect(mail!.subject).toBe('Alex Admin would like to share their plans with you on Harbor');
    expect(mail!.text).toContain(
      'Alex Admin has invited you to their team on Harbor, where they are writing down their own plans and wishes.',
    );
    expect(mail!.text).not.toMatch(/loss|My Plans/);

    const token = await tokenMailedTo(t, 'sam@example.com');
    const lookup = await t.request('POST', '/api/invitations/lookup', { json: { token } });
    expect(await lookup.json()).toMatchObject({ status: 'pending', invitation: { isOwnPlan: true } });
  });

  it('says whose plans a join link is for', async () => {
    const link = await t.request('GET', `/api/team/${team.lovedOneId}/join-link`, {
      cookie: team.admin.cookie,
    });
    const key = new URL(((await link.json()) as { url: string }).url).searchParams.get('key');
    const lookup = await t.request('POST', `/api/join/${team.lovedOneId}/lookup`, { json: { key } });
    expect(await lookup.json()).toMatchObject({ isOwnPlan: true, adminName: 'Alex Admin' });
  });

  it('is never handed over: the team offers no hand-over, the server refuses one and nothing changes', async () => {
    const listed = await t.request('GET', `/api/team/${team.lovedOneId}`, { cookie: team.admin.cookie });
    expect(((await listed.json()) as { can: { handOver: boolean; invite: boolean } }).can).toMatchObject({
      handOver: false,
      invite: true,
    });
    const handOver = await t.request(
      'POST',
      `/api/team/${team.lovedOneId}/members/${team.member.userId}/make-admin`,
      {
        cookie: team.admin.cookie,
      },
    );
    expect(handOver.status).toBe(422);
    expect((await errorOf(handOver)).message).toBe(PLAN_MESSAGES.notHandedOver);
    const [row] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, team.lovedOneId));
    expect(row!.adminUserId).toBe(team.admin.userId);
    const grants = await t.deps.db
      .select()
      .from(lovedOneAccess)
      .where(eq(lovedOneAccess.lovedOneId, team.lovedOneId));
    expect(grants.map((grant) => grant.userId)).toEqual([team.member.userId]);

    const impact = await t.request('GET', '/api/account/deletion-impact', { cookie: team.admin.cookie });
    expect(await impact.json()).toEqual({
      lovedOnes: [
        {
          id: team.lovedOneId,
          name: 'My Plans',
          membersLosingAccess: 1,
          hasLiveMemorial: false,
          canBeHandedOver: false,
        },
      ],
    });
  });
});
