import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES } from '#shared/validation/account-messages.ts';
import { SUBMISSION_KEY_HEADER } from '#shared/validation/submission-key.ts';
import { readAccountExport } from '#test/account-export.ts';
import { errorOf } from '#test/factories/team.ts';
import { cookieFrom, createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { profiles, sessions, twoFactors, users } from '../auth/auth.schema.ts';
import { queryRows } from '../db/client.ts';
import { securityEvents, submissions } from '../infra/infra.schema.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { teamJoinLinks } from '../team/team.schema.ts';
import { registerAccountDataStep } from './account-data-registry.ts';
import { userColumns } from './user-columns.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const image = (format: 'png' | 'jpeg' | 'gif', size = 800) =>
  sharp({ create: { width: size, height: size / 2, channels: 3, background: '#3b6ea5' } })
    .toFormat(format)
    .toBuffer();

function upload(cookie: string, bytes: Uint8Array, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return t.request('POST', '/api/account/avatar', { cookie, body: form });
}

async function ownLovedOne(userId: string, firstName = 'Grace') {
  const [row] = await t.deps.db
    .insert(lovedOnes)
    .values({ adminUserId: userId, firstName, lastName: 'Hopper' })
    .returning();
  return row!;
}

describe('profile', () => {
  it('reads the profile made at sign-up and re-creates a missing one from the account names', async () => {
    const { cookie, userId } = await signUpUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    await t.deps.db.delete(profiles).where(eq(profiles.userId, userId));
    const response = await t.request('GET', '/api/account/profile', { cookie });
    expect(await response.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', avatarUrl: null });
    expect(await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(1);
  });

  it('updates names on the profile and the account', async () => {
    const { cookie, userId } = await signUpUser(t);
    const response = await t.request('PATCH', '/api/account/profile', {
      cookie,
      json: { firstName: ' Nguyễn ', lastName: "O'Brien" },
    });
    expect(response.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ firstName: 'Nguyễn', lastName: "O'Brien", name: "Nguyễn O'Brien" });
  });

  it.each([
    [{ firstName: '', lastName: 'X' }, 'firstName', ACCOUNT_MESSAGES.firstNameRequired],
    [{ firstName: 'Ann', lastName: '  ' }, 'lastName', ACCOUNT_MESSAGES.lastNameRequired],
    [
      { firstName: 'Ann!', lastName: 'X' },
      'firstName',
      'Names can only contain letters, spaces, hyphens, and apostrophes',
    ],
    [{ firstName: 'Ann', lastName: 'javascript:alert(1)' }, 'lastName', 'Invalid input detected'],
  ])('refuses %j on %s with "%s"', async (json, path, message) => {
    const { cookie } = await signUpUser(t);
    const response = await t.request('PATCH', '/api/account/profile', { cookie, json });
    expect(response.status).toBe(422);
    // Named on its field, so Settings says it under that name and keeps the other.
    expect((await errorOf(response)).issues).toEqual([{ path, message }]);
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/account/profile')).status).toBe(401);
  });
});

describe('avatar', () => {
  it('stores a resized image under avatars/{userId}/ and serves it with an ETag', async () => {
    const { cookie, userId } = await signUpUser(t);
    const response = await upload(cookie, await image('png'), 'holiday.gif', 'image/gif');
    expect(response.status).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/api/account/avatars/${userId}/avatar\\.png\\?v=`));

    const stored = await t.deps.storage.get(`avatars/${userId}/avatar.png`);
    expect(await sharp(stored!.body).metadata()).toMatchObject({ width: 512, height: 512, format: 'png' });

    const served = await t.request('GET', avatarUrl, { cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const etag = served.headers.get('etag')!;
    const again = await t.request('GET', avatarUrl, { cookie, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile!.avatarUrl).toBe(avatarUrl);
  });

  it('replaces an avatar of another format', async () => {
    const { cookie, userId } = await signUpUser(t);
    await upload(cookie, await image('png'));
    await upload(cookie, await image('jpeg'), 'me.jpg', 'image/jpeg');
    expect(await t.deps.storage.get(`avatars/${userId}/avatar.png`)).toBeNull();
    expect(await t.deps.storage.get(`avatars/${userId}/avatar.jpg`)).not.toBeNull();
  });

  it('accepts a GIF', async () => {
    const { cookie } = await signUpUser(t);
    expect((await upload(cookie, await image('gif'), 'x.gif', 'image/gif')).status).toBe(200);
  });

  it('judges by the bytes, not the name: a PDF called photo.png is refused', async () => {
    const { cookie } = await signUpUser(t);
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const response = await upload(cookie, pdf, 'photo.png', 'image/png');
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toBe('Please select an image file.');
  });

  it('refuses 5 MB or more', async () => {
    const { cookie } = await signUpUser(t);
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(await image('png', 16));
    const response = await upload(cookie, big);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe('File size must be less than 5MB.');
  });

  it('shows an avatar to its owner and team-mates only; anyone else gets 404', async () => {
    const owner = await signUpUser(t);
    const teammate = await signUpUser(t);
    const stranger = await signUpUser(t);
    const { avatarUrl } = (await (await upload(owner.cookie, await image('png'))).json()) as {
      avatarUrl: string;
    };
    const lovedOne = await ownLovedOne(owner.userId);
    await t.deps.db.insert(lovedOneAccess).values({ lovedOneId: lovedOne.id, userId: teammate.userId });
    expect((await t.request('GET', avatarUrl, { cookie: teammate.cookie })).status).toBe(200);
    expect((await t.request('GET', avatarUrl, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request('GET', avatarUrl)).status).toBe(401);
    const traversal = `/api/account/avatars/${owner.userId}/..%2F..%2Fsecret`;
    expect((await t.request('GET', traversal, { cookie: owner.cookie })).status).toBe(404);
  });
});

describe('change password', () => {
  const change = (cookie: string, json: Record<string, string>) =>
    t.request('POST', '/api/account/password', { cookie, json });

  it('changes the password, keeps this session and ends the others', async () => {
    const first = await signUpUser(t);
    const other = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email: first.email, password: first.password },
    });
    const otherCookie = cookieFrom(other);
    const response = await change(first.cookie, {
      currentPassword: first.password,
      newPassword: 'New-Harbor-2',
      confirmPassword: 'New-Harbor-2',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password updated successfully' });
    const fresh = cookieFrom(response);
    const mine = await t.request('GET', '/api/account/profile', { cookie: fresh });
    expect(mine.status).toBe(200);
    expect(
      await (await t.request('GET', '/api/auth/get-session', { cookie: otherCookie })).json(),
    ).toBeNull();
    const signIn = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email: first.email, password: 'New-Harbor-2' },
    });
    expect(signIn.status).toBe(200);
  });

  it('answers the same change sent again under its key as made (its answer was lost), and only that one', async () => {
    const user = await signUpUser(t);
    const key = crypto.randomUUID();
    const json = {
      currentPassword: user.password,
      newPassword: 'New-Harbor-2',
      confirmPassword: 'New-Harbor-2',
    };
    const keyed = (cookie: string, sentKey: string, body = json) =>
      t.request('POST', '/api/account/password', {
        cookie,
        json: body,
        headers: { [SUBMISSION_KEY_HEADER]: sentKey },
      });
    const first = await keyed(user.cookie, key);
    expect(first.status).toBe(200);
    const fresh = cookieFrom(first);

    const again = await keyed(fresh, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'Password updated successfully' });
    expect(again.headers.get('set-cookie')).toBeNull();
    // Another key is another change, checked afresh: the password it names is the old one now.
    const other = await keyed(fresh, crypto.randomUUID());
    expect(other.status).toBe(422);
    expect((await errorOf(other)).message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    // A key leads only to its own person's change.
    const stranger = await signUpUser(t);
    const theirs = await keyed(stranger.cookie, key, { ...json, currentPassword: 'Not-Theirs-1!' });
    expect(theirs.status).toBe(422);
    const signIn = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email: user.email, password: 'New-Harbor-2' },
    });
    expect(signIn.status).toBe(200);
  });

  it('lets a refused change be sent again under the same key once put right', async () => {
    const user = await signUpUser(t);
    const key = crypto.randomUUID();
    const send = (currentPassword: string) =>
      t.request('POST', '/api/account/password', {
        cookie: user.cookie,
        json: { currentPassword, newPassword: 'New-Harbor-2', confirmPassword: 'New-Harbor-2' },
        headers: { [SUBMISSION_KEY_HEADER]: key },
      });
    expect((await send('Wrong-Harbor-1!')).status).toBe(422);
    expect((await send(user.password)).status).toBe(200);
  });

  it.each([
    [
      { currentPassword: '', newPassword: 'New-Harbor-2', confirmPassword: 'New-Harbor-2' },
      'Please fill in all password fields',
    ],
    [
      { currentPassword: 'x', newPassword: 'New-Harbor-2', confirmPassword: 'New-Harbor-3' },
      'Passwords do not match',
    ],
    [
      { currentPassword: 'x', newPassword: 'newharbor', confirmPassword: 'newharbor' },
      [PASSWORD_MESSAGES.upper, PASSWORD_MESSAGES.number, PASSWORD_MESSAGES.special].join('. '),
    ],
  ])('refuses %j with "%s"', async (json, message) => {
    const { cookie } = await signUpUser(t);
    const response = await change(cookie, json);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('refuses a wrong current password, and locks after 3 wrong tries', async () => {
    const { cookie } = await signUpUser(t);
    const wrong = {
      currentPassword: 'Wrong-pass-1',
      newPassword: 'New-Harbor-2',
      confirmPassword: 'New-Harbor-2',
    };
    for (const _ of [1, 2, 3]) {
      const response = await change(cookie, wrong);
      expect((await errorOf(response)).issues).toEqual([
        { path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong },
      ]);
    }
    const refused = await change(cookie, wrong);
    expect(refused.status).toBe(429);
  });

  it('lets at most 3 of 12 parallel wrong passwords be checked, then refuses the right one', async () => {
    const { cookie, password } = await signUpUser(t);
    const wrong = {
      currentPassword: 'Wrong-pass-1',
      newPassword: 'New-Harbor-2',
      confirmPassword: 'New-Harbor-2',
    };
    const burst = await Promise.all(Array.from({ length: 12 }, () => change(cookie, wrong)));
    expect(burst.filter((response) => response.status !== 429).length).toBeLessThanOrEqual(3);
    const right = await change(cookie, { ...wrong, currentPassword: password });
    expect(right.status).toBe(429);
  });

  it('does not count a right password against the limit', async () => {
    const user = await signUpUser(t);
    let [cookie, current] = [user.cookie, user.password];
    for (const next of ['New-Harbor-2', 'New-Harbor-3', 'New-Harbor-4', 'New-Harbor-5']) {
      const response = await change(cookie, {
        currentPassword: current,
        newPassword: next,
        confirmPassword: next,
      });
      expect(response.status).toBe(200);
      [cookie, current] = [cookieFrom(response), next];
    }
  });
});

describe('export', () => {
  it('holds every row naming the user and their loved ones, without secrets', async () => {
    const { cookie, userId } = await signUpUser(t, { firstName: 'Ada' });
    const lovedOne = await ownLovedOne(userId);
    await t.deps.db
      .insert(tasks)
      .values({ lovedOneId: lovedOne.id, title: 'Order death certificates', category: 'Urgent' });
    await t.deps.db
      .insert(twoFactors)
      .values({ id: 'tf-1', userId, secret: 'encrypted-secret', backupCodes: 'encrypted-codes' });
    await t.deps.db.insert(teamJoinLinks).values({ lovedOneId: lovedOne.id, joinKey: 'working-join-key' });
    const response = await t.request('GET', '/api/account/export', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="harbor-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const { data } = await readAccountExport(response);
    expect(data.tables.users![0]).toMatchObject({ id: userId, first_name: 'Ada' });
    expect(data.tables.profiles).toHaveLength(1);
    expect(data.tables.loved_ones![0]).toMatchObject({ first_name: 'Grace' });
    expect(data.tables.tasks![0]).toMatchObject({ title: 'Order death certificates' });
    expect(data.tables.accounts![0]!.password).toBe('[redacted]');
    expect(data.tables.sessions![0]!.token).toBe('[redacted]');
    expect(data.tables.two_factors![0]).toMatchObject({ secret: '[redacted]', backup_codes: '[redacted]' });
    // The key behind the team's share link would let whoever holds the file ask to join.
    expect(data.tables.team_join_links![0]).toMatchObject({ join_key: '[redacted]' });
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/scrypt|\$2[aby]\$/);
  });

  it('includes what a registered feature adds', async () => {
    registerAccountDataStep({ name: 'test-feature', exportData: async (_db, id) => ({ note: `for ${id}` }) });
    const { cookie, userId } = await signUpUser(t);
    const { data } = await readAccountExport(await t.request('GET', '/api/account/export', { cookie }));
    expect(data.features['test-feature']).toEqual({ note: `for ${userId}` });
  });
});

describe('delete account', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const { cookie, userId } = await signUpUser(t);
    const response = await t.request('DELETE', '/api/account', {
      cookie,
      json: { password: 'Wrong-pass-1' },
    });
    expect(response.status).toBe(422);
    expect(await t.deps.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it('lets at most 3 of 12 parallel wrong passwords be checked, then keeps the account', async () => {
    const { cookie, userId, password } = await signUpUser(t);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request('DELETE', '/api/account', { cookie, json: { password: 'Wrong-pass-1' } }),
      ),
    );
    expect(burst.filter((response) => response.status !== 429).length).toBeLessThanOrEqual(3);
    const right = await t.request('DELETE', '/api/account', { cookie, json: { password } });
    expect(right.status).toBe(429);
    expect(await t.deps.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it('answers an expired session with the spec message', async () => {
    const { cookie, userId, password } = await signUpUser(t);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    const response = await t.request('DELETE', '/api/account', { cookie, json: { password } });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe(ACCOUNT_MESSAGES.sessionExpiredDelete);
  });

  it('deletes every row with the user id, owned loved ones with their tasks, and the files; others keep theirs', async () => {
    const me = await signUpUser(t);
    const friend = await signUpUser(t);
    await upload(me.cookie, await image('png'));
    await t.deps.storage.put(
      `loved-one-photos/${me.userId}/photo.jpg`,
      new Uint8Array([1, 2, 3]),
      'image/jpeg',
    );
    const mine = await ownLovedOne(me.userId);
    await t.deps.db
      .update(lovedOnes)
      .set({ photoKey: `loved-one-photos/${me.userId}/photo.jpg` })
      .where(eq(lovedOnes.id, mine.id));
    const lovedOneFile = `task-documents/${mine.id}/task/document.pdf`;
    await t.deps.storage.put(lovedOneFile, new Uint8Array([4, 5, 6]), 'application/pdf');
    await t.deps.db
      .insert(tasks)
      .values({ lovedOneId: mine.id, title: 'Mine', category: 'Other', createdByUserId: me.userId });
    await t.deps.db
      .insert(lovedOneAccess)
      .values({ lovedOneId: mine.id, userId: friend.userId, grantedBy: me.userId });
    const theirs = await ownLovedOne(friend.userId, 'Alan');
    await t.deps.db
      .insert(lovedOneAccess)
      .values({ lovedOneId: theirs.id, userId: me.userId, grantedBy: friend.userId });
    const [theirTask] = await t.deps.db
      .insert(tasks)
      .values({
        lovedOneId: theirs.id,
        title: 'Theirs',
        category: 'Other',
        assignedToUserId: me.userId,
        createdByUserId: friend.userId,
      })
      .returning();
    await t.request('POST', '/api/client-events', {
      cookie: me.cookie,
      json: { type: 'app_initialized', details: {} },
    });
    // A setup sent with a submission key leaves a row of the key (no foreign key to the user).
    const keyed = await t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
      cookie: me.cookie,
      json: { path: 'recent-loss', answers: {} },
      headers: { 'Idempotency-Key': '3f6c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c' },
    });
    expect(keyed.status).toBe(201);
    expect(await t.deps.db.select().from(submissions).where(eq(submissions.userId, me.userId))).toHaveLength(
      1,
    );

    const response = await t.request('DELETE', '/api/account', {
      cookie: me.cookie,
      json: { password: me.password },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Account deleted successfully' });
    expect(response.headers.getSetCookie().join(';')).toMatch(/session_token=;/);

    for (const { table, column } of userColumns()) {
      const rows = await queryRows<{ n: number }>(
        t.deps.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${me.userId}`,
      );
      expect(rows[0]!.n, `${table}.${column}`).toBe(0);
    }
    expect(await t.deps.db.select().from(users).where(eq(users.id, me.userId))).toHaveLength(0);
    expect(await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, mine.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(tasks).where(eq(tasks.lovedOneId, mine.id))).toHaveLength(0);
    expect(await t.deps.storage.get(`avatars/${me.userId}/avatar.png`)).toBeNull();
    expect(await t.deps.storage.get(`loved-one-photos/${me.userId}/photo.jpg`)).toBeNull();
    expect(await t.deps.storage.get(lovedOneFile)).toBeNull();

    const [kept] = await t.deps.db.select().from(tasks).where(eq(tasks.id, theirTask!.id));
    expect(kept).toMatchObject({ title: 'Theirs', assignedToUserId: null, createdByUserId: friend.userId });
    expect(await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, theirs.id))).toHaveLength(1);
    const session = await t.request('GET', '/api/auth/get-session', { cookie: me.cookie });
    expect(await session.json()).toBeNull();
    expect((await t.request('GET', '/api/account/profile', { cookie: friend.cookie })).status).toBe(200);
  });

  it('rolls everything back when a registered step fails', async () => {
    registerAccountDataStep({
      name: 'failing-step',
      deleteData: async () => {
        throw new Error('boom');
      },
    });
    const { cookie, userId, password } = await signUpUser(t);
    try {
      const response = await t.request('DELETE', '/api/account', { cookie, json: { password } });
      expect(response.status).toBe(500);
      expect(await t.deps.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
      expect(await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(1);
    } finally {
      registerAccountDataStep({ name: 'failing-step' });
    }
  });
});

describe('client events', () => {
  it('logs the three browser event types with the signed-in user', async () => {
    const { cookie, userId } = await signUpUser(t);
    const response = await t.request('POST', '/api/client-events', {
      cookie,
      json: { type: 'javascript_error', details: { message: 'x is undefined', line: 3 } },
    });
    expect(response.status).toBe(204);
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'javascript_error'));
    expect(event).toMatchObject({
      userId,
      details: expect.objectContaining({ message: 'x is undefined', line: 3 }),
    });
  });

  it('refuses other event types and drops events over the limit quietly', async () => {
    const bad = await t.request('POST', '/api/client-events', {
      json: { type: 'failed_login_attempt', details: {} },
    });
    expect(bad.status).toBe(422);
    for (let n = 0; n < 25; n += 1) {
      await t.request('POST', '/api/client-events', {
        json: { type: 'app_initialized' },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    }
    const rows = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'app_initialized'));
    expect(rows).toHaveLength(20);
  });

  it('refuses a cross-origin post', async () => {
    const response = await t.request('POST', '/api/client-events', {
      json: { type: 'app_initialized' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
