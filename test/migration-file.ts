import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/**
 * The statements of one migration in drizzle/, to run again over rows a test made as an older Harbor
 * stored them: the test database has run every migration already, on no data.
 */
function migrationStatements(fileName: string): string[] {
  return readFileSync(path.resolve(import.meta.dirname, '../drizzle', fileName), 'utf8').split(
    '--> statement-breakpoint',
  );
}

export async function runMigration(t: TestApp, fileName: string, from = 0) {
  for (const statement of migrationStatements(fileName).slice(from))
    await t.deps.db.execute(sql.raw(statement));
}
