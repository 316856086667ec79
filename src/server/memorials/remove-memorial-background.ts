import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import type { Logger } from '../infra/logger.ts';
import type { Storage } from '../infra/storage.ts';
import type { MemorialPageRow } from './memorial-access.ts';
import { memorialPages } from './memorials.schema.ts';

/** The page forgets its background first; the file goes once nothing points at it. */
export async function removeMemorialBackground(
  deps: { db: Db; storage: Storage; logger: Logger },
  page: MemorialPageRow,
) {
  await deps.db
    .update(memorialPages)
    .set({ backgroundImageKey: null, updatedAt: new Date() })
    .where(eq(memorialPages.id, page.id));
  await deleteFilesAfterCommit(deps, [page.backgroundImageKey]);
}
