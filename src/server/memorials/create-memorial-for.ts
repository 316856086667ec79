import { offersMemorial, PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { memorialPolicy } from '#shared/permissions/memorial-permissions.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { LOVED_ONE_NOT_FOUND, requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { createMemorialPage } from './create-memorial.ts';

/**
 * The loved one's admin makes its page (private at first). Outside the team the loved one does not
 * exist (404); a team member is told only the admin can (403). A second page is a conflict: the
 * client then reads the existing page's slug from the summary and goes to it. Without a given name
 * the page would read "In loving memory of Spouse" at /memorial/spouse, so the name comes first.
 * A person's own plans are not a death: "In loving memory of My Plans" is refused outright.
 */
export async function createMemorialFor(db: Db, userId: string, lovedOneId: string) {
  const { row, viewer } = await requireLovedOne(db, userId, lovedOneId);
  authorize(memorialPolicy, viewer, 'create', { isPublic: false }, LOVED_ONE_NOT_FOUND);
  if (!offersMemorial(row.kind)) throw new AppError('VALIDATION_FAILED', PLAN_MESSAGES.noMemorial);
  if (!row.nameGiven) throw new AppError('VALIDATION_FAILED', MEMORIAL_MESSAGES.nameNeeded);
  const result = await createMemorialPage(db, row);
  if (!result.created) throw new AppError('CONFLICT', MEMORIAL_MESSAGES.alreadyExists);
  return { id: result.page.id, slug: result.page.slug, isPublic: result.page.isPublic };
}
