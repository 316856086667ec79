import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import type { Logger } from '../infra/logger.ts';
import type { Storage } from '../infra/storage.ts';
import type { MemorialPageRow } from './memorial-access.ts';
import { backgroundKey, prepareBackground } from './memorial-images.ts';
import { memorialPages } from './memorials.schema.ts';

type Deps = { db: Db; storage: Storage; logger: Logger };

/** Stores the resized image first, then points the page at it; the old file goes once nothing does. */
export async function setMemorialBackground(deps: Deps, page: MemorialPageRow, bytes: Uint8Array) {
  const image = await prepareBackground(bytes);
  const key = backgroundKey(page.id);
  await deps.storage.put(key, image.body, image.contentType);
  await deps.db
    .update(memorialPages)
    .set({ backgroundImageKey: key, updatedAt: new Date() })
    .where(eq(memorialPages.id, page.id));
  await deleteFilesAfterCommit(deps, [page.backgroundImageKey]);
}
