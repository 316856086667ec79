import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorOf } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { setUpTeam } from './team.test-support.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof setUpTeam>>;
beforeEach(async () => {
  t = await createTestApp();
  team = await setUpTeam(t);
});
afterEach(async () => {
  await t.close();
});

async function joinLink() {
  const response = await t.request('GET', `/api/team/${team.lovedOneId}/join-link`, {
    cookie: team.admin.cookie,
  });
  const { url, isEnabled } = (await response.json()) as { url: string; isEnabled: boolean };
  return { url, isEnabled, key: new URL(url).searchParams.get('key')! };
}
const lookup = (key: string, cookie = '') =>
  t.request('POST', `/api/join/${team.lovedOneId}/lookup`, { json: { key }, cookie });
const requestToJoin = (key: string, cookie: string) =>
  t.request('POST', `/api/join/${team.lovedOneId}/requests`, { json: { key }, cookie });

describe('the quick share link', () => {
  it('carries an unguessable key beside the loved one id, the same on every visit', async () => {
    const first = await joinLink();
    expect(first.url).toBe(`http://localhost:3000/join/${team.lovedOneId}?key=${first.key}`);
    expect(Buffer.from(first.key, 'base64url')).toHaveLength(32);
    expect((await joinLink()).key).toBe(first.key);
  });

  it('admits nobody who knows only the id', async () => {
    await joinLink();
    for (const key of ['', 'guess']) {
      const response = await lookup(key, team.outsider.cookie);
      expect(response.status).toBe(key ? 404 : 422);
    }
    expect((await requestToJoin('guess', team.outsider.cookie)).status).toBe(404);
  });

  it('shows whose team it is, then records a request that the admin approves', async () => {
    const { key } = await joinLink();
    expect(await (await lookup(key)).json()).toEqual({
      lovedOneName: 'Mary Jones',
      isOwnPlan: false,
      adminName: 'Alex Admin',
      status: null,
    });
    const visitor = await signUpUser(t, { firstName: 'Vic', lastName: 'Visitor' });
    expect((await requestToJoin(key, '')).status).toBe(401);
    const asked = await requestToJoin(key, visitor.cookie);
    expect(asked.status).toBe(201);
    expect(await asked.json()).toEqual({ status: 'pending' });
    // Asking again changes nothing.
    expect(await (await requestToJoin(key, visitor.cookie)).json()).toEqual({ status: 'pending' });
    // No access until the admin says yes.
    expect((await t.request('GET', `/api/team/${team.lovedOneId}`, { cookie: visitor.cookie })).status).toBe(
      404,
    );

    const listing = await t.request('GET', `/api/team/${team.lovedOneId}`, { cookie: team.admin.cookie });
    const { joinRequests } = (await listing.json()) as { joinRequests: { id: string; name: string }[] };
    expect(joinRequests).toHaveLength(1);
    expect(joinRequests[0]!.name).toBe('Vic Visitor');
    const approved = await t.request(
      'POST',
      `/api/team/${team.lovedOneId}/join-requests/${joinRequests[0]!.id}/approve`,
      { cookie: team.admin.cookie },
    );
    expect(approved.status).toBe(200);
    expect((await t.request('GET', `/api/team/${team.lovedOneId}`, { cookie: visitor.cookie })).status).toBe(
      200,
    );
    expect(await (await lookup(key, visitor.cookie)).json()).toMatchObject({ status: 'member' });
  });

  it('grants nothing on decline', async () => {
    const { key } = await joinLink();
    await requestToJoin(key, team.outsider.cookie);
    const listing = await t.request('GET', `/api/team/${team.lovedOneId}`, { cookie: team.admin.cookie });
    const { joinRequests } = (await listing.json()) as { joinRequests: { id: string }[] };
    await t.request('POST', `/api/team/${team.lovedOneId}/join-requests/${joinRequests[0]!.id}/decline`, {
      cookie: team.admin.cookie,
    });
    expect(
      await t.deps.db.select().from(lovedOneAccess).where(eq(lovedOneAccess.userId, team.outsider.userId)),
    ).toHaveLength(0);
  });

  it('stops working when reset or switched off', async () => {
    const { key } = await joinLink();
    const reset = await t.request('POST', `/api/team/${team.lovedOneId}/join-link/reset`, {
      cookie: team.admin.cookie,
    });
    const fresh = new URL(((await reset.json()) as { url: string }).url).searchParams.get('key')!;
    expect(fresh).not.toBe(key);
    expect((await lookup(key)).status).toBe(404);
    expect((await lookup(fresh)).status).toBe(200);

    await t.request('PUT', `/api/team/${team.lovedOneId}/join-link`, {
      cookie: team.admin.cookie,
      json: { enabled: false },
    });
    const off = await lookup(fresh);
    expect(off.status).toBe(404);
    expect((await errorOf(off)).message).toBe('This join link is not valid. Please ask for a new link.');
  });
});
