import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import type { Storage } from '../infra/storage.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { createMemorialCast, type MemorialCast } from './memorial-test-support.ts';
import { memorialPages } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const shareImage = (cast: MemorialCast, cookie?: string) =>
  t.request('GET', `/api/memorials/${cast.memorialId}/share-image?v=1`, cookie ? { cookie } : {});

async function imageOf(response: Response) {
  const body = new Uint8Array(await response.arrayBuffer());
  return { body, ...(await sharp(body).metadata()) };
}

/** The loved one's photo, as the family adds it (PUT /api/loved-ones/{id}/photo). */
async function putPhoto(cast: MemorialCast) {
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('photo', new File([photo as Uint8Array<ArrayBuffer>], 'p.png', { type: 'image/png' }));
  const response = await t.request('PUT', `/api/loved-ones/${cast.lovedOne.id}/photo`, {
    cookie: cast.admin.cookie,
    body: form,
  });
  expect(response.status).toBe(200);
}

describe('the link-preview image', () => {
  it('is a 1200×630 JPEG, cacheable anywhere for a public page, revalidated by its etag', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const response = await shareImage(cast);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const image = await imageOf(response);
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 630]);

    const etag = response.headers.get('etag')!;
    const again = await t.request('GET', `/api/memorials/${cast.memorialId}/share-image?v=2`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('shows the portrait once the family adds one', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const without = await imageOf(await shareImage(cast));
    await putPhoto(cast);
    const withPhoto = await imageOf(await shareImage(cast));
    expect([withPhoto.width, withPhoto.height]).toEqual([1200, 630]);
    expect(withPhoto.body).not.toEqual(without.body);
    // The photo's blue, in a circle on the left; without it, the theme's pale tint there.
    const at = async (body: Uint8Array) =>
      (
        await sharp(
          await sharp(body).extract({ left: 284, top: 295, width: 40, height: 40 }).toBuffer(),
        ).stats()
      ).dominant;
    const photoHere = await at(withPhoto.body);
    expect(photoHere.b).toBeGreaterThan(120);
    expect(photoHere.r).toBeLessThan(90);
    expect((await at(without.body)).r).toBeGreaterThan(200);
  });

  it('draws a name full of markup characters, and a very long one, without failing', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: `Rose "Nana" <b>&amp;</b>`, lastName: `O'Lane-${'Whittingham'.repeat(8)}` })
      .where(eq(lovedOnes.id, cast.lovedOne.id));
    const response = await shareImage(cast);
    expect(response.status).toBe(200);
    const image = await imageOf(response);
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('never draws dates the family hides: the same image as a page with no dates', async () => {
    const hidden = await createMemorialCast(t, { isPublic: true });
    await t.deps.db
      .update(memorialPages)
      .set({ showDates: false })
      .where(eq(memorialPages.id, hidden.memorialId));
    const none = await createMemorialCast(t, { isPublic: true });
    await t.deps.db
      .update(lovedOnes)
      .set({ dateOfBirth: null, dateOfDeath: null })
      .where(eq(lovedOnes.id, none.lovedOne.id));
    const shown = await createMemorialCast(t, { isPublic: true });

    const [hiddenImage, noneImage, shownImage] = await Promise.all(
      [hidden, none, shown].map(async (cast) => (await imageOf(await shareImage(cast))).body),
    );
    expect(hiddenImage).toEqual(noneImage);
    expect(shownImage).not.toEqual(noneImage);
  });

  it('a private page’s image is only for those who may see the page: anyone else gets 404', async () => {
    const cast = await createMemorialCast(t);
    await putPhoto(cast);
    for (const [who, cookie] of [
      ['signed out', undefined],
      ['stranger', cast.stranger.cookie],
    ] as const) {
      const response = await shareImage(cast, cookie);
      expect(response.status, who).toBe(404);
      expect(response.headers.get('content-type'), who).not.toContain('image');
    }
    for (const person of [cast.admin, cast.member]) {
      const response = await shareImage(cast, person.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    }
  });

  it('a missing page, or an id that is not one, gets 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await t.request('GET', `/api/memorials/${id}/share-image`)).status).toBe(404);
    }
  });

  it('a photo that cannot be read still gives a preview: the name and dates alone', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await putPhoto(cast);
    const unreadable: Storage = {
      ...t.deps.storage,
      get: async (key) => {
        const stored = await t.deps.storage.get(key);
        return stored && key.startsWith('loved-one-photos/')
          ? { ...stored, body: new Uint8Array(64) }
          : stored;
      },
    };
    const response = await createApp({ ...t.deps, storage: unreadable }).request(
      `/api/memorials/${cast.memorialId}/share-image`,
    );
    expect(response.status).toBe(200);
    const image = await imageOf(response);
    expect([image.width, image.height]).toEqual([1200, 630]);
  });
});
