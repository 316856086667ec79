import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/**
 * Until a statement of another connection waits for a lock the test's transaction holds: the moment a
 * request sent during the transaction has reached its row (PostgreSQL only; PGlite runs one at a time).
 */
export async function untilSomeoneWaits(t: TestApp) {
  for (let tries = 0; tries < 200; tries += 1) {
    const [waiting] = await t.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`pg_locks`)
      .where(sql`not granted`);
    if ((waiting?.count ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('No statement came to wait for the lock');
}
