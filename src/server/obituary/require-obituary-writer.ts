import { isOwnPlan, PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';

/**
 * The loved one whose obituary this user may write: only the admin (the obituary is part of the
 * profile), and only after a death. On someone's own plans the writer would open "My Plans died."
 */
export async function requireObituaryWriter(db: Db, userId: string, lovedOneId: string) {
  const found = await requireLovedOne(db, userId, lovedOneId, 'edit');
  if (isOwnPlan(found.row.kind)) throw new AppError('VALIDATION_FAILED', PLAN_MESSAGES.noObituary);
  return found;
}
