import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity/record-activity.ts';
import type { Db } from '../db/client.ts';
import type { MemorialPageRow } from './memorial-access.ts';
import { memorialPages } from './memorials.schema.ts';

/**
 * Publish Live or Make Private. Going live is news for the team's activity feed, written in the
 * same transaction so the feed never reports a page that did not go live.
 */
export async function setMemorialVisibility(
  db: Db,
  page: MemorialPageRow,
  isPublic: boolean,
  actorUserId: string,
) {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(memorialPages)
      .set({ isPublic, updatedAt: new Date() })
      .where(eq(memorialPages.id, page.id))
      .returning();
    if (row!.isPublic && !page.isPublic) {
      await recordActivity(tx, { lovedOneId: page.lovedOneId, kind: 'memorial_published', actorUserId });
    }
    return row!;
  });
  return { id: updated.id, slug: updated.slug, isPublic: updated.isPublic };
}
