import { eq } from 'drizzle-orm';
import { permittedMemorialActions } from '#shared/permissions/memorial-permissions.ts';
import type { Db } from '../db/client.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { findPlannerName } from '../loved-ones/planner-names.ts';
import { countMemorialContent } from './memorial-view.ts';
import { memorialPages } from './memorials.schema.ts';

/**
 * The profile card and the memorial hub: does a page exist, is it live, its real counts, and what
 * this member of the team may do with it. A page not made yet is judged as the private page it
 * starts as, so only its admin is offered "Create".
 */
export async function getMemorialSummary(db: Db, userId: string, lovedOneId: string) {
  const { row, viewer } = await requireLovedOne(db, userId, lovedOneId);
  const [page] = await db.select().from(memorialPages).where(eq(memorialPages.lovedOneId, row.id));
  return {
    lovedOne: {
      id: row.id,
      kind: row.kind,
      firstName: row.firstName,
      lastName: row.lastName,
      nameGiven: row.nameGiven,
      plannerName: await findPlannerName(db, userId, row),
    },
    memorial: page ? { id: page.id, slug: page.slug, title: page.title, isPublic: page.isPublic } : null,
    counts: page ? await countMemorialContent(db, page.id) : { photos: 0, tributes: 0, heldTributes: 0 },
    can: permittedMemorialActions(viewer, page ?? { isPublic: false }),
  };
}
