import { and, eq, ne } from 'drizzle-orm';
import { recordActivity } from '../activity/record-activity.ts';
import type { Db } from '../db/client.ts';
import type { MemorialPageRow } from './memorial-access.ts';
import { memorialPageChanges, memorialPages } from './memorials.schema.ts';

/**
 * Publish Live or Make Private. A real change either way is news for the team's activity feed,
 * written in the same transaction so the feed never reports a change that did not happen. The update
 * itself asks whether the page was the other way, so a repeated or doubled click is no news.
 */
export async function setMemorialVisibility(
  db: Db,
  page: Pick<MemorialPageRow, 'id' | 'slug' | 'lovedOneId'>,
  isPublic: boolean,
  actorUserId: string,
) {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(memorialPages)
      .set({ isPublic, updatedAt: new Date() })
      .where(and(eq(memorialPages.id, page.id), ne(memorialPages.isPublic, isPublic)))
      .returning({ id: memorialPages.id });
    if (changed.length === 0) return;
    // What changed before the page went private is no news to tell once it is live again.
    if (!isPublic)
      await tx.delete(memorialPageChanges).where(eq(memorialPageChanges.memorialPageId, page.id));
    await recordActivity(tx, {
      lovedOneId: page.lovedOneId,
      kind: isPublic ? 'memorial_published' : 'memorial_made_private',
      actorUserId,
    });
  });
  return { id: page.id, slug: page.slug, isPublic };
}
