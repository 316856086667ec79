import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity/record-activity.ts';
import { profiles } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import type { Logger } from '../infra/logger.ts';
import { makeOnce } from '../infra/make-once.ts';
import type { Storage } from '../infra/storage.ts';
import { requireGalleryPhoto } from './find-gallery-photo.ts';
import type { MemorialPageRow } from './memorial-access.ts';
import { storeGalleryPhoto } from './memorial-images.ts';
import { photoUrls } from './memorial-view.ts';
import { memorialPhotos } from './memorials.schema.ts';
import { recordPageChange } from './record-page-change.ts';

type FileDeps = { db: Db; storage: Storage; logger: Logger };

async function displayNameOf(db: Db, user: { id: string; firstName?: string; lastName?: string }) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const first = profile?.firstName ?? user.firstName ?? '';
  const last = profile?.lastName ?? user.lastName ?? '';
  return `${first} ${last}`.trim() || 'A family member';
}

/**
 * Stores both sizes first, then the row: a failed upload leaves no row pointing at nothing. The row,
 * the team's feed entry and the news for the page's followers are written together, so neither shows
 * a photo that is not there. The same photo sent again with its submission key (its answer lost on the
 * way) leads to the one saved (makeOnce); a copy of the file that no row names (sent again, or its row
 * refused) goes.
 */
export async function addGalleryPhoto(
  deps: FileDeps,
  page: Pick<MemorialPageRow, 'id' | 'lovedOneId'>,
  uploader: { id: string; firstName?: string; lastName?: string; submissionKey?: string },
  bytes: Uint8Array,
  caption: string | null,
) {
  const keys = await storeGalleryPhoto(deps.storage, page.id, bytes);
  const photo = {
    memorialPageId: page.id,
    uploadedByUserId: uploader.id,
    uploadedByName: await displayNameOf(deps.db, uploader),
    caption,
    ...keys,
  };
  const ownFiles = [keys.webKey, keys.thumbnailKey];
  const row = await savePhotoOnce(deps.db, page, photo, uploader.submissionKey).catch(
    async (error: unknown) => {
      await deleteFilesAfterCommit(deps, ownFiles);
      throw error;
    },
  );
  // Sent again: the photo saved the first time is the one, and this copy of its file has no row.
  if (row.webKey !== keys.webKey) await deleteFilesAfterCommit(deps, ownFiles);
  return {
    id: row.id,
    caption: row.caption,
    uploadedByName: row.uploadedByName,
    ...photoUrls(page.id, row.id),
  };
}

function savePhotoOnce(
  db: Db,
  page: Pick<MemorialPageRow, 'id' | 'lovedOneId'>,
  photo: typeof memorialPhotos.$inferInsert & { uploadedByUserId: string },
  submissionKey: string | undefined,
) {
  const submission = { userId: photo.uploadedByUserId, kind: 'memorial-photo', key: submissionKey };
  return db.transaction((tx) =>
    makeOnce(
      tx,
      submission,
      async () => {
        const [inserted] = await tx.insert(memorialPhotos).values(photo).returning();
        await recordActivity(tx, {
          lovedOneId: page.lovedOneId,
          kind: 'memorial_photo_added',
          actorUserId: photo.uploadedByUserId,
          label: photo.caption ?? null,
        });
        await recordPageChange(tx, page.id, 'photos');
        return inserted!;
      },
      (id) => requireGalleryPhoto(tx, page.id, id),
    ),
  );
}
