import { teamPolicy } from '#shared/permissions/team-permissions.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import { findLovedOneRole } from '../loved-ones/loved-one-access.ts';
import { removeMember } from './remove-member.ts';

/**
 * A support member leaves the team, handing their work back as a removal does. Someone not on the
 * team (who left already, the answer to that lost on the way) has nothing to leave: they get the
 * answer of a leave, as for a loved one they never saw, so it reveals nothing (decision 081). The
 * admin hands the loved one over first (403).
 */
export async function leaveTeam(db: Db, userId: string, lovedOneId: string): Promise<void> {
  const role = await findLovedOneRole(db, userId, lovedOneId);
  if (role === null) return;
  authorize(teamPolicy, { userId, role }, 'leave', { lovedOneId }, LOVED_ONE_NOT_FOUND);
  await removeMember(db, lovedOneId, userId);
}
