import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memorialEvents } from './memorials.schema.ts';

/**
 * A page's gatherings in the order they happen, as the page, the programme and the invitations list
 * them: by day and start, one whose date is not settled yet last.
 */
export const listMemorialEvents = (db: Db, memorialId: string) =>
  db
    .select()
    .from(memorialEvents)
    .where(eq(memorialEvents.memorialPageId, memorialId))
    .orderBy(
      sql`${memorialEvents.eventDate} asc nulls last`,
      sql`${memorialEvents.startTime} asc nulls first`,
      asc(memorialEvents.createdAt),
    );
