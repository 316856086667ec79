import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { toTributeView } from './memorial-view.ts';
import { memorialTributes } from './memorials.schema.ts';

/** Publishes or hides one of this page's tributes; a tribute of another page is not found. */
export async function moderateTribute(
  db: Db,
  memorialId: string,
  tributeId: string,
  status: 'published' | 'hidden',
) {
  const [row] = await db
    .update(memorialTributes)
    .set({ status })
    .where(and(eq(memorialTributes.id, tributeId), eq(memorialTributes.memorialPageId, memorialId)))
    .returning();
  if (!row) throw notFound('Tribute not found');
  return toTributeView(row);
}
