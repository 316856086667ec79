import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { memorialPhotos } from './memorials.schema.ts';

/** One of this page's photos, if it is there; a photo of another page is not. */
export async function findGalleryPhoto(db: Db, memorialId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(memorialPhotos)
    .where(and(eq(memorialPhotos.id, photoId), eq(memorialPhotos.memorialPageId, memorialId)));
  return row;
}

/** One of this page's photos; a photo of another page is not found. */
export async function requireGalleryPhoto(db: Db, memorialId: string, photoId: string) {
  const row = await findGalleryPhoto(db, memorialId, photoId);
  if (!row) throw notFound('Photo not found');
  return row;
}
