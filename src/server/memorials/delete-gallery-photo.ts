import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import type { Logger } from '../infra/logger.ts';
import type { Storage } from '../infra/storage.ts';
import { findGalleryPhoto } from './find-gallery-photo.ts';
import { memorialPhotos } from './memorials.schema.ts';

/**
 * The row goes first: once it is gone nobody is shown the photo, even if a file delete fails. A photo
 * already gone is removed as far as anyone asked (decision 081).
 */
export async function deleteGalleryPhoto(
  deps: { db: Db; storage: Storage; logger: Logger },
  memorialId: string,
  photoId: string,
) {
  const row = await findGalleryPhoto(deps.db, memorialId, photoId);
  if (!row) return;
  await deps.db.delete(memorialPhotos).where(eq(memorialPhotos.id, row.id));
  await deleteFilesAfterCommit(deps, [row.webKey, row.thumbnailKey]);
}
