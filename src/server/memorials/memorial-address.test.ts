import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import { createMemorialCast, createMemorialFor, insertLovedOne, jsonOf } from './memorial-test-support.ts';
import { memorialPages, memorialSlugRedirects } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const rename = (admin: Person, lovedOneId: string, firstName: string, lastName = 'Lane') =>
  t.request('PATCH', `/api/loved-ones/${lovedOneId}`, {
    cookie: admin.cookie,
    json: {
      firstName,
      lastName,
      dateOfBirth: '1940-05-01',
      dateOfDeath: '2026-10-01',
      relationshipToUser: '',
      obituary: '',
      memorialWebsiteUrl: '',
    },
  });

const changeAddress = (person: Person | null, memorialId: string) =>
  t.request('POST', `/api/memorials/${memorialId}/address`, person ? { cookie: person.cookie } : {});

async function pageRow(memorialId: string) {
  const [row] = await t.deps.db.select().from(memorialPages).where(eq(memorialPages.id, memorialId));
  return row;
}

type Moved = { memorial: { id: string; slug: string; previousSlug: string | null } };

describe('renaming the loved one', () => {
  it('retitles a page whose title is still the default made from the old name', async () => {
    const cast = await createMemorialCast(t);
    expect((await rename(cast.admin, cast.lovedOne.id, 'Rosa')).status).toBe(200);
    expect(await pageRow(cast.memorialId)).toMatchObject({
      title: 'In loving memory of Rosa Lane',
      slug: 'rose-lane',
    });
  });

  it('leaves a title the admin wrote alone', async () => {
    const cast = await createMemorialCast(t);
    await t.deps.db
      .update(memorialPages)
      .set({ title: 'Nana Rose' })
      .where(eq(memorialPages.id, cast.memorialId));
    expect((await rename(cast.admin, cast.lovedOne.id, 'Rosa')).status).toBe(200);
    expect(await pageRow(cast.memorialId)).toMatchObject({ title: 'Nana Rose' });
  });
});

describe('POST /api/memorials/:id/address', () => {
  it('moves the page to the slug of the current name and keeps the old one as a redirect', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await rename(cast.admin, cast.lovedOne.id, 'Rosa');
    const response = await changeAddress(cast.admin, cast.memorialId);
    expect(response.status).toBe(200);
    expect((await jsonOf<Moved>(response)).memorial).toMatchObject({
      slug: 'rosa-lane',
      previousSlug: 'rose-lane',
    });
    const redirects = await t.deps.db.select().from(memorialSlugRedirects);
    expect(redirects).toMatchObject([{ oldSlug: 'rose-lane', memorialPageId: cast.memorialId }]);
  });

  it('changes nothing when the address already matches the name', async () => {
    const cast = await createMemorialCast(t);
    const response = await changeAddress(cast.admin, cast.memorialId);
    expect(response.status).toBe(200);
    expect((await jsonOf<Moved>(response)).memorial).toMatchObject({ slug: 'rose-lane', previousSlug: null });
    expect(await t.deps.db.select().from(memorialSlugRedirects)).toEqual([]);
  });

  it('suffixes the new slug like creation does when another page has it', async () => {
    const cast = await createMemorialCast(t);
    const rosa = await insertLovedOne(t, cast.admin, 'Rosa', 'Lane');
    await createMemorialFor(t, cast.admin, rosa.id);
    await rename(cast.admin, cast.lovedOne.id, 'Rosa');
    const response = await changeAddress(cast.admin, cast.memorialId);
    expect((await jsonOf<Moved>(response)).memorial.slug).toBe('rosa-lane-1');
  });

  it('renaming back takes the old address back and drops its redirect', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await rename(cast.admin, cast.lovedOne.id, 'Rosa');
    await changeAddress(cast.admin, cast.memorialId);
    await rename(cast.admin, cast.lovedOne.id, 'Rose');
    const response = await changeAddress(cast.admin, cast.memorialId);
    expect((await jsonOf<Moved>(response)).memorial.slug).toBe('rose-lane');
    const redirects = await t.deps.db.select().from(memorialSlugRedirects);
    expect(redirects).toMatchObject([{ oldSlug: 'rosa-lane' }]);
  });

  it('is the admin’s: 403 for a member, 404 for a stranger of a private page', async () => {
    const cast = await createMemorialCast(t);
    expect((await changeAddress(cast.member, cast.memorialId)).status).toBe(403);
    expect((await changeAddress(cast.stranger, cast.memorialId)).status).toBe(404);
    expect((await changeAddress(cast.admin, 'not-a-uuid')).status).toBe(404);
  });
});

describe('old addresses', () => {
  async function movedPage(options: { isPublic: boolean }) {
    const cast = await createMemorialCast(t, options);
    await rename(cast.admin, cast.lovedOne.id, 'Rosa');
    await changeAddress(cast.admin, cast.memorialId);
    return cast;
  }

  it('the API answers 301 to the current slug for a public page', async () => {
    await movedPage({ isPublic: true });
    const response = await t.request('GET', '/api/memorials/by-slug/rose-lane');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/memorials/by-slug/rosa-lane');
    expect(response.headers.get('cache-control')).toContain('no-cache');
  });

  it('a private page’s old slug is missing to a stranger, and redirects for its family', async () => {
    const cast = await movedPage({ isPublic: false });
    expect((await t.request('GET', '/api/memorials/by-slug/rose-lane')).status).toBe(404);
    const stranger = await t.request('GET', '/api/memorials/by-slug/rose-lane', {
      cookie: cast.stranger.cookie,
    });
    expect(stranger.status).toBe(404);
    const member = await t.request('GET', '/api/memorials/by-slug/rose-lane', { cookie: cast.member.cookie });
    expect(member.status).toBe(301);
  });

  it('a new page never takes an old address: the links already shared still lead to the family’s page', async () => {
    const cast = await movedPage({ isPublic: true });
    const newRose = await insertLovedOne(t, cast.stranger, 'Rose', 'Lane');
    const created = await createMemorialFor(t, cast.stranger, newRose.id);
    expect((await jsonOf<Moved>(created)).memorial.slug).toBe('rose-lane-1');
    const oldLink = await t.request('GET', '/api/memorials/by-slug/rose-lane');
    expect(oldLink.status).toBe(301);
    expect(oldLink.headers.get('location')).toBe('/api/memorials/by-slug/rosa-lane');
    // Nor can another page move onto it.
    const rosa = await insertLovedOne(t, cast.stranger, 'Rosa', 'Lane');
    const rosaPage = await jsonOf<Moved>(await createMemorialFor(t, cast.stranger, rosa.id));
    await t.request('PATCH', `/api/loved-ones/${rosa.id}`, {
      cookie: cast.stranger.cookie,
      json: {
        firstName: 'Rose',
        lastName: 'Lane',
        relationshipToUser: '',
        obituary: '',
        memorialWebsiteUrl: '',
      },
    });
    const moved = await jsonOf<Moved>(await changeAddress(cast.stranger, rosaPage.memorial.id));
    expect(moved.memorial.slug).toBe('rose-lane-2');
  });

  it('redirect rows go with the page', async () => {
    const cast = await movedPage({ isPublic: true });
    await t.deps.db.delete(memorialPages).where(eq(memorialPages.id, cast.memorialId));
    expect(await t.deps.db.select().from(memorialSlugRedirects)).toEqual([]);
  });

  describe('the page HTML at /memorial/{slug}', () => {
    let webRoot: string;
    let site: ReturnType<typeof createApp>;
    beforeEach(() => {
      webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-web-'));
      writeFileSync(
        path.join(webRoot, 'index.html'),
        '<!doctype html><html><head></head><body></body></html>',
      );
      site = createApp({ ...t.deps, webRoot });
    });
    afterEach(() => {
      rmSync(webRoot, { recursive: true, force: true });
    });

    it('answers 301 to the current address of a public page', async () => {
      await movedPage({ isPublic: true });
      const response = await site.request('/memorial/rose-lane');
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/memorial/rosa-lane');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('serves a private page’s old address as any missing slug', async () => {
      await movedPage({ isPublic: false });
      expect((await site.request('/memorial/rose-lane')).status).toBe(200);
      expect((await site.request('/memorial/nobody-here')).status).toBe(200);
    });
  });
});
