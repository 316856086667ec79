import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/**
 * Runs one migration in drizzle/ again, from its statement `from` on, over rows a test made as an older
 * Harbor stored them: the test database has run every migration already, on no data.
 */
export async function runMigration(t: TestApp, fileName: string, from = 0) {
  const statements = readFileSync(path.resolve(import.meta.dirname, '../drizzle', fileName), 'utf8').split(
    '--> statement-breakpoint',
  );
  for (const statement of statements.slice(from)) await t.deps.db.execute(sql.raw(statement));
}
