import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { getJoinLink } from './get-join-link.ts';
import { teamJoinLinks } from './team.schema.ts';

export async function setJoinLinkEnabled(db: Db, lovedOneId: string, isEnabled: boolean) {
  await getJoinLink(db, lovedOneId);
  const [link] = await db
    .update(teamJoinLinks)
    .set({ isEnabled, updatedAt: new Date() })
    .where(eq(teamJoinLinks.lovedOneId, lovedOneId))
    .returning();
  return link!;
}
