import type { Db } from '../db/client.ts';
import { memorialPageChanges, type PageChangeKind } from './memorials.schema.ts';

/** Notes a change the page's followers will hear about; pass the transaction of the change itself. */
export async function recordPageChange(db: Db, memorialPageId: string, kind: PageChangeKind) {
  await db.insert(memorialPageChanges).values({ memorialPageId, kind });
}
