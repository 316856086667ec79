import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { getJoinLink, newJoinKey } from './get-join-link.ts';
import { teamJoinLinks } from './team.schema.ts';

/** A new key: every copy of the old link stops working. */
export async function resetJoinLink(db: Db, lovedOneId: string) {
  await getJoinLink(db, lovedOneId);
  const [link] = await db
    .update(teamJoinLinks)
    .set({ joinKey: newJoinKey(), updatedAt: new Date() })
    .where(eq(teamJoinLinks.lovedOneId, lovedOneId))
    .returning();
  return link!;
}
