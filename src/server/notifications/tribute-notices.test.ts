import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { createMemorialCast, type MemorialCast } from '../memorials/memorial-test-support.ts';
import { memorialTributes } from '../memorials/memorials.schema.ts';
import { findNotificationPreferences } from './notification-preferences.repository.ts';
import { mailsTo, unsubscribeTokenOf } from './notifications.test-support.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const leaveTribute = (cast: MemorialCast, authorName: string) =>
  t.request('POST', `/api/memorials/${cast.memorialId}/tributes`, {
    json: { authorName, message: 'She always waved.' },
    headers: { 'x-forwarded-for': uniqueClientIp() },
  });

describe('the tribute notice to the memorial’s admin', () => {
  it('carries a footer link and the one-click unsubscribe headers for tribute notices only', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    expect((await leaveTribute(cast, 'Neighbour Jo')).status).toBe(201);
    const [notice] = await mailsTo(t.deps.db, cast.admin.email, 'A new tribute for');
    const token = unsubscribeTokenOf(notice!);
    expect(notice?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(notice?.text).toContain(`To stop these, open http://localhost:3000/unsubscribe/${token}`);
    expect(verifyUnsubscribeToken(t.config.authSecret, token)).toEqual({
      userId: cast.admin.userId,
      kind: 'tribute',
    });
  });

  it('stops after a one-click unsubscribe, while tributes are still saved and other notices still sent', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await leaveTribute(cast, 'Neighbour Jo');
    const [notice] = await mailsTo(t.deps.db, cast.admin.email, 'A new tribute for');
    const oneClick = await t.app.request(`/unsubscribe/${unsubscribeTokenOf(notice!)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await findNotificationPreferences(t.deps.db, cast.admin.userId)).toMatchObject({
      tributeNotices: false,
      assignmentNotices: true,
      completionNotices: true,
    });

    expect((await leaveTribute(cast, 'Cousin Sam')).status).toBe(201);
    expect(await mailsTo(t.deps.db, cast.admin.email, 'A new tribute for')).toHaveLength(1);
    const saved = await t.deps.db.select().from(memorialTributes);
    expect(saved.map((row) => row.authorName).sort()).toEqual(['Cousin Sam', 'Neighbour Jo']);
  });

  it('is not sent to an admin who turned it off in Account Settings', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const preferences = await t.request('GET', '/api/notifications/preferences', {
      cookie: cast.admin.cookie,
    });
    const { preferences: current } = (await preferences.json()) as { preferences: Record<string, unknown> };
    expect(current.tributeNotices).toBe(true);
    const saved = await t.request('PUT', '/api/notifications/preferences', {
      cookie: cast.admin.cookie,
      json: { ...current, tributeNotices: false },
    });
    expect(saved.status).toBe(200);

    expect((await leaveTribute(cast, 'Neighbour Jo')).status).toBe(201);
    expect(await mailsTo(t.deps.db, cast.admin.email, 'A new tribute for')).toHaveLength(0);
    expect(await t.deps.db.select().from(memorialTributes)).toHaveLength(1);
  });
});
