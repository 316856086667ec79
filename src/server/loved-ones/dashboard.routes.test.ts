import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/dates/calendar-days.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { createTeam, insertTask } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { sessions } from '../auth/auth.schema.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';
import { onboardingAnswers } from '../onboarding/onboarding.schema.ts';
import { supportTeamInvitations } from '../team/team.schema.ts';
import { lovedOnes } from './loved-ones.schema.ts';
import type { LovedOneSummary } from './summarize-loved-one.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type DashboardBody = {
  lovedOnes: { id: string; can: Record<string, boolean>; firstName: string }[];
  selectedId: string | null;
  summary: LovedOneSummary | null;
};

const TIME_ZONE = 'America/New_York';

/** The fixture whose numbers are worked out by hand below; `today` is the user's date in New York. */
async function seedFixture(lovedOneId: string, today: string) {
  const day = (offset: number) => addDays(today, offset);
  const rows = [
    { title: 'T1 done legal', status: 'completed', area: 'legal', dueDate: day(-3), sortOrder: 1 },
    { title: 'T2 overdue legal', status: 'pending', area: 'legal', dueDate: day(-1), sortOrder: 2 },
    { title: 'T3 today financial', status: 'in_progress', area: 'financial', dueDate: day(0), sortOrder: 3 },
    { title: 'T4 in 6 days financial', status: 'pending', area: 'financial', dueDate: day(6), sortOrder: 4 },
    { title: 'T5 in 7 days accounts', status: 'pending', area: 'accounts', dueDate: day(7), sortOrder: 5 },
    { title: 'T6 undated memorial', status: 'pending', area: 'memorial', dueDate: null, sortOrder: 6 },
    { title: 'T7 hidden legal', status: 'hidden', area: 'legal', dueDate: day(0), sortOrder: 7 },
    { title: 'T8 done memorial', status: 'completed', area: 'memorial', dueDate: day(2), sortOrder: 8 },
  ] as const;
  for (const row of rows) await insertTask(t, { lovedOneId, ...row, estimatedMinutes: 10 });
}

describe('GET /api/dashboard', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.request('GET', '/api/dashboard')).status).toBe(401);
  });

  it('has no loved ones and no summary for a new user', async () => {
    const user = await signUpUser(t);
    const response = await t.request('GET', '/api/dashboard', { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ lovedOnes: [], selectedId: null, summary: null });
  });

  it('computes every number of the summary as worked out by hand', async () => {
    const { admin, lovedOne } = await createTeam(t);
    const today = todayIn(TIME_ZONE);
    await seedFixture(lovedOne.id, today);
    const response = await t.request('GET', `/api/dashboard?timeZone=${encodeURIComponent(TIME_ZONE)}`, {
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as DashboardBody;
    expect(body.selectedId).toBe(lovedOne.id);
    const summary = body.summary!;
    expect(summary.today).toBe(today);
    // 7 visible tasks (T7 is hidden): 2 completed, 1 in progress, 4 not started, 5 open.
    // Due this week: T3 (today) and T4 (today + 6). Overdue: T2. T5 (today + 7) is neither.
    expect(summary.counts).toEqual({
      total: 7,
      completed: 2,
      inProgress: 1,
      notStarted: 4,
      open: 5,
      dueThisWeek: 2,
      overdue: 1,
    });
    expect(summary.taskCompletionPct).toBe(29); // 2 / 7 = 28.6 %
    expect(summary.onboardingCompletionPct).toBeNull();
    expect(summary.overallProgressPct).toBe(29);
    expect(summary.areas).toEqual([
      { area: 'memorial', total: 2, completed: 1, percent: 50, items: null },
      { area: 'support', total: 0, completed: 0, percent: 0, items: null },
      { area: 'legal', total: 2, completed: 1, percent: 50, items: null },
      { area: 'financial', total: 2, completed: 0, percent: 0, items: null },
      { area: 'accounts', total: 1, completed: 0, percent: 0, items: null },
    ]);
    expect(summary.badges).toEqual(['No memorial page']);
    expect(summary.teamCount).toBe(3);
    expect(summary.nextTask?.title).toBe('T2 overdue legal');
    expect(summary.openTasks.map((task) => task.title)).toEqual([
      'T2 overdue legal',
      'T3 today financial',
      'T4 in 6 days financial',
      'T5 in 7 days accounts',
    ]);
    expect(summary.openTasks[0]).toMatchObject({ estimatedMinutes: 10, status: 'pending' });
  });

  it("shows '10+ pending tasks' from the eleventh open task", async () => {
    const { admin, lovedOne } = await createTeam(t);
    for (let i = 0; i < 10; i += 1) await insertTask(t, { lovedOneId: lovedOne.id, status: 'pending' });
    const ten = (await (
      await t.request('GET', '/api/dashboard', { cookie: admin.cookie })
    ).json()) as DashboardBody;
    expect(ten.summary!.badges).toEqual(['No memorial page']);
    await insertTask(t, { lovedOneId: lovedOne.id, status: 'in_progress' });
    const eleven = (await (
      await t.request('GET', '/api/dashboard', { cookie: admin.cookie })
    ).json()) as DashboardBody;
    expect(eleven.summary!.badges).toEqual(['10+ pending tasks', 'No memorial page']);
  });

  it('averages in onboarding, drops the memorial badge and counts pending invitations once they exist', async () => {
    const { admin, lovedOne } = await createTeam(t);
    await insertTask(t, { lovedOneId: lovedOne.id, status: 'completed' });
    await insertTask(t, { lovedOneId: lovedOne.id, status: 'pending' });
    await insertTask(t, { lovedOneId: lovedOne.id, status: 'pending' });
    await insertTask(t, { lovedOneId: lovedOne.id, status: 'pending' });
    await t.deps.db
      .insert(onboardingAnswers)
      .values({ lovedOneId: lovedOne.id, path: 'recent-loss', answersJson: {}, completionPct: 60 });
    await t.deps.db
      .insert(memorialPages)
      .values({ lovedOneId: lovedOne.id, slug: 'rose-lane', title: 'Rose Lane' });
    await t.deps.db.insert(supportTeamInvitations).values({
      lovedOneId: lovedOne.id,
      invitedEmail: 'cousin@example.com',
      invitedFirstName: 'Cal',
      invitedLastName: 'Cousin',
      tokenHash: 'not-a-real-token-hash',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const body = (await (
      await t.request('GET', '/api/dashboard', { cookie: admin.cookie })
    ).json()) as DashboardBody;
    const summary = body.summary!;
    // Tasks 1 of 4 = 25 %; onboarding 60 %; (25 + 60) / 2 = 42.5 → 43.
    expect(summary.taskCompletionPct).toBe(25);
    expect(summary.onboardingCompletionPct).toBe(60);
    expect(summary.overallProgressPct).toBe(43);
    expect(summary.badges).toEqual([]);
    // Admin + two members + one pending invitation.
    expect(summary.teamCount).toBe(4);
  });

  it('lists owned and granted loved ones with what the viewer may do, and picks the one asked for', async () => {
    const { member, lovedOne } = await createTeam(t);
    const response = await t.request('GET', `/api/dashboard?lovedOne=${lovedOne.id}`, {
      cookie: member.cookie,
    });
    const body = (await response.json()) as DashboardBody;
    expect(body.lovedOnes).toEqual([
      expect.objectContaining({
        id: lovedOne.id,
        can: { view: true, edit: false, personalise: false, invite: false },
      }),
    ]);
    expect(body.selectedId).toBe(lovedOne.id);
  });

  it('tells a support member which open tasks they may tick (the page says why not from the task policy)', async () => {
    const { admin, member, lovedOne } = await createTeam(t);
    await insertTask(t, {
      lovedOneId: lovedOne.id,
      title: 'Theirs',
      assignedToUserId: member.userId,
      sortOrder: 1,
    });
    await insertTask(t, { lovedOneId: lovedOne.id, title: 'Unassigned', sortOrder: 2 });
    await insertTask(t, {
      lovedOneId: lovedOne.id,
      title: "The admin's",
      assignedToUserId: admin.userId,
      sortOrder: 3,
    });
    const permissionsFor = async (cookie: string) => {
      const body = (await (
        await t.request('GET', `/api/dashboard?lovedOne=${lovedOne.id}`, { cookie })
      ).json()) as DashboardBody;
      return Object.fromEntries(body.summary!.openTasks.map((task) => [task.title, task.can]));
    };
    const readOnly = { view: true, edit: false, assign: false };
    expect(await permissionsFor(member.cookie)).toEqual({
      Theirs: { view: true, edit: true, assign: false },
      Unassigned: readOnly,
      "The admin's": readOnly,
    });
    const everything = { view: true, edit: true, assign: true };
    expect(await permissionsFor(admin.cookie)).toEqual({
      Theirs: everything,
      Unassigned: everything,
      "The admin's": everything,
    });
  });

  it('lists what a user owns and what they were granted, oldest first, each with their role', async () => {
    const { admin, member, lovedOne: granted } = await createTeam(t);
    const [owned] = await t.deps.db
      .insert(lovedOnes)
      .values({ adminUserId: member.userId, firstName: 'Iris', lastName: 'Hale', createdAt: new Date(0) })
      .returning();
    await t.deps.db
      .insert(lovedOnes)
      .values({ adminUserId: admin.userId, firstName: 'Not', lastName: 'Theirs' });

    const response = await t.request('GET', '/api/dashboard', { cookie: member.cookie });

    const body = (await response.json()) as DashboardBody;
    expect(body.lovedOnes.map(({ firstName, can }) => [firstName, can.edit])).toEqual([
      ['Iris', true],
      ['Rose', false],
    ]);
    expect(body.selectedId).toBe(owned!.id);
    expect(body.lovedOnes[1]!.id).toBe(granted.id);
  });

  it('answers 401 to a session signed out, or expired, and to a forged cookie', async () => {
    const signedOut = await signUpUser(t);
    await t.request('POST', '/api/auth/sign-out', { cookie: signedOut.cookie, json: {} });
    const expired = await signUpUser(t);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.userId));
    const forged = `${expired.cookie.slice(0, -4)}AAA=`;

    for (const cookie of [signedOut.cookie, expired.cookie, forged]) {
      const response = await t.request('GET', '/api/dashboard', { cookie });
      expect(response.status, cookie).toBe(401);
      expect(await response.text(), cookie).not.toContain('lovedOnes');
    }
  });

  it('still answers a session due for its hourly refresh, which Better Auth moves on', async () => {
    const { member, lovedOne } = await createTeam(t);
    const { expiresIn } = (await t.deps.auth.$context).sessionConfig;
    const twoHoursOld = new Date(Date.now() + expiresIn * 1000 - 2 * 60 * 60 * 1000);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: twoHoursOld })
      .where(eq(sessions.userId, member.userId));

    const response = await t.request('GET', '/api/dashboard', { cookie: member.cookie });

    expect(response.status).toBe(200);
    expect(((await response.json()) as DashboardBody).selectedId).toBe(lovedOne.id);
    const [stored] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, member.userId));
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(twoHoursOld.getTime());
  });

  it("never shows someone else's loved one, even when asked for it by id", async () => {
    const { stranger, lovedOne } = await createTeam(t);
    await insertTask(t, { lovedOneId: lovedOne.id, title: 'Secret task' });
    const response = await t.request('GET', `/api/dashboard?lovedOne=${lovedOne.id}`, {
      cookie: stranger.cookie,
    });
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ lovedOnes: [], selectedId: null, summary: null });
    expect(text).not.toContain('Secret task');
  });
});
