import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { createTeam, insertTask } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createLogger } from '../infra/logger.ts';
import { createNotificationScheduler } from '../notifications/notification-scheduler.ts';
import { mailsTo } from '../notifications/notifications.test-support.ts';
import { lovedOnes } from './loved-ones.schema.ts';

// Someone's own plans are "My Plans" to the planner and "{planner}’s plans" to the rest of their team,
// on every screen and in every mail (decision 078): "My Plans" read by a friend names the friend's plans.

let t: TestApp;
let team: Awaited<ReturnType<typeof createTeam>>;
beforeEach(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  await t.deps.db
    .update(lovedOnes)
    .set({
      kind: 'planning-ahead',
      firstName: 'My',
      lastName: 'Plans',
      relationshipToUser: null,
      dateOfDeath: null,
    })
    .where(eq(lovedOnes.id, team.lovedOne.id));
});
afterEach(async () => {
  await t.close();
});

type Named = { firstName: string; lastName: string; nameGiven: boolean; plannerName: string | null };

async function namesSeenBy(cookie: string) {
  const id = team.lovedOne.id;
  const json = async <T>(path: string) => {
    const response = await t.request('GET', path, { cookie });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const task = await insertTask(t, { lovedOneId: id, title: 'Write down my wishes' });
  return {
    dashboard: (await json<{ lovedOnes: (Named & { id: string })[] }>('/api/dashboard')).lovedOnes.find(
      (lovedOne) => lovedOne.id === id,
    )?.plannerName,
    profile: (await json<{ lovedOne: Named }>(`/api/loved-ones/${id}`)).lovedOne.plannerName,
    hubs: (await json<{ context: { lovedOne: Named } }>(`/api/hubs/${id}/context`)).context.lovedOne
      .plannerName,
    task: (await json<{ lovedOne: Named }>(`/api/tasks/${task.id}`)).lovedOne.plannerName,
    checklist: (await json<{ lovedOne: Named }>(`/api/loved-ones/${id}/checklist`)).lovedOne.plannerName,
    team: (await json<{ lovedOne: { name: string } }>(`/api/team/${id}`)).lovedOne.name,
    memorial: (await json<{ lovedOne: Named }>(`/api/memorials/by-loved-one/${id}`)).lovedOne.plannerName,
  };
}

describe('the name of someone’s own plans', () => {
  it('is “My Plans” to the planner', async () => {
    expect(await namesSeenBy(team.admin.cookie)).toEqual({
      dashboard: null,
      profile: null,
      hubs: null,
      task: null,
      checklist: null,
      team: 'My Plans',
      memorial: null,
    });
  });

  it('is the planner’s plans to everyone else on their team', async () => {
    expect(await namesSeenBy(team.member.cookie)).toEqual({
      dashboard: 'Ada Admin',
      profile: 'Ada Admin',
      hubs: 'Ada Admin',
      task: 'Ada Admin',
      checklist: 'Ada Admin',
      team: 'Ada Admin’s plans',
      memorial: 'Ada Admin',
    });
  });

  it('names the plans after the planner in the checklist a member downloads', async () => {
    const response = await t.request('GET', `/api/loved-ones/${team.lovedOne.id}/checklist.ics`, {
      cookie: team.member.cookie,
    });
    expect(response.headers.get('content-disposition')).toContain('harbor-checklist-ada-admins-plans.ics');
  });

  it('is the planner’s plans in the mail that asks a member to help', async () => {
    const task = await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Write down my wishes' });
    const response = await t.request('PATCH', `/api/tasks/${task.id}`, {
      cookie: team.admin.cookie,
      json: { assignedToUserId: team.member.userId },
    });
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(t.deps.db, team.member.email, '');
    expect(mail?.text).toContain('asked you to help with “Write down my wishes” for Ada Admin’s plans.');
    expect(mail?.text).not.toContain('My Plans');
  });

  it('is “My Plans” in the planner’s weekly digest and the planner’s plans in a member’s', async () => {
    await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Choose music', dueDate: '2026-11-25' });
    const scheduler = createNotificationScheduler({
      db: t.deps.db,
      mail: t.config,
      logger: createLogger('silent'),
      now: () => new Date('2026-11-23T09:00:00Z'),
    });
    await scheduler.runOnce();
    const [planners] = await mailsTo(t.deps.db, team.admin.email, 'Your week for');
    const [members] = await mailsTo(t.deps.db, team.member.email, 'Your week for');
    expect(planners?.subject).toBe('Your week for My Plans');
    expect(members?.subject).toBe('Your week for Ada Admin’s plans');
  });
});

describe('letters for someone’s own plans', () => {
  it('are never written: they would announce the planner’s death (decision 079)', async () => {
    const hubLetter = await t.request(
      'GET',
      `/api/hubs/${team.lovedOne.id}/templates/bank-account-closure.pdf?timeZone=UTC`,
      { cookie: team.admin.cookie },
    );
    expect(hubLetter.status).toBe(422);
    expect(((await hubLetter.json()) as { error: { message: string } }).error.message).toBe(
      PLAN_MESSAGES.noLetters,
    );
    const added = await t.request('POST', `/api/inventory/${team.lovedOne.id}/items`, {
      cookie: team.admin.cookie,
      json: { kind: 'bank_account', institution: 'First Bank' },
    });
    expect(added.status).toBe(201);
    const { item } = (await added.json()) as { item: { id: string } };
    for (const path of ['letter', 'letter.pdf']) {
      const letter = await t.request('GET', `/api/inventory/${team.lovedOne.id}/items/${item.id}/${path}`, {
        cookie: team.member.cookie,
      });
      expect(letter.status, path).toBe(422);
    }
  });
});
