import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createLogger } from '../infra/logger.ts';
import { saveNotificationPreferences } from './notification-preferences.repository.ts';
import { createNotificationScheduler } from './notification-scheduler.ts';
import { mailsTo } from './notifications.test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const runAt = async (at: string) =>
  (
    await createNotificationScheduler({
      db: t.deps.db,
      mail: t.config,
      logger: createLogger('silent'),
      now: () => new Date(at),
    }).runOnce()
  ).anniversaryNotes;

describe('anniversary notes', () => {
  it('are off by default, and once turned on arrive on the morning of the day, once', async () => {
    // Rose Lane: born 1 May 1940, died 1 October 2026.
    const team = await createTeam(t);
    expect(await runAt('2027-05-01T09:00:00Z')).toBe(0);

    await saveNotificationPreferences(t.deps.db, team.member.userId, {
      digestEnabled: false,
      digestWeekday: 1,
      timeZone: 'UTC',
      assignmentNotices: true,
      completionNotices: true,
      anniversaryNotes: true,
      tributeNotices: true,
    });
    expect(await runAt('2027-05-01T06:00:00Z')).toBe(0);
    expect(await runAt('2027-05-01T09:00:00Z')).toBe(1);
    expect(await runAt('2027-05-01T18:00:00Z')).toBe(0);
    expect(await runAt('2027-05-02T09:00:00Z')).toBe(0);
    expect(await runAt('2027-10-01T09:00:00Z')).toBe(1);

    const notes = await mailsTo(t.deps.db, team.member.email, 'Remembering Rose today');
    expect(notes.map((note) => note.text.split('\n')[2])).toEqual([
      'It is one year today since Rose died.',
      'Today would have been Rose’s 87th birthday.',
    ]);
    expect(notes[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(t.deps.db, team.admin.email, 'Remembering')).toHaveLength(0);
  });
});
