import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePng } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { createMemorialCast, type MemorialCast } from './memorial-test-support.ts';
import { memorialPhotos } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Every file under a storage prefix, read from the disk itself rather than through Harbor's rows. */
function filesUnder(prefix: string): string[] {
  const dir = path.join(t.config.dataDir, 'uploads', prefix);
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
const memorialFiles = (memorialId: string) => [
  ...filesUnder(`memorial-photos/${memorialId}`),
  ...filesUnder(`memorial-backgrounds/${memorialId}`),
];

async function upload(cast: MemorialCast, cookie: string, url: string, field: string) {
  const form = new FormData();
  form.set(field, new File([(await makePng()) as Uint8Array<ArrayBuffer>], 'photo.png'));
  const response = await t.request(url.endsWith('background') ? 'PUT' : 'POST', url, { cookie, body: form });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return cast;
}

/** A memorial with a photo from the admin, one from a team member, and a background image. */
async function memorialWithImages() {
  const cast = await createMemorialCast(t, { isPublic: true });
  const base = `/api/memorials/${cast.memorialId}`;
  await upload(cast, cast.admin.cookie, `${base}/photos`, 'photo');
  await upload(cast, cast.member.cookie, `${base}/photos`, 'photo');
  await upload(cast, cast.admin.cookie, `${base}/background`, 'image');
  return cast;
}

describe('a deleted loved one takes its memorial images with it', () => {
  it('removes every photo, thumbnail and background of its memorial from storage; other memorials keep theirs', async () => {
    const cast = await memorialWithImages();
    const other = await memorialWithImages();
    // Two photos × (web + thumbnail) + one background, each with its content-type file beside it.
    expect(memorialFiles(cast.memorialId)).toHaveLength(10);
    expect(await t.deps.db.select().from(memorialPhotos)).toHaveLength(4);

    // A loved one is deleted with its admin's account (self-service or by an operator).
    const response = await t.request('DELETE', '/api/account', {
      cookie: cast.admin.cookie,
      json: { password: cast.admin.password },
    });
    expect(response.status).toBe(200);

    expect(await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, cast.lovedOne.id))).toHaveLength(
      0,
    );
    expect(memorialFiles(cast.memorialId)).toEqual([]);
    expect(memorialFiles(other.memorialId)).toHaveLength(10);
    const kept = await t.deps.db.select().from(memorialPhotos);
    expect(kept).toHaveLength(2);
    for (const photo of kept) {
      expect(await t.deps.storage.get(photo.webKey)).not.toBeNull();
      expect(await t.deps.storage.get(photo.thumbnailKey)).not.toBeNull();
    }
  });

  it('a team member leaving Harbor does not remove the photos they gave the family', async () => {
    const cast = await memorialWithImages();
    const response = await t.request('DELETE', '/api/account', {
      cookie: cast.member.cookie,
      json: { password: cast.member.password },
    });
    expect(response.status).toBe(200);
    expect(memorialFiles(cast.memorialId)).toHaveLength(10);
    expect(await t.deps.db.select().from(memorialPhotos)).toHaveLength(2);
  });
});
