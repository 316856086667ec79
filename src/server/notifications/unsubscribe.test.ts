import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_UNSUBSCRIBE_LINK_MESSAGE } from '#shared/notifications/unsubscribe.ts';
import { createTeam, errorOf, insertTask } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createLogger } from '../infra/logger.ts';
import { findNotificationPreferences } from './notification-preferences.repository.ts';
import { createNotificationScheduler } from './notification-scheduler.ts';
import { mailsTo, unsubscribeTokenOf } from './notifications.test-support.ts';
import { unsubscribe } from './unsubscribe.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A real digest in the outbox for the team's member, and the token in its unsubscribe link. */
async function digestForMember() {
  const team = await createTeam(t);
  await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Call the bank', dueDate: '2026-11-24' });
  await createNotificationScheduler({
    db: t.deps.db,
    mail: t.config,
    logger: createLogger('silent'),
    now: () => new Date('2026-11-23T09:00:00Z'),
  }).runOnce();
  const [digest] = await mailsTo(t.deps.db, team.member.email, 'Your week for');
  expect(digest?.text).toContain(`http://localhost:3000/unsubscribe/${unsubscribeTokenOf(digest!)}`);
  return { team, token: unsubscribeTokenOf(digest!) };
}

const preferencesOf = (userId: string) => findNotificationPreferences(t.deps.db, userId);

describe('the unsubscribe link', () => {
  it('works signed out: the page reads the link, its button unsubscribes, and it can be used twice', async () => {
    const { team, token } = await digestForMember();
    const page = await t.request('GET', `/api/notifications/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({ kind: 'digest' });
    expect((await preferencesOf(team.member.userId)).digestEnabled).toBe(true);

    const confirm = await t.request('POST', `/api/notifications/unsubscribe/${token}`);
    expect(confirm.status).toBe(200);
    const after = await preferencesOf(team.member.userId);
    expect(after.digestEnabled).toBe(false);
    expect(after.assignmentNotices).toBe(true);
    expect((await t.request('POST', `/api/notifications/unsubscribe/${token}`)).status).toBe(200);
  });

  it('answers a mail provider’s one-click POST, which comes with no cookie and no Origin', async () => {
    const { team, token } = await digestForMember();
    const response = await t.app.request(`/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await preferencesOf(team.member.userId)).digestEnabled).toBe(false);
  });

  it('is refused when tampered with, and nothing changes', async () => {
    const { team, token } = await digestForMember();
    const payload = token.slice(0, -43);
    const signature = token.slice(-43);
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const otherPerson = Buffer.from(`digest:${team.admin.userId}`).toString('base64url');
    const otherKind = Buffer.from(`assignment:${team.member.userId}`).toString('base64url');
    const forged = signUnsubscribeToken('someone-elses-secret-of-thirty-two-chars!', {
      userId: team.member.userId,
      kind: 'digest',
    });
    for (const bad of [
      `${payload}${flipped}`,
      `${otherPerson}${signature}`,
      `${otherKind}${signature}`,
      payload,
      signature,
      `${token}x`,
      `x${token}`,
      forged,
    ]) {
      const page = await t.request('GET', `/api/notifications/unsubscribe/${encodeURIComponent(bad)}`);
      expect(page.status, bad).toBe(404);
      expect((await errorOf(page)).message).toBe(INVALID_UNSUBSCRIBE_LINK_MESSAGE);
      expect(
        (await t.request('POST', `/api/notifications/unsubscribe/${encodeURIComponent(bad)}`)).status,
      ).toBe(404);
      const oneClick = await t.app.request(`/unsubscribe/${encodeURIComponent(bad)}`, { method: 'POST' });
      expect(oneClick.status).toBe(404);
    }
    expect((await preferencesOf(team.member.userId)).digestEnabled).toBe(true);
    expect((await preferencesOf(team.admin.userId)).digestEnabled).toBe(true);
    expect((await preferencesOf(team.member.userId)).assignmentNotices).toBe(true);
  });

  it('signs with a key of its own, so the token verifies only with the same secret', () => {
    const token = signUnsubscribeToken(t.config.authSecret, { userId: 'u1', kind: 'anniversary' });
    expect(verifyUnsubscribeToken(t.config.authSecret, token)).toEqual({ userId: 'u1', kind: 'anniversary' });
    expect(verifyUnsubscribeToken(`${t.config.authSecret}x`, token)).toBeNull();
  });
});

describe('notification preferences', () => {
  const valid = {
    digestEnabled: true,
    digestWeekday: 5,
    timeZone: 'Europe/London',
    assignmentNotices: false,
    completionNotices: true,
    anniversaryNotes: true,
    tributeNotices: false,
  };

  it('start with the defaults, save, and belong to the signed-in person only', async () => {
    const team = await createTeam(t);
    const initial = await t.request('GET', '/api/notifications/preferences', { cookie: team.member.cookie });
    expect(await initial.json()).toEqual({
      preferences: {
        digestEnabled: true,
        digestWeekday: 1,
        timeZone: 'UTC',
        assignmentNotices: true,
        completionNotices: true,
        anniversaryNotes: false,
        tributeNotices: true,
      },
    });
    const saved = await t.request('PUT', '/api/notifications/preferences', {
      cookie: team.member.cookie,
      json: valid,
    });
    expect(await saved.json()).toEqual({ preferences: valid });
    expect((await preferencesOf(team.admin.userId)).anniversaryNotes).toBe(false);
    expect((await t.request('GET', '/api/notifications/preferences')).status).toBe(401);
    expect((await t.request('PUT', '/api/notifications/preferences', { json: valid })).status).toBe(401);
  });

  it('refuses a weekday or time zone that does not exist, keeping what was saved', async () => {
    const team = await createTeam(t);
    const cookie = team.member.cookie;
    const badDay = await t.request('PUT', '/api/notifications/preferences', {
      cookie,
      json: { ...valid, digestWeekday: 7 },
    });
    expect(badDay.status).toBe(422);
    const badZone = await t.request('PUT', '/api/notifications/preferences', {
      cookie,
      json: { ...valid, timeZone: 'Mars/Olympus_Mons' },
    });
    expect(badZone.status).toBe(422);
    expect((await errorOf(badZone)).message).toBe('Please choose a valid time zone');
    expect((await preferencesOf(team.member.userId)).digestWeekday).toBe(1);
  });

  it('take the browser’s time zone after sign-in when the person has none yet, and keep a chosen one', async () => {
    const team = await createTeam(t);
    const remember = (cookie: string | undefined, timeZone: string) =>
      t.request('POST', '/api/notifications/time-zone', { cookie, json: { timeZone } });

    const first = await remember(team.member.cookie, 'America/Chicago');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ timeZone: 'America/Chicago' });
    // A later visit from another browser does not move the digest.
    expect(await (await remember(team.member.cookie, 'Asia/Tokyo')).json()).toEqual({
      timeZone: 'America/Chicago',
    });
    expect((await preferencesOf(team.member.userId)).timeZone).toBe('America/Chicago');

    // An unsubscribe link makes a row before any visit; the zone is still filled in afterwards.
    await unsubscribe(t.deps.db, { userId: team.admin.userId, kind: 'assignment' });
    expect(await (await remember(team.admin.cookie, 'Europe/Berlin')).json()).toEqual({
      timeZone: 'Europe/Berlin',
    });
    expect(await preferencesOf(team.admin.userId)).toMatchObject({
      timeZone: 'Europe/Berlin',
      assignmentNotices: false,
    });

    // Saving the preferences is a choice, and a visit does not undo it.
    await t.request('PUT', '/api/notifications/preferences', {
      cookie: team.otherMember.cookie,
      json: valid,
    });
    await remember(team.otherMember.cookie, 'Asia/Tokyo');
    expect((await preferencesOf(team.otherMember.userId)).timeZone).toBe('Europe/London');

    const badZone = await remember(team.stranger.cookie, 'Mars/Olympus_Mons');
    expect(badZone.status).toBe(422);
    expect((await remember(undefined, 'Europe/Paris')).status).toBe(401);
  });
});
