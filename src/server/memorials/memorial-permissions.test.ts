import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePng, type Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createMemorialCast, jsonOf, type MemorialCast } from './memorial-test-support.ts';

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
    expect(await jsonOf<{ viewerRole: string }>(asMember)).toMatchObject({
      viewerRole: 'member',
      moderation: null,
    });
    const asAdmin = await readPage(cast, cast.admin);
    expect(await jsonOf<{ viewerRole: string; moderation: unknown[] }>(asAdmin)).toMatchObject({
      viewerRole: 'admin',
      moderation: [],
    });
    // Nor can anyone outside reach its tributes, images or calendar by id.
    for (const path of ['tributes', 'portrait', 'qr.svg', 'service.ics']) {
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
      const body = await jsonOf<{ viewerRole: string; memorial: { lovedOne: { firstName: string } } }>(
        response,
      );
      expect(body).toMatchObject({ viewerRole: 'visitor', moderation: null });
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
    expect((await setPublic(true, cast.member)).status).toBe(404);
    expect((await readPage(cast, null)).status).toBe(404);
    expect((await setPublic(true, cast.admin)).status).toBe(200);
    expect((await readPage(cast, null)).status).toBe(200);
    expect((await setPublic(false, cast.admin)).status).toBe(200);
    expect((await readPage(cast, null)).status).toBe(404);
  });
});

describe('changing a memorial page', () => {
  it('only the admin edits: members, strangers and visitors get 404 (or 401 when signed out)', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const base = `/api/memorials/${cast.memorialId}`;
    const attempts: [string, string, unknown][] = [
      ['PATCH', base, { title: 'New title', description: null }],
      ['PUT', `${base}/visibility`, { isPublic: false }],
      ['POST', `${base}/timeline`, { eventTitle: 'Born', eventDate: '1940-05-01' }],
      ['POST', `${base}/quotes`, { quoteText: 'Be kind' }],
      ['POST', `${base}/favorites`, { itemName: 'Tea' }],
    ];
    for (const [method, url, json] of attempts) {
      for (const person of [cast.member, cast.stranger]) {
        expect(
          (await t.request(method, url, { cookie: person.cookie, json })).status,
          `${method} ${url}`,
        ).toBe(404);
      }
      expect((await t.request(method, url, { json })).status, `${method} ${url}`).toBe(401);
      expect((await t.request(method, url, { cookie: cast.admin.cookie, json })).status).toBeLessThan(300);
    }
  });

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
    expect((await remove(cast.member)).status).toBe(404);
    expect((await remove(cast.admin)).status).toBe(200);
    const page = await jsonOf<{ photos: unknown[] }>(await readPage(cast, cast.admin));
    expect(page.photos).toHaveLength(0);
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
