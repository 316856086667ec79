import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorOf } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import type { Storage } from '../infra/storage.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { portraitVariantKey } from './memorial-images.ts';
import { createMemorialCast, type MemorialCast } from './memorial-test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

// Wider than the largest width, and not square, so each width shows in the served file.
const photoPng = (color: string) =>
  sharp({ create: { width: 1500, height: 1200, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The loved one's photo, replaced as the family does it (PUT /api/loved-ones/{id}/photo). */
async function putPhoto(cast: MemorialCast, color: string) {
  const form = new FormData();
  form.set(
    'photo',
    new File([(await photoPng(color)) as Uint8Array<ArrayBuffer>], 'p.png', { type: 'image/png' }),
  );
  const response = await t.request('PUT', `/api/loved-ones/${cast.lovedOne.id}/photo`, {
    cookie: cast.admin.cookie,
    body: form,
  });
  if (!response.ok) throw new Error(`photo upload failed: ${response.status} ${await response.text()}`);
  const [row] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, cast.lovedOne.id));
  return row!.photoKey!;
}

const portrait = (cast: MemorialCast, query: string, cookie?: string) =>
  t.request('GET', `/api/memorials/${cast.memorialId}/portrait${query}`, cookie ? { cookie } : {});

async function imageOf(response: Response) {
  const body = new Uint8Array(await response.arrayBuffer());
  return { body, ...(await sharp(body).metadata()) };
}

/** Every file in the admin's loved-one photo folder, read from the disk itself. */
function photoFiles(cast: MemorialCast): string[] {
  const dir = path.join(t.config.dataDir, 'uploads', 'loved-one-photos', cast.admin.userId);
  try {
    return readdirSync(dir).filter((name) => !name.endsWith('.meta.json'));
  } catch {
    return [];
  }
}

describe('the portrait at the page’s widths', () => {
  it('serves each width as WebP of that many pixels, made once and stored beside the photo', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const photoKey = await putPhoto(cast, '#336699');

    for (const width of [320, 640]) {
      const response = await portrait(cast, `?v=1&w=${width}`);
      expect(response.status, String(width)).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      const image = await imageOf(response);
      expect(image.format).toBe('webp');
      expect(image.width).toBe(width);
      expect(image.height).toBe(Math.round((width * 1200) / 1500));
      const stored = await t.deps.storage.get(portraitVariantKey(photoKey, width));
      expect(stored?.body).toEqual(image.body);
      expect(response.headers.get('etag')).toBe(stored?.etag);
    }
    expect(photoFiles(cast).sort()).toEqual(
      [`${cast.lovedOne.id}-w320.webp`, `${cast.lovedOne.id}-w640.webp`, `${cast.lovedOne.id}.webp`].sort(),
    );

    // Made once: later requests read the stored copy (here a stand-in), not the photo again.
    const standIn = await sharp({ create: { width: 320, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await t.deps.storage.put(portraitVariantKey(photoKey, 320), new Uint8Array(standIn), 'image/webp');
    expect((await imageOf(await portrait(cast, '?w=320'))).height).toBe(10);
    const etag = (await portrait(cast, '?w=320')).headers.get('etag')!;
    const again = await t.request('GET', `/api/memorials/${cast.memorialId}/portrait?w=320`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    // Without a width, the stored photo itself, as before (the link preview's image).
    const full = await imageOf(await portrait(cast, '?v=1'));
    expect(full.width).toBe(1024);
  });

  it('makes the width from a photo stored before widths existed, and keeps it', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const photoKey = `loved-one-photos/${cast.admin.userId}/${cast.lovedOne.id}.webp`;
    const old = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#884422' } })
      .webp()
      .toBuffer();
    await t.deps.storage.put(photoKey, new Uint8Array(old), 'image/webp');
    await t.deps.db.update(lovedOnes).set({ photoKey }).where(eq(lovedOnes.id, cast.lovedOne.id));
    expect(await t.deps.storage.get(portraitVariantKey(photoKey, 640))).toBeNull();

    const response = await portrait(cast, '?w=640');
    expect(response.status).toBe(200);
    expect((await imageOf(response)).width).toBe(640);
    expect(await t.deps.storage.get(portraitVariantKey(photoKey, 640))).not.toBeNull();
  });

  it.each([
    ['a width not in the set', '?w=500'],
    ['the full width by number', '?w=1024'],
    ['a width written another way', '?w=0320'],
    ['a word', '?w=large'],
    ['an empty width', '?w='],
    ['two widths', '?w=320&w=640'],
  ])('refuses %s with a clear message, and stores nothing', async (_case, query) => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await putPhoto(cast, '#336699');
    const response = await portrait(cast, query);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe('Width must be one of 320, 640.');
    expect(photoFiles(cast)).toEqual([`${cast.lovedOne.id}.webp`]);
  });

  it('a private page’s widths are only for those who may see the page: anyone else gets 404', async () => {
    const cast = await createMemorialCast(t);
    await putPhoto(cast, '#336699');
    for (const [who, cookie] of [
      ['stranger', cast.stranger.cookie],
      ['signed out', undefined],
    ] as const) {
      const response = await portrait(cast, '?w=320', cookie);
      expect(response.status, who).toBe(404);
    }
    // Nothing was made for them.
    expect(photoFiles(cast)).toEqual([`${cast.lovedOne.id}.webp`]);
    for (const person of [cast.admin, cast.member]) {
      const response = await portrait(cast, '?w=320', person.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    }
  });

  it('a photo replaced while its width was being made: the copy is served once, not kept', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const photoKey = await putPhoto(cast, '#0000ff');
    const variantKey = portraitVariantKey(photoKey, 320);
    // The replacement lands (photo stored, old widths deleted) just before this request stores its copy.
    const racing: Storage = {
      ...t.deps.storage,
      async put(key, body, contentType) {
        if (key === variantKey) {
          const newer = await sharp(await photoPng('#ff0000'))
            .webp()
            .toBuffer();
          await t.deps.storage.put(photoKey, new Uint8Array(newer), 'image/webp');
        }
        await t.deps.storage.put(key, body, contentType);
      },
    };
    const app = createApp({ ...t.deps, storage: racing });
    const response = await app.request(`/api/memorials/${cast.memorialId}/portrait?w=320`);
    expect(response.status).toBe(200);
    expect(await t.deps.storage.get(variantKey)).toBeNull();
  });

  it('a width that cannot be stored just now is still served', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await putPhoto(cast, '#336699');
    const full: Storage = {
      ...t.deps.storage,
      put: async () => {
        throw new Error('disk full');
      },
    };
    const app = createApp({ ...t.deps, storage: full });
    const response = await app.request(`/api/memorials/${cast.memorialId}/portrait?w=320`);
    expect(response.status).toBe(200);
    expect((await imageOf(response)).width).toBe(320);
    expect(photoFiles(cast)).toEqual([`${cast.lovedOne.id}.webp`]);
  });

  it('a loved one without a photo has no widths either', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    expect((await portrait(cast, '?w=320')).status).toBe(404);
  });
});

describe('the widths go with the photo they were made from', () => {
  it('replacing the photo deletes them; the next request makes them from the new photo', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const photoKey = await putPhoto(cast, '#0000ff');
    await portrait(cast, '?w=320');
    await portrait(cast, '?w=640');
    expect(photoFiles(cast)).toHaveLength(3);

    await putPhoto(cast, '#ff0000');
    expect(photoFiles(cast)).toEqual([`${cast.lovedOne.id}.webp`]);
    expect(await t.deps.storage.get(portraitVariantKey(photoKey, 320))).toBeNull();
    expect(await t.deps.storage.get(portraitVariantKey(photoKey, 640))).toBeNull();

    const { body } = await imageOf(await portrait(cast, '?w=320'));
    const { dominant } = await sharp(body).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  it('deleting the admin’s account (and with it the loved one and the memorial) removes them', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const other = await createMemorialCast(t, { isPublic: true });
    for (const page of [cast, other]) {
      await putPhoto(page, '#336699');
      await portrait(page, '?w=320');
      await portrait(page, '?w=640');
      expect(photoFiles(page)).toHaveLength(3);
    }

    const response = await t.request('DELETE', '/api/account', {
      cookie: cast.admin.cookie,
      json: { password: cast.admin.password },
    });
    expect(response.status).toBe(200);
    expect(photoFiles(cast)).toEqual([]);
    expect(photoFiles(other)).toHaveLength(3);
  });
});
