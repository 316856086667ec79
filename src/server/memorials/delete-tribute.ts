import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { memorialTributes } from './memorials.schema.ts';

/** Deletes one of this page's tributes; a tribute of another page is not found. */
export async function deleteTribute(db: Db, memorialId: string, tributeId: string) {
  const [row] = await db
    .delete(memorialTributes)
    .where(and(eq(memorialTributes.id, tributeId), eq(memorialTributes.memorialPageId, memorialId)))
    .returning({ id: memorialTributes.id });
  if (!row) throw notFound('Tribute not found');
}
