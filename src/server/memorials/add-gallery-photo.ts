import { eq } from 'drizzle-orm';
import { profiles } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../infra/storage.ts';
import { galleryKeys, prepareGalleryPhoto } from './memorial-images.ts';
import { photoUrls } from './memorial-view.ts';
import { memorialPhotos } from './memorials.schema.ts';

async function displayNameOf(db: Db, user: { id: string; firstName?: string; lastName?: string }) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const first = profile?.firstName ?? user.firstName ?? '';
  const last = profile?.lastName ?? user.lastName ?? '';
  return `${first} ${last}`.trim() || 'A family member';
}

/** Stores both sizes first, then the row: a failed upload leaves no row pointing at nothing. */
export async function addGalleryPhoto(
  deps: { db: Db; storage: Storage },
  memorialId: string,
  uploader: { id: string; firstName?: string; lastName?: string },
  bytes: Uint8Array,
  caption: string | null,
) {
  const { web, thumbnail } = await prepareGalleryPhoto(bytes);
  const keys = galleryKeys(memorialId);
  await deps.storage.put(keys.webKey, web.body, web.contentType);
  await deps.storage.put(keys.thumbnailKey, thumbnail.body, thumbnail.contentType);
  const [row] = await deps.db
    .insert(memorialPhotos)
    .values({
      memorialPageId: memorialId,
      uploadedByUserId: uploader.id,
      uploadedByName: await displayNameOf(deps.db, uploader),
      caption,
      ...keys,
    })
    .returning();
  return {
    id: row!.id,
    caption: row!.caption,
    uploadedByName: row!.uploadedByName,
    ...photoUrls(memorialId, row!.id),
  };
}
