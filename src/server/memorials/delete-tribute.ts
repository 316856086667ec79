import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import type { Logger } from '../infra/logger.ts';
import type { Storage } from '../infra/storage.ts';
import { memorialTributes } from './memorials.schema.ts';

/**
 * Deletes one of this page's tributes, then its photo's files; one already gone, or of another page,
 * is no error (decision 081).
 */
export async function deleteTribute(
  deps: { db: Db; storage: Storage; logger: Logger },
  memorialId: string,
  tributeId: string,
) {
  const [row] = await deps.db
    .delete(memorialTributes)
    .where(and(eq(memorialTributes.id, tributeId), eq(memorialTributes.memorialPageId, memorialId)))
    .returning({ webKey: memorialTributes.photoWebKey, thumbnailKey: memorialTributes.photoThumbnailKey });
  if (!row) return;
  await deleteFilesAfterCommit(deps, [row.webKey, row.thumbnailKey]);
}
