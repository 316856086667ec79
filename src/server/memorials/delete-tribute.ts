import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import type { Logger } from '../infra/logger.ts';
import type { Storage } from '../infra/storage.ts';
import { memorialTributes } from './memorials.schema.ts';

/** Deletes one of this page's tributes, then its photo's files; a tribute of another page is not found. */
export async function deleteTribute(
  deps: { db: Db; storage: Storage; logger: Logger },
  memorialId: string,
  tributeId: string,
) {
  const [row] = await deps.db
    .delete(memorialTributes)
    .where(and(eq(memorialTributes.id, tributeId), eq(memorialTributes.memorialPageId, memorialId)))
    .returning({ webKey: memorialTributes.photoWebKey, thumbnailKey: memorialTributes.photoThumbnailKey });
  if (!row) throw notFound('Tribute not found');
  await deleteFilesAfterCommit(deps, [row.webKey, row.thumbnailKey]);
}
