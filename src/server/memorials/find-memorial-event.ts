import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { memorialEvents } from './memorials.schema.ts';

/** One of this page's events; an event of another page is not found. */
export async function findMemorialEvent(db: Db, memorialId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(memorialEvents)
    .where(and(eq(memorialEvents.id, eventId), eq(memorialEvents.memorialPageId, memorialId)));
  if (!row) throw notFound('Event not found');
  return row;
}
