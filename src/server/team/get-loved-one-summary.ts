import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { findNameReadBy, namingColumns } from '../loved-ones/planner-names.ts';

/**
 * The loved one as the team's screens and mails name it to `readerUserId` (null until a name is
 * given; null reader for someone not yet on the team, such as an invitee), with its admin.
 */
export async function getLovedOneSummary(db: Db, lovedOneId: string, readerUserId: string | null) {
  const [lovedOne] = await db
    .select({ ...namingColumns, createdAt: lovedOnes.createdAt })
    .from(lovedOnes)
    .where(eq(lovedOnes.id, lovedOneId));
  if (!lovedOne) throw notFound(LOVED_ONE_NOT_FOUND);
  return { ...lovedOne, name: await findNameReadBy(db, readerUserId, lovedOne) };
}
