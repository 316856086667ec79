import type { Db } from '../db/client.ts';
import { activityEvents } from './activity.schema.ts';

type NewActivity = Omit<typeof activityEvents.$inferInsert, 'id' | 'createdAt'>;

/** Call with the transaction of the change it describes, so the feed never shows what did not happen. */
export async function recordActivity(db: Db, event: NewActivity): Promise<void> {
  await db.insert(activityEvents).values(event);
}
