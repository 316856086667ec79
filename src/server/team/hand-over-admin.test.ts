import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, insertTask } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { photoKeyFor } from '../loved-ones/loved-one-photo.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { portraitVariantKeys } from '../memorials/memorial-images.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { insertLovedOne, setUpTeam } from './team.test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const makeAdmin = (cookie: string, lovedOneId: string, userId: string) =>
  t.request('POST', `/api/team/${lovedOneId}/members/${userId}/make-admin`, { cookie });

async function adminOf(lovedOneId: string) {
  const [row] = await t.deps.db
    .select({ adminUserId: lovedOnes.adminUserId })
    .from(lovedOnes)
    .where(eq(lovedOnes.id, lovedOneId));
  return row?.adminUserId;
}

async function grantsOf(lovedOneId: string) {
  const rows = await t.deps.db
    .select({ userId: lovedOneAccess.userId })
    .from(lovedOneAccess)
    .where(eq(lovedOneAccess.lovedOneId, lovedOneId));
  return rows.map((row) => row.userId).sort();
}

type TeamView = {
  can: { handOver: boolean; removeMember: boolean };
  members: { userId: string; role: string }[];
};

async function teamAs(cookie: string, lovedOneId: string) {
  const response = await t.request('GET', `/api/team/${lovedOneId}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as TeamView;
}

describe('handing over the admin role', () => {
  it('makes the member the admin and keeps the old admin on the team as a support member', async () => {
    const { admin, member, lovedOneId } = await setUpTeam(t);
    expect((await teamAs(admin.cookie, lovedOneId)).can.handOver).toBe(true);

    const response = await makeAdmin(admin.cookie, lovedOneId, member.userId);
    expect(response.status).toBe(200);

    expect(await adminOf(lovedOneId)).toBe(member.userId);
    expect(await grantsOf(lovedOneId)).toEqual([admin.userId]);
    const seenByNewAdmin = await teamAs(member.cookie, lovedOneId);
    expect(seenByNewAdmin.can.handOver).toBe(true);
    expect(seenByNewAdmin.members.map(({ userId, role }) => ({ userId, role }))).toEqual([
      { userId: member.userId, role: 'admin' },
      { userId: admin.userId, role: 'support_member' },
    ]);
    const seenByOldAdmin = await teamAs(admin.cookie, lovedOneId);
    expect(seenByOldAdmin.can).toMatchObject({ handOver: false, removeMember: false });
  });

  it('answers a hand-over sent again, or three at once, as done, and hands over once', async () => {
    const { admin, member, lovedOneId } = await setUpTeam(t);
    const second = await signUpUser(t, { email: 'second@example.com' });
    await t.deps.db
      .insert(lovedOneAccess)
      .values({ lovedOneId, userId: second.userId, role: 'support_member', grantedBy: admin.userId });

    const atOnce = await Promise.all([1, 2, 3].map(() => makeAdmin(admin.cookie, lovedOneId, member.userId)));
    expect(atOnce.map((response) => response.status)).toEqual([200, 200, 200]);
    // Pressed again after its answer was lost: the old admin asks as a member now, and it is done.
    expect((await makeAdmin(admin.cookie, lovedOneId, member.userId)).status).toBe(200);

    expect(await adminOf(lovedOneId)).toBe(member.userId);
    expect(await grantsOf(lovedOneId)).toEqual([admin.userId, second.userId].sort());
    // Handing over to anyone else is the admin's part, which the old admin no longer has.
    const toSomeoneElse = await makeAdmin(admin.cookie, lovedOneId, second.userId);
    expect(toSomeoneElse.status).toBe(403);
    expect((await errorOf(toSomeoneElse)).message).toBe('Only the admin can manage this team.');
    expect(await adminOf(lovedOneId)).toBe(member.userId);
  });

  it('refuses anyone who is not a current member of this team, and changes nothing', async () => {
    const { admin, member, outsider, lovedOneId, outsiderLovedOneId } = await setUpTeam(t);
    const otherTeamMember = await signUpUser(t, { email: 'other-team@example.com' });
    await t.deps.db.insert(lovedOneAccess).values({
      lovedOneId: outsiderLovedOneId,
      userId: otherTeamMember.userId,
      role: 'support_member',
      grantedBy: outsider.userId,
    });

    for (const stranger of [outsider.userId, otherTeamMember.userId, 'no-such-user']) {
      const response = await makeAdmin(admin.cookie, lovedOneId, stranger);
      expect(response.status, stranger).toBe(404);
      expect((await errorOf(response)).message).toBe('Member not found');
    }
    // Naming the admin themselves: they are the admin already, so nothing is asked of anyone.
    expect((await makeAdmin(admin.cookie, lovedOneId, admin.userId)).status).toBe(200);
    expect(await adminOf(lovedOneId)).toBe(admin.userId);
    expect(await grantsOf(lovedOneId)).toEqual([member.userId]);
  });

  it('gives a member nothing (403) and anyone off the team nothing at all (404)', async () => {
    const { admin, member, outsider, lovedOneId, outsiderLovedOneId } = await setUpTeam(t);
    const second = await signUpUser(t, { email: 'second@example.com' });
    await t.deps.db
      .insert(lovedOneAccess)
      .values({ lovedOneId, userId: second.userId, role: 'support_member', grantedBy: admin.userId });

    expect((await makeAdmin(member.cookie, lovedOneId, second.userId)).status).toBe(403);
    expect((await makeAdmin(member.cookie, lovedOneId, member.userId)).status).toBe(403);
    expect((await teamAs(member.cookie, lovedOneId)).can.handOver).toBe(false);
    expect((await makeAdmin(outsider.cookie, lovedOneId, outsider.userId)).status).toBe(404);
    expect((await makeAdmin(outsider.cookie, lovedOneId, member.userId)).status).toBe(404);
    // An admin of another loved one cannot hand over this one by naming theirs.
    expect((await makeAdmin(admin.cookie, outsiderLovedOneId, member.userId)).status).toBe(404);
    expect((await makeAdmin(admin.cookie, 'not-a-uuid', member.userId)).status).toBe(404);
    expect(
      (await t.request('POST', `/api/team/${lovedOneId}/members/${member.userId}/make-admin`)).status,
    ).toBe(401);
    expect(await adminOf(lovedOneId)).toBe(admin.userId);
    expect(await grantsOf(lovedOneId)).toEqual([member.userId, second.userId].sort());
  });

  it('keeps the loved one, its photo and the team’s work when the old admin then deletes their account', async () => {
    const { admin, member, lovedOneId } = await setUpTeam(t);
    await insertTask(t, { lovedOneId, title: 'Call the bank', createdByUserId: member.userId });
    // The photo is stored under the admin who added it, with its portrait widths beside it.
    const photoKey = photoKeyFor(admin.userId, lovedOneId, 'webp');
    for (const key of [photoKey, ...portraitVariantKeys(photoKey)])
      await t.deps.storage.put(key, new Uint8Array([1, 2, 3]), 'image/webp');
    await t.deps.db.update(lovedOnes).set({ photoKey }).where(eq(lovedOnes.id, lovedOneId));
    expect((await makeAdmin(admin.cookie, lovedOneId, member.userId)).status).toBe(200);

    const deleted = await t.request('DELETE', '/api/account', {
      cookie: admin.cookie,
      json: { password: admin.password },
    });
    expect(deleted.status).toBe(200);

    expect(await adminOf(lovedOneId)).toBe(member.userId);
    expect(await grantsOf(lovedOneId)).toEqual([]);
    const kept = await t.deps.db.select().from(tasks).where(eq(tasks.lovedOneId, lovedOneId));
    expect(kept.map((task) => task.title)).toEqual(['Call the bank']);
    for (const key of [photoKey, ...portraitVariantKeys(photoKey)])
      expect(await t.deps.storage.get(key), key).not.toBeNull();
    const photo = await t.request('GET', `/api/loved-ones/${lovedOneId}/photo`, { cookie: member.cookie });
    expect(photo.status).toBe(200);
  });

  it('refuses when the new admin already manages a profile of the same person', async () => {
    const { admin, member, lovedOneId } = await setUpTeam(t);
    const sameDates = { dateOfBirth: '1950-01-02', dateOfDeath: '2026-09-01' };
    await t.deps.db.update(lovedOnes).set(sameDates).where(eq(lovedOnes.id, lovedOneId));
    const theirOwn = await insertLovedOne(t, member.userId);
    await t.deps.db.update(lovedOnes).set(sameDates).where(eq(lovedOnes.id, theirOwn));

    const response = await makeAdmin(admin.cookie, lovedOneId, member.userId);
    expect(response.status).toBe(409);
    expect(await adminOf(lovedOneId)).toBe(admin.userId);
    expect(await grantsOf(lovedOneId)).toEqual([member.userId]);
  });
});

describe('what deleting the account takes from others', () => {
  type Impact = {
    lovedOnes: { id: string; name: string; membersLosingAccess: number; hasLiveMemorial: boolean }[];
  };
  const impactOf = async (cookie: string) => {
    const response = await t.request('GET', '/api/account/deletion-impact', { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as Impact;
  };

  it('names each shared loved one the user manages, who loses it and whether a live memorial goes', async () => {
    const { admin, member, outsider, lovedOneId } = await setUpTeam(t);
    await insertLovedOne(t, admin.userId, 'Nobody-else');
    await t.deps.db
      .insert(memorialPages)
      .values({ lovedOneId, slug: 'mary-jones', title: 'Mary', isPublic: true });

    expect(await impactOf(admin.cookie)).toEqual({
      lovedOnes: [
        {
          id: lovedOneId,
          name: 'Mary Jones',
          membersLosingAccess: 1,
          hasLiveMemorial: true,
          canBeHandedOver: true,
        },
      ],
    });
    // A member loses only their own place: nothing of theirs takes the loved one from others.
    expect(await impactOf(member.cookie)).toEqual({ lovedOnes: [] });
    expect(await impactOf(outsider.cookie)).toEqual({ lovedOnes: [] });

    await t.deps.db.update(memorialPages).set({ isPublic: false });
    expect((await impactOf(admin.cookie)).lovedOnes[0]!.hasLiveMemorial).toBe(false);

    expect((await makeAdmin(admin.cookie, lovedOneId, member.userId)).status).toBe(200);
    expect(await impactOf(admin.cookie)).toEqual({ lovedOnes: [] });
    expect((await impactOf(member.cookie)).lovedOnes).toMatchObject([
      { id: lovedOneId, membersLosingAccess: 1 },
    ]);
    expect((await t.request('GET', '/api/account/deletion-impact')).status).toBe(401);
  });
});
