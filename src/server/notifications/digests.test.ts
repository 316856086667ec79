import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam, insertTask } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { createLogger } from '../infra/logger.ts';
import { createNotificationScheduler } from './notification-scheduler.ts';
import { mailsTo, unsubscribeTokenOf } from './notifications.test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A scheduler whose clock the test moves by hand. */
function schedulerAt(start: string) {
  let now = new Date(start);
  const scheduler = createNotificationScheduler({
    db: t.deps.db,
    mail: t.config,
    logger: createLogger('silent'),
    now: () => now,
  });
  return {
    runAt: async (at: string) => {
      now = new Date(at);
      return (await scheduler.runOnce()).digests;
    },
  };
}

const digestsQueued = async () =>
  (await t.deps.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Your week for%'))).length;

// Monday 23 November 2026 is the default digest day; "today" for everyone is in UTC by default.
const SUNDAY = '2026-11-22T12:00:00Z';
const MONDAY_MORNING = '2026-11-23T09:00:00Z';

async function teamWithTasks() {
  const team = await createTeam(t);
  const lovedOneId = team.lovedOne.id;
  const assigned = { assignedToUserId: team.member.userId };
  await insertTask(t, { lovedOneId, title: 'File the will', dueDate: '2026-11-20', ...assigned });
  await insertTask(t, { lovedOneId, title: 'Call the bank', dueDate: '2026-11-25' });
  await insertTask(t, { lovedOneId, title: 'Sell the car', dueDate: '2027-01-15' });
  await insertTask(t, { lovedOneId, title: 'Cancel the phone plan', ...assigned });
  await insertTask(t, { lovedOneId, title: 'Hidden away', dueDate: '2026-11-19', status: 'hidden' });
  await insertTask(t, {
    lovedOneId,
    title: 'Order death certificates',
    status: 'completed',
    completedAt: new Date('2026-11-21T15:00:00Z'),
  });
  await insertTask(t, {
    lovedOneId,
    title: 'Long finished',
    status: 'completed',
    completedAt: new Date('2026-10-02T15:00:00Z'),
  });
  return team;
}

describe('the weekly digest', () => {
  it('goes out on the chosen weekday to the admin and each member, with the right tasks, once', async () => {
    const team = await teamWithTasks();
    const clock = schedulerAt(SUNDAY);

    expect(await clock.runAt(SUNDAY)).toBe(0);
    expect(await clock.runAt('2026-11-23T07:30:00Z')).toBe(0);
    expect(await clock.runAt(MONDAY_MORNING)).toBe(3);

    const [digest] = await mailsTo(t.deps.db, team.member.email, 'Your week for');
    expect(digest?.subject).toBe('Your week for Rose Lane');
    expect(digest?.text).toContain('Hello Sam,');
    expect(digest?.text).toContain(
      'Past their due date (1)\n- File the will (was due November 20) · assigned to you',
    );
    expect(digest?.text).toContain('Due in the next 7 days (1)\n- Call the bank (due November 25)');
    expect(digest?.text).toContain('Also assigned to you (1)\n- Cancel the phone plan');
    expect(digest?.text).toContain('Finished by the team this week (1)\n- Order death certificates');
    for (const absent of ['Sell the car', 'Hidden away', 'Long finished'])
      expect(digest?.text).not.toContain(absent);
    expect(digest?.text).toContain(`http://localhost:3000/dashboard/${team.lovedOne.id}?tab=tasks`);
    expect(digest?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\/[\w-]{50,}>$/,
    );
    expect(digest?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const [adminDigest] = await mailsTo(t.deps.db, team.admin.email, 'Your week for');
    expect(adminDigest?.text).not.toContain('assigned to you');
    expect(await mailsTo(t.deps.db, team.stranger.email, 'Your week for')).toHaveLength(0);

    expect(await clock.runAt('2026-11-23T09:01:00Z')).toBe(0);
    expect(await clock.runAt('2026-11-24T10:00:00Z')).toBe(0);
    expect(await digestsQueued()).toBe(3);
  });

  it('follows each person’s weekday and time zone', async () => {
    const team = await teamWithTasks();
    const saved = await t.request('PUT', '/api/notifications/preferences', {
      cookie: team.member.cookie,
      json: {
        digestEnabled: true,
        digestWeekday: 3,
        timeZone: 'America/New_York',
        assignmentNotices: true,
        completionNotices: true,
        anniversaryNotes: false,
        tributeNotices: true,
      },
    });
    expect(saved.status).toBe(200);
    const clock = schedulerAt(MONDAY_MORNING);
    await clock.runAt(MONDAY_MORNING);
    expect(await mailsTo(t.deps.db, team.member.email, 'Your week for')).toHaveLength(0);
    // 08:00 on Wednesday in New York is 13:00 UTC.
    await clock.runAt('2026-11-25T12:30:00Z');
    expect(await mailsTo(t.deps.db, team.member.email, 'Your week for')).toHaveLength(0);
    await clock.runAt('2026-11-25T13:05:00Z');
    expect(await mailsTo(t.deps.db, team.member.email, 'Your week for')).toHaveLength(1);
  });

  it('catches up after downtime without sending twice', async () => {
    const team = await teamWithTasks();
    const clock = schedulerAt(SUNDAY);
    await clock.runAt(SUNDAY);
    // The servers were down all Monday; the first tick on Tuesday sends Monday's digests.
    expect(await clock.runAt('2026-11-24T15:00:00Z')).toBe(3);
    expect(await clock.runAt('2026-11-24T15:01:00Z')).toBe(0);
    const [digest] = await mailsTo(t.deps.db, team.member.email, 'Your week for');
    // "Overdue" is measured from the day it is sent.
    expect(digest?.text).toContain('Due in the next 7 days (1)\n- Call the bank');
    // A week later the next digest comes as usual.
    expect(await clock.runAt('2026-11-30T08:30:00Z')).toBe(3);
  });

  it('is not sent when there is nothing to say', async () => {
    const team = await createTeam(t);
    await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Someday', dueDate: '2027-06-01' });
    const clock = schedulerAt(MONDAY_MORNING);
    expect(await clock.runAt(MONDAY_MORNING)).toBe(0);
    expect(await digestsQueued()).toBe(0);
  });

  it('is not sent to someone who unsubscribed, or who turned it off', async () => {
    const team = await teamWithTasks();
    const clock = schedulerAt(MONDAY_MORNING);
    expect(await clock.runAt(MONDAY_MORNING)).toBe(3);
    const [digest] = await mailsTo(t.deps.db, team.admin.email, 'Your week for');
    const response = await t.app.request(`/unsubscribe/${unsubscribeTokenOf(digest!)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    await t.request('PUT', '/api/notifications/preferences', {
      cookie: team.member.cookie,
      json: {
        digestEnabled: false,
        digestWeekday: 1,
        timeZone: 'UTC',
        assignmentNotices: true,
        completionNotices: true,
        anniversaryNotes: false,
        tributeNotices: true,
      },
    });
    expect(await clock.runAt('2026-11-30T09:00:00Z')).toBe(1);
    const [next] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, team.otherMember.email));
    expect(next?.subject).toBe('Your week for Rose Lane');
    expect(await mailsTo(t.deps.db, team.admin.email, 'Your week for')).toHaveLength(1);
    expect(await mailsTo(t.deps.db, team.member.email, 'Your week for')).toHaveLength(1);
  });
});
