import { and, eq } from 'drizzle-orm';
import { LOVED_ONE_MESSAGES } from '#shared/loved-ones/loved-one-display.ts';
import type { LovedOneProfile } from '#shared/loved-ones/loved-one-profile.ts';
import { deathDetailsIn } from '#shared/loved-ones/profile-kind.ts';
import { defaultMemorialTitle } from '#shared/memorials/memorial-title.ts';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/constraint-violations.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import { portraitVariantKeys } from '../memorials/memorial-images.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';
import { retitleGeneratedTasks } from '../onboarding/retitle-generated-tasks.ts';
import { LOVED_ONE_NOT_FOUND } from './find-loved-one.ts';
import { type PreparedPhoto, photoKeyFor } from './loved-one-photo.ts';
import { lovedOnes } from './loved-ones.schema.ts';

type Name = { firstName: string; lastName: string };

/** A memorial title still made from the old name follows the new one; a title the admin wrote stays. */
async function retitleDefaultMemorial(db: Db, lovedOneId: string, before: Name, after: Name) {
  await db
    .update(memorialPages)
    .set({ title: defaultMemorialTitle(after.firstName, after.lastName), updatedAt: new Date() })
    .where(
      and(
        eq(memorialPages.lovedOneId, lovedOneId),
        eq(memorialPages.title, defaultMemorialTitle(before.firstName, before.lastName)),
      ),
    );
}

/**
 * Saves the Edit Profile Information fields (empty optionals already null). The form requires a first
 * name, so once saved the name is the user's own and no longer the relationship standing in. One's own
 * plan never takes a date of passing (decision 077).
 */
export async function updateLovedOneProfile(db: Db, lovedOneId: string, profile: LovedOneProfile) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          firstName: lovedOnes.firstName,
          lastName: lovedOnes.lastName,
          nameGiven: lovedOnes.nameGiven,
          kind: lovedOnes.kind,
        })
        .from(lovedOnes)
        .where(eq(lovedOnes.id, lovedOneId))
        .for('update');
      if (!before) throw notFound(LOVED_ONE_NOT_FOUND);
      const refusal = deathDetailsIn(before.kind, profile);
      if (refusal) throw new AppError('VALIDATION_FAILED', refusal);
      const [row] = await tx
        .update(lovedOnes)
        .set({ ...profile, nameGiven: true, updatedAt: new Date() })
        .where(eq(lovedOnes.id, lovedOneId))
        .returning();
      await retitleDefaultMemorial(tx, lovedOneId, before, row!);
      await retitleGeneratedTasks(tx, lovedOneId, before, row!);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', LOVED_ONE_MESSAGES.duplicate);
    throw error;
  }
}

/** Replaces the photo; the key keeps the admin's id, so it stays the spec's {userId}/{lovedOneId}.{ext}. */
export async function replaceLovedOnePhoto(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  lovedOne: { id: string; adminUserId: string; photoKey: string | null },
  photo: PreparedPhoto,
) {
  const key = photoKeyFor(lovedOne.adminUserId, lovedOne.id, photo.ext);
  await deps.storage.put(key, photo.body, photo.contentType);
  const [row] = await deps.db
    .update(lovedOnes)
    .set({ photoKey: key, updatedAt: new Date() })
    .where(eq(lovedOnes.id, lovedOne.id))
    .returning();
  if (!row) throw notFound(LOVED_ONE_NOT_FOUND);
  // A photo in another format had another key: it goes once the row points at the new one. Its widths
  // for the memorial page (decision 044) go whatever the key, to be made again from the new photo.
  const oldPhoto = lovedOne.photoKey !== key ? lovedOne.photoKey : null;
  await deleteFilesAfterCommit(deps, [oldPhoto, ...portraitVariantKeys(lovedOne.photoKey)]);
  return row;
}
