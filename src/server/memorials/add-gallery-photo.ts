import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity/record-activity.ts';
import { profiles } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../infra/storage.ts';
import type { MemorialPageRow } from './memorial-access.ts';
import { storeGalleryPhoto } from './memorial-images.ts';
import { photoUrls } from './memorial-view.ts';
import { memorialPhotos } from './memorials.schema.ts';
import { withPageChange } from './record-page-change.ts';

async function displayNameOf(db: Db, user: { id: string; firstName?: string; lastName?: string }) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const first = profile?.firstName ?? user.firstName ?? '';
  const last = profile?.lastName ?? user.lastName ?? '';
  return `${first} ${last}`.trim() || 'A family member';
}

/**
 * Stores both sizes first, then the row: a failed upload leaves no row pointing at nothing. The row
 * and the team's feed entry are written together, so the feed never shows a photo that is not there.
 */
export async function addGalleryPhoto(
  deps: { db: Db; storage: Storage },
  page: Pick<MemorialPageRow, 'id' | 'lovedOneId'>,
  uploader: { id: string; firstName?: string; lastName?: string },
  bytes: Uint8Array,
  caption: string | null,
) {
  const keys = await storeGalleryPhoto(deps.storage, page.id, bytes);
  const uploadedByName = await displayNameOf(deps.db, uploader);
  const row = await withPageChange(deps.db, page.id, 'photos', async (tx) => {
    const [inserted] = await tx
      .insert(memorialPhotos)
      .values({ memorialPageId: page.id, uploadedByUserId: uploader.id, uploadedByName, caption, ...keys })
      .returning();
    await recordActivity(tx, {
      lovedOneId: page.lovedOneId,
      kind: 'memorial_photo_added',
      actorUserId: uploader.id,
      label: caption,
    });
    return inserted!;
  });
  return {
    id: row.id,
    caption: row.caption,
    uploadedByName: row.uploadedByName,
    ...photoUrls(page.id, row.id),
  };
}
