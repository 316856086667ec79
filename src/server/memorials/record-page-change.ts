import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memorialPageChanges, memorialPages, type PageChangeKind } from './memorials.schema.ts';

/**
 * Notes a change the page's followers will hear about; pass the transaction of the change itself.
 * Nothing done while the page is private is news for later (setMemorialVisibility clears what was
 * pending when it goes private). The share lock makes a concurrent Make Private either wait for this
 * transaction, and then clear its change, or commit first and be seen here.
 */
export async function recordPageChange(db: Db, memorialPageId: string, kind: PageChangeKind) {
  const [page] = await db
    .select({ isPublic: memorialPages.isPublic })
    .from(memorialPages)
    .where(eq(memorialPages.id, memorialPageId))
    .for('share');
  if (page?.isPublic) await db.insert(memorialPageChanges).values({ memorialPageId, kind });
}

/** Runs a change to the page and notes it for the page's followers in one transaction. */
export function withPageChange<T>(
  db: Db,
  memorialPageId: string,
  kind: PageChangeKind,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordPageChange(tx, memorialPageId, kind);
    return result;
  });
}
