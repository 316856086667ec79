import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertTask, makePng } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createMemorialCast, jsonOf, type MemorialCast } from '../memorials/memorial-test-support.ts';
import { memorialPages, memorialPhotos } from '../memorials/memorials.schema.ts';
import { taskDocuments } from '../tasks/tasks.schema.ts';
import { sweepStorageOrphans } from './delete-stored-files.ts';
import { storageOrphans } from './storage-orphans.schema.ts';

let t: TestApp;
let cast: MemorialCast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createMemorialCast(t);
}, 30_000);
afterAll(async () => {
  await t?.close();
});

/** Storage that has lost its disk for deletes (reads and writes still work). */
const failDeletes = () => vi.spyOn(t.deps.storage, 'delete').mockRejectedValue(new Error('disk unavailable'));

async function uploadTo(path: string, field: string, method: 'PUT' | 'POST') {
  const form = new FormData();
  form.set(field, new File([(await makePng()) as Uint8Array<ArrayBuffer>], 'photo.png'));
  const response = await t.request(method, `/api/memorials/${cast.memorialId}${path}`, {
    cookie: cast.admin.cookie,
    body: form,
  });
  expect(response.ok).toBe(true);
}

const orphanKeys = async () => (await t.deps.db.select().from(storageOrphans)).map((row) => row.key).sort();

describe('a file delete after the change is saved', () => {
  it('removing a background answers 200 when storage cannot delete; the file waits for the sweep', async () => {
    await uploadTo('/background', 'image', 'PUT');
    const [page] = await t.deps.db.select().from(memorialPages).where(eq(memorialPages.id, cast.memorialId));
    const key = page!.backgroundImageKey!;
    const failing = failDeletes();

    const response = await t.request('DELETE', `/api/memorials/${cast.memorialId}/background`, {
      cookie: cast.admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ deleted: true });
    const [after] = await t.deps.db.select().from(memorialPages).where(eq(memorialPages.id, cast.memorialId));
    expect(after!.backgroundImageKey).toBeNull();
    expect(await orphanKeys()).toEqual([key]);

    // Still failing: the sweep keeps the key and counts the attempt.
    expect(await sweepStorageOrphans(t.deps)).toEqual({ deleted: 0, failed: 1 });
    const [row] = await t.deps.db.select().from(storageOrphans);
    expect(row).toMatchObject({ key, attempts: 2, lastError: 'disk unavailable' });

    failing.mockRestore();
    expect(await t.deps.storage.get(key)).not.toBeNull();
    expect(await sweepStorageOrphans(t.deps)).toEqual({ deleted: 1, failed: 0 });
    expect(await t.deps.storage.get(key)).toBeNull();
    expect(await orphanKeys()).toEqual([]);
  });

  it('deleting a gallery photo answers 200 and keeps both its files for the sweep', async () => {
    await uploadTo('/photos', 'photo', 'POST');
    const [photo] = await t.deps.db.select().from(memorialPhotos);
    const failing = failDeletes();
    const response = await t.request('DELETE', `/api/memorials/${cast.memorialId}/photos/${photo!.id}`, {
      cookie: cast.admin.cookie,
    });
    failing.mockRestore();
    expect(response.status).toBe(200);
    expect(await t.deps.db.select().from(memorialPhotos)).toEqual([]);
    expect(await orphanKeys()).toEqual([photo!.webKey, photo!.thumbnailKey].sort());
    await sweepStorageOrphans(t.deps);
    expect(await orphanKeys()).toEqual([]);
  });

  it('deleting a task document answers 200 when storage cannot delete; the row is gone, the file swept later', async () => {
    const task = await insertTask(t, { lovedOneId: cast.lovedOne.id, key: 'orphan-doc' });
    const form = new FormData();
    form.set('file', new File([await makePng()], 'scan.png', { type: 'image/png' }));
    const upload = await t.request('POST', `/api/tasks/${task.id}/documents`, {
      cookie: cast.admin.cookie,
      body: form,
    });
    expect(upload.status).toBe(201);
    const [document] = await t.deps.db.select().from(taskDocuments);
    const failing = failDeletes();
    const response = await t.request('DELETE', `/api/tasks/${task.id}/documents/${document!.id}`, {
      cookie: cast.admin.cookie,
    });
    failing.mockRestore();
    expect(response.status).toBe(200);
    expect(await t.deps.db.select().from(taskDocuments)).toEqual([]);
    expect(await orphanKeys()).toEqual([document!.storageKey]);
    await sweepStorageOrphans(t.deps);
    expect(await orphanKeys()).toEqual([]);
  });
});
