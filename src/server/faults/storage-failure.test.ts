import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertTask, makePng } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { activityEvents } from '../activity/activity.schema.ts';
import { createApp } from '../app.ts';
import { buildDeps } from '../deps.ts';
import { createLogger } from '../infra/logger.ts';
import { createLocalStorage, STORAGE_MESSAGES, type Storage } from '../infra/storage.ts';
import { createMemorialCast } from '../memorials/memorial-test-support.ts';
import { memorialPhotos } from '../memorials/memorials.schema.ts';
import { taskDocuments } from '../tasks/tasks.schema.ts';

const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A disk that is full: every write goes to /dev/full, so the operating system itself answers
 * ENOSPC. Reads and deletes work (what was stored before stays readable).
 */
function fullDisk(healthy: Storage): Storage {
  return {
    ...healthy,
    put: async (_key, body) => {
      await writeFile('/dev/full', body);
    },
  };
}

let t: TestApp;
/** Requests to a second app on the same database whose storage is the full disk. */
let onFullDisk: TestApp['request'];

beforeEach(async () => {
  t = await createTestApp();
  const deps = buildDeps({
    database: t.database,
    config: t.config,
    logger: createLogger('silent'),
    storage: fullDisk(createLocalStorage(`${t.config.dataDir}/uploads`)),
  });
  const app = createApp(deps);
  onFullDisk = async (method, url, { json, cookie, headers, body } = {}) =>
    app.request(url, {
      method,
      headers: {
        origin: t.config.appUrl,
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : body,
    });
});
afterEach(() => t.close());

const fileForm = (field: string, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name));
  return form;
};

async function expectClearSaveError(response: Response) {
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: STORAGE_MESSAGES.save } });
}

describe('disk full while uploading', () => {
  it('a task document: a clear error, no document row and no activity about it', async () => {
    const cast = await createMemorialCast(t);
    const task = await insertTask(t, { lovedOneId: cast.lovedOne.id, title: 'Find the will' });

    await expectClearSaveError(
      await onFullDisk('POST', `/api/tasks/${task.id}/documents`, {
        cookie: cast.admin.cookie,
        body: fileForm('file', PDF_BYTES, 'will.pdf'),
      }),
    );
    expect(await t.deps.db.select().from(taskDocuments).where(eq(taskDocuments.taskId, task.id))).toEqual([]);
    expect(
      await t.deps.db.select().from(activityEvents).where(eq(activityEvents.lovedOneId, cast.lovedOne.id)),
    ).toEqual([]);

    // The same upload works once there is room again.
    const retried = await t.request('POST', `/api/tasks/${task.id}/documents`, {
      cookie: cast.admin.cookie,
      body: fileForm('file', PDF_BYTES, 'will.pdf'),
    });
    expect(retried.status).toBe(201);
  });

  it('a memorial photo: a clear error and no photo row', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await expectClearSaveError(
      await onFullDisk('POST', `/api/memorials/${cast.memorialId}/photos`, {
        cookie: cast.admin.cookie,
        body: fileForm('photo', await makePng(), 'garden.png'),
      }),
    );
    expect(
      await t.deps.db.select().from(memorialPhotos).where(eq(memorialPhotos.memorialPageId, cast.memorialId)),
    ).toEqual([]);
  });

  it('an avatar: a clear error, and the avatar the person had is kept and still served', async () => {
    const cast = await createMemorialCast(t);
    const first = await t.request('POST', '/api/account/avatar', {
      cookie: cast.admin.cookie,
      body: fileForm('file', await makePng(), 'me.png'),
    });
    expect(first.status).toBe(200);
    const { avatarUrl } = (await first.json()) as { avatarUrl: string };

    await expectClearSaveError(
      await onFullDisk('POST', '/api/account/avatar', {
        cookie: cast.admin.cookie,
        body: fileForm('file', await makePng(80, 80), 'me-again.png'),
      }),
    );
    const profile = await t.request('GET', '/api/account/profile', { cookie: cast.admin.cookie });
    expect(await profile.json()).toMatchObject({ avatarUrl });
    expect((await t.request('GET', avatarUrl, { cookie: cast.admin.cookie })).status).toBe(200);
  });
});
