import { type LovedOneAction, lovedOnePolicy } from '#shared/permissions/loved-one-permissions.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { findLovedOneWithRole, type TeamViewer } from './loved-one-access.ts';
import type { lovedOnes } from './loved-ones.schema.ts';

export const LOVED_ONE_NOT_FOUND = 'Loved one not found';

/**
 * The row and the user as a viewer on its team, in one query, once the loved-one policy allows the
 * action (view unless told): the same 404 for a missing loved one and someone else's, 403 with the
 * policy's reason for a member asking for the admin's part (decision 034).
 */
export async function requireLovedOne(
  db: Db,
  userId: string,
  lovedOneId: string,
  action: LovedOneAction = 'view',
): Promise<{ row: typeof lovedOnes.$inferSelect; viewer: TeamViewer }> {
  const found = await findLovedOneWithRole(db, userId, lovedOneId);
  if (!found) throw notFound(LOVED_ONE_NOT_FOUND);
  const viewer: TeamViewer = { userId, role: found.role };
  authorize(lovedOnePolicy, viewer, action, found.row, LOVED_ONE_NOT_FOUND);
  return { row: found.row, viewer };
}
