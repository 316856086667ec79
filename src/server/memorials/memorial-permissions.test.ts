import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type MemorialSubject,
  memorialPolicy,
  permittedMemorialActions,
  photoPolicy,
  tributePolicy,
} from '#shared/permissions/memorial-permissions.ts';
import { judge, type Policy, type Viewer } from '#shared/permissions/policy.ts';
import { createTeam, errorOf, makePng, type Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { activityEvents } from '../activity/activity.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { createMemorialCast, createMemorialFor, jsonOf, type MemorialCast } from './memorial-test-support.ts';
import { memorialPageChanges, memorialPages, memorialPhotos, memorialTributes } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const asViewer = (person: Person | null) => (person ? { cookie: person.cookie } : {});
const readPage = (cast: MemorialCast, person: Person | null) =>
  t.request('GET', `/api/memorials/by-slug/${cast.slug}`, asViewer(person));

async function photoForm() {
  const form = new FormData();
  form.set(
    'photo',
    new File([(await makePng(300, 200)) as Uint8Array<ArrayBuffer>], 'p.png', { type: 'image/png' }),
  );
  form.set('caption', 'At the lake');
  return form;
}

/** The cast in the order they ask: the admin last, so a delete they may do leaves nothing for others. */
const castOf = (cast: MemorialCast) =>
  [
    { name: 'signed out', person: null, viewer: { userId: null, role: null } },
    { name: 'stranger', person: cast.stranger, viewer: { userId: cast.stranger.userId, role: null } },
    {
      name: 'other member',
      person: cast.otherMember,
      viewer: { userId: cast.otherMember.userId, role: 'support_member' },
    },
    { name: 'member', person: cast.member, viewer: { userId: cast.member.userId, role: 'support_member' } },
    { name: 'admin', person: cast.admin, viewer: { userId: cast.admin.userId, role: 'admin' } },
  ] satisfies { name: string; person: Person | null; viewer: Viewer }[];

type Send = (cast: MemorialCast, person: Person | null, page: MemorialSubject) => Promise<Response>;

const asks = (policy: object, action: string) => ({ policy, action });

/** One request per policy action; `needsAccount` routes answer 401 to the signed out before anything. */
function attempt<Action extends string>(
  policy: Policy<MemorialSubject, Action>,
  action: Action,
  request: string,
  needsAccount: boolean,
  send: Send,
) {
  return {
    name: `${request} (${action})`,
    ...asks(policy, action),
    send,
    expected(viewer: Viewer, page: MemorialSubject) {
      if (needsAccount && viewer.userId === null) return { status: 401 } as const;
      const verdict = judge(policy, viewer, action, page);
      if (verdict.outcome === 'not_found') return { status: 404 } as const;
      if (verdict.outcome === 'forbidden') return { status: 403, reason: verdict.reason } as const;
      return { status: 'allowed' } as const;
    },
  };
}

const at = (cast: MemorialCast, path = '') => `/api/memorials/${cast.memorialId}${path}`;
const sendJson =
  (method: string, path: string, json: unknown): Send =>
  (cast, person) =>
    t.request(method, at(cast, path), { ...asViewer(person), json });

async function insertTribute(cast: MemorialCast) {
  const [row] = await t.deps.db
    .insert(memorialTributes)
    .values({ memorialPageId: cast.memorialId, authorName: 'Jo', message: 'Miss you', status: 'held' })
    .returning();
  return row!.id;
}
async function insertPhoto(cast: MemorialCast) {
  const [row] = await t.deps.db
    .insert(memorialPhotos)
    .values({
      memorialPageId: cast.memorialId,
      uploadedByName: 'Ada Admin',
      webKey: `test/${crypto.randomUUID()}-web`,
      thumbnailKey: `test/${crypto.randomUUID()}-thumb`,
    })
    .returning();
  return row!.id;
}

const attempts = [
  attempt(memorialPolicy, 'view', 'GET qr.svg', false, (cast, person) =>
    t.request('GET', at(cast, '/qr.svg'), asViewer(person)),
  ),
  attempt(memorialPolicy, 'view', 'GET tributes', false, (cast, person) =>
    t.request('GET', at(cast, '/tributes'), asViewer(person)),
  ),
  attempt(
    memorialPolicy,
    'edit',
    'PATCH details',
    true,
    sendJson('PATCH', '', { title: 'New', description: null }),
  ),
  attempt(
    memorialPolicy,
    'edit',
    'POST timeline',
    true,
    sendJson('POST', '/timeline', { eventTitle: 'Born', eventDate: '1940-05-01' }),
  ),
  attempt(memorialPolicy, 'edit', 'POST quotes', true, sendJson('POST', '/quotes', { quoteText: 'Be kind' })),
  attempt(
    memorialPolicy,
    'edit',
    'POST favorites',
    true,
    sendJson('POST', '/favorites', { itemName: 'Tea' }),
  ),
  attempt(memorialPolicy, 'edit', 'DELETE background', true, (cast, person) =>
    t.request('DELETE', at(cast, '/background'), asViewer(person)),
  ),
  // Asks for the visibility the page already has, so each answer is judged on the same page.
  attempt(memorialPolicy, 'publish', 'PUT visibility', true, (cast, person, page) =>
    t.request('PUT', at(cast, '/visibility'), { ...asViewer(person), json: { isPublic: page.isPublic } }),
  ),
  attempt(
    tributePolicy,
    'add',
    'POST tributes',
    false,
    sendJson('POST', '/tributes', { authorName: 'Al', message: 'With love' }),
  ),
  attempt(tributePolicy, 'moderate', 'PATCH a tribute', true, async (cast, person) =>
    t.request('PATCH', at(cast, `/tributes/${await insertTribute(cast)}`), {
      ...asViewer(person),
      json: { status: 'published' },
    }),
  ),
  attempt(tributePolicy, 'delete', 'DELETE a tribute', true, async (cast, person) =>
    t.request('DELETE', at(cast, `/tributes/${await insertTribute(cast)}`), asViewer(person)),
  ),
  attempt(photoPolicy, 'add', 'POST photos', true, async (cast, person) =>
    t.request('POST', at(cast, '/photos'), { ...asViewer(person), body: await photoForm() }),
  ),
  attempt(photoPolicy, 'remove', 'DELETE a photo', true, async (cast, person) =>
    t.request('DELETE', at(cast, `/photos/${await insertPhoto(cast)}`), asViewer(person)),
  ),
];

it('asks every action of the three policies but create (memorial-create.test.ts asks that one)', () => {
  const unasked = [memorialPolicy, tributePolicy, photoPolicy].flatMap((policy) =>
    Object.keys(policy.may).filter(
      (action) => !attempts.some((asked) => asked.policy === policy && asked.action === action),
    ),
  );
  expect(unasked).toEqual(['create']);
});

describe.each(attempts)('$name', ({ send, expected }) => {
  it('answers each of the cast as the policy says, on a private page and then a public one', async () => {
    const cast = await createMemorialCast(t);
    for (const isPublic of [false, true]) {
      const page = { isPublic };
      await t.deps.db.update(memorialPages).set(page).where(eq(memorialPages.id, cast.memorialId));
      for (const { name, person, viewer } of castOf(cast)) {
        const response = await send(cast, person, page);
        const want = expected(viewer, page);
        const label = `${name}, ${isPublic ? 'public' : 'private'} page`;
        if (want.status === 'allowed') {
          expect(response.status, label).toBeLessThan(300);
          continue;
        }
        expect(response.status, label).toBe(want.status);
        if (want.status === 403) {
          expect(await errorOf(response), label).toEqual({ code: 'FORBIDDEN', message: want.reason });
        }
      }
    }
  });
});

describe('what the payloads say the viewer may do', () => {
  it('the page sends each reader the policies’ answers as `can`', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    for (const { name, person, viewer } of castOf(cast)) {
      const body = await jsonOf<{ can: unknown }>(await readPage(cast, person));
      expect(body.can, name).toEqual(permittedMemorialActions(viewer, { isPublic: true }));
    }
  });

  it('the hub summary offers the admin, not the team, to create, edit and publish the page', async () => {
    const team = await createTeam(t);
    type Can = ReturnType<typeof permittedMemorialActions>;
    const canOf = async (person: Person) =>
      (
        await jsonOf<{ can: Can }>(
          await t.request('GET', `/api/memorials/by-loved-one/${team.lovedOne.id}`, {
            cookie: person.cookie,
          }),
        )
      ).can;
    expect((await canOf(team.admin)).memorial.create).toBe(true);
    expect((await canOf(team.member)).memorial.create).toBe(false);
    expect((await createMemorialFor(t, team.admin, team.lovedOne.id)).status).toBe(201);
    expect((await canOf(team.admin)).memorial).toMatchObject({ edit: true, publish: true });
    const member = await canOf(team.member);
    expect(member.memorial).toEqual({ view: true, create: false, edit: false, publish: false });
    expect(member.photos).toEqual({ add: true, remove: false });
    expect(member.tributes).toEqual({ add: true, moderate: false, delete: false });
  });
});

describe('reading a memorial page', () => {
  it('a private page: the admin and team members see it, everyone else gets 404 like a missing slug', async () => {
    const cast = await createMemorialCast(t);
    expect((await readPage(cast, null)).status).toBe(404);
    expect((await readPage(cast, cast.stranger)).status).toBe(404);
    const missing = await t.request('GET', '/api/memorials/by-slug/nobody-here', {
      cookie: cast.admin.cookie,
    });
    expect(missing.status).toBe(404);
    const asMember = await readPage(cast, cast.member);
    expect(asMember.status).toBe(200);
    expect(await jsonOf<{ can: unknown }>(asMember)).toMatchObject({
      can: { memorial: { edit: false }, tributes: { moderate: false } },
      moderation: null,
    });
    const asAdmin = await readPage(cast, cast.admin);
    expect(await jsonOf<{ can: unknown; moderation: unknown[] }>(asAdmin)).toMatchObject({
      can: { memorial: { edit: true }, tributes: { moderate: true } },
      moderation: [],
    });
    // Nor can anyone outside reach its tributes, images or an event's calendar by id.
    const added = await t.request('POST', `/api/memorials/${cast.memorialId}/events`, {
      cookie: cast.admin.cookie,
      json: { kind: 'service', eventDate: '2026-12-01' },
    });
    const { item: event } = await jsonOf<{ item: { id: string } }>(added);
    for (const path of ['tributes', 'portrait', 'qr.svg', `events/${event.id}/calendar.ics`]) {
      const response = await t.request(
        'GET',
        `/api/memorials/${cast.memorialId}/${path}`,
        asViewer(cast.stranger),
      );
      expect(response.status, path).toBe(404);
    }
    const tribute = await t.request('POST', `/api/memorials/${cast.memorialId}/tributes`, {
      json: { authorName: 'Anon', message: 'Hello' },
    });
    expect(tribute.status).toBe(404);
  });

  it('a public page is readable by anyone, signed in or not, as a visitor', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    for (const person of [null, cast.stranger]) {
      const response = await readPage(cast, person);
      expect(response.status).toBe(200);
      const body = await jsonOf<{ can: unknown; memorial: { lovedOne: { firstName: string } } }>(response);
      expect(body).toMatchObject({
        can: { memorial: { edit: false }, tributes: { moderate: false } },
        moderation: null,
      });
      expect(body.memorial.lovedOne.firstName).toBe('Rose');
    }
  });

  it('Publish Live and Make Private switch who can read it', async () => {
    const cast = await createMemorialCast(t);
    const setPublic = (isPublic: boolean, person: Person) =>
      t.request('PUT', `/api/memorials/${cast.memorialId}/visibility`, {
        cookie: person.cookie,
        json: { isPublic },
      });
    expect((await setPublic(true, cast.member)).status).toBe(403);
    expect((await readPage(cast, null)).status).toBe(404);
    expect((await setPublic(true, cast.admin)).status).toBe(200);
    expect((await readPage(cast, null)).status).toBe(200);
    expect((await setPublic(false, cast.admin)).status).toBe(200);
    expect((await readPage(cast, null)).status).toBe(404);
  });
});

describe('changing a memorial page', () => {
  it('team members add photos with a caption and their name; only the admin removes them', async () => {
    const cast = await createMemorialCast(t);
    const upload = (person: Person | null) =>
      photoForm().then((body) =>
        t.request('POST', `/api/memorials/${cast.memorialId}/photos`, { ...asViewer(person), body }),
      );
    expect((await upload(cast.stranger)).status).toBe(404);
    expect((await upload(null)).status).toBe(401);
    const added = await upload(cast.member);
    expect(added.status).toBe(201);
    const { photo } = await jsonOf<{ photo: { id: string; uploadedByName: string; caption: string } }>(added);
    expect(photo).toMatchObject({ uploadedByName: 'Sam Support', caption: 'At the lake' });
    const remove = (person: Person) =>
      t.request('DELETE', `/api/memorials/${cast.memorialId}/photos/${photo.id}`, { cookie: person.cookie });
    const refused = await remove(cast.member);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the admin can remove photos.',
    });
    expect((await remove(cast.admin)).status).toBe(200);
    const page = await jsonOf<{ photos: unknown[] }>(await readPage(cast, cast.admin));
    expect(page.photos).toHaveLength(0);
  });

  it('a photo sent again with its key is added once: one photo, one feed entry, one piece of news', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const key = '2e4f6a8c-0b1d-4e3f-9a5b-7c9d1e3f5a7b';
    const upload = async (person: Person = cast.member) =>
      t.request('POST', `/api/memorials/${cast.memorialId}/photos`, {
        cookie: person.cookie,
        body: await photoForm(),
        headers: { 'Idempotency-Key': key },
      });
    const sent = await Promise.all([upload(), upload(), upload()]);
    expect(sent.map((response) => response.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(
      sent.map(async (r) => (await jsonOf<{ photo: { id: string } }>(r)).photo.id),
    );
    expect(new Set(ids).size).toBe(1);
    // Its answer lost on the way, the member presses Upload again.
    expect((await jsonOf<{ photo: { id: string } }>(await upload())).photo.id).toBe(ids[0]);

    const photos = await t.deps.db.select().from(memorialPhotos);
    expect(photos).toHaveLength(1);
    const told = await t.deps.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.lovedOneId, cast.lovedOne.id), eq(activityEvents.kind, 'memorial_photo_added')),
      );
    expect(told).toHaveLength(1);
    const news = await t.deps.db
      .select()
      .from(memorialPageChanges)
      .where(eq(memorialPageChanges.memorialPageId, cast.memorialId));
    expect(news.map((change) => change.kind)).toEqual(['photos']);
    // The copies of the file the twins stored went with them: only the saved photo's two sizes stay.
    const folder = path.join(t.config.dataDir, 'uploads', 'memorial-photos', cast.memorialId);
    const stored = readdirSync(folder).filter((name) => name.endsWith('.webp'));
    expect(stored.map((name) => `memorial-photos/${cast.memorialId}/${name}`).sort()).toEqual(
      [photos[0]!.thumbnailKey, photos[0]!.webKey].sort(),
    );
    // The admin's same key is the admin's own photo.
    expect((await jsonOf<{ photo: { id: string } }>(await upload(cast.admin))).photo.id).not.toBe(ids[0]);

    // The member's key sent to another page they help with leads nowhere there, and keeps no file.
    const [another] = await t.deps.db
      .insert(lovedOnes)
      .values({
        adminUserId: cast.member.userId,
        firstName: 'Alan',
        lastName: 'Lane',
        relationshipToUser: 'parent',
      })
      .returning();
    const { memorial } = await jsonOf<{ memorial: { id: string } }>(
      await createMemorialFor(t, cast.member, another!.id),
    );
    const elsewhere = await t.request('POST', `/api/memorials/${memorial.id}/photos`, {
      cookie: cast.member.cookie,
      body: await photoForm(),
      headers: { 'Idempotency-Key': key },
    });
    expect(elsewhere.status).toBe(404);
    const otherFolder = path.join(t.config.dataDir, 'uploads', 'memorial-photos', memorial.id);
    expect(
      existsSync(otherFolder) ? readdirSync(otherFolder).filter((name) => name.endsWith('.webp')) : [],
    ).toEqual([]);
  });

  it('the hub summary (real counts) is for the loved one’s admin and team only', async () => {
    const cast = await createMemorialCast(t);
    const summary = (person: Person) =>
      t.request('GET', `/api/memorials/by-loved-one/${cast.lovedOne.id}`, { cookie: person.cookie });
    expect((await summary(cast.stranger)).status).toBe(404);
    const body = await jsonOf<{ memorial: { slug: string; isPublic: boolean }; counts: unknown }>(
      await summary(cast.member),
    );
    expect(body).toMatchObject({
      memorial: { slug: 'rose-lane', isPublic: false },
      counts: { photos: 0, tributes: 0, heldTributes: 0 },
    });
  });
});
