import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import type { Storage } from '../infra/storage.ts';
import { listAccessibleLovedOneIds } from '../loved-ones/loved-one-access.ts';

const AVATAR_FILE = /^avatar\.(jpg|png|gif)$/;

/** Whether `viewerId` may see `ownerId`'s avatar: their own, or someone on a loved one's team with them. */
async function canSeeAvatar(db: Db, viewerId: string, ownerId: string) {
  if (viewerId === ownerId) return true;
  const [mine, theirs] = await Promise.all([
    listAccessibleLovedOneIds(db, viewerId),
    listAccessibleLovedOneIds(db, ownerId),
  ]);
  return mine.some((id) => theirs.includes(id));
}

/** The stored avatar, or the same 404 for a missing file and one the viewer may not see. */
export async function readAvatar(
  deps: { db: Db; storage: Storage },
  viewerId: string,
  avatar: { userId: string; file: string },
) {
  if (!AVATAR_FILE.test(avatar.file) || !(await canSeeAvatar(deps.db, viewerId, avatar.userId)))
    throw new AppError('NOT_FOUND', 'Not found');
  const stored = await deps.storage.get(`avatars/${avatar.userId}/${avatar.file}`);
  if (!stored) throw new AppError('NOT_FOUND', 'Not found');
  return stored;
}
