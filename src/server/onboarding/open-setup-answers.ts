import { lovedOnePolicy } from '#shared/permissions/loved-one-permissions.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';

/** The loved one whose setup answers this user may read and change: 404 off the team, 403 for a member. */
export async function openSetupAnswers(db: Db, userId: string, lovedOneId: string) {
  const { row, role } = await requireLovedOne(db, userId, lovedOneId);
  authorize(lovedOnePolicy, { userId, role }, 'personalise', row, 'Loved one not found');
  return row;
}
