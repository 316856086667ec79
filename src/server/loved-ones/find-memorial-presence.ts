import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';

/** Whether the loved one has a memorial page, public or private (the 'No memorial page' badge). */
export async function hasMemorialPage(db: Db, lovedOneId: string): Promise<boolean> {
  const [page] = await db
    .select({ id: memorialPages.id })
    .from(memorialPages)
    .where(eq(memorialPages.lovedOneId, lovedOneId))
    .limit(1);
  return Boolean(page);
}
