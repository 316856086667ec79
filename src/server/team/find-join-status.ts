import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { findLovedOneRole } from '../loved-ones/loved-one-access.ts';
import { teamJoinRequests } from './team.schema.ts';

export type JoinStatus = 'member' | 'pending' | 'none';

export async function findJoinStatus(db: Db, lovedOneId: string, userId: string): Promise<JoinStatus> {
  if (await findLovedOneRole(db, userId, lovedOneId)) return 'member';
  const [request] = await db
    .select({ id: teamJoinRequests.id })
    .from(teamJoinRequests)
    .where(
      and(
        eq(teamJoinRequests.lovedOneId, lovedOneId),
        eq(teamJoinRequests.userId, userId),
        eq(teamJoinRequests.status, 'pending'),
      ),
    );
  return request ? 'pending' : 'none';
}
