import type { Db } from '../db/client.ts';
import { findJoinStatus, type JoinStatus } from './find-join-status.ts';
import { teamJoinRequests } from './team.schema.ts';

/** Asking twice is the same as asking once. */
export async function requestToJoin(db: Db, lovedOneId: string, userId: string): Promise<JoinStatus> {
  const status = await findJoinStatus(db, lovedOneId, userId);
  if (status !== 'none') return status;
  await db.insert(teamJoinRequests).values({ lovedOneId, userId }).onConflictDoNothing();
  return 'pending';
}
