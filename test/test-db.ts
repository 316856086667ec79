import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';

let snapshot: Blob | undefined;

/**
 * A fresh, migrated database of its own: a PGlite loaded from the run's snapshot, or, when the run
 * has DATABASE_URL, a new PostgreSQL database cloned from the run's template and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (template && databaseUrl) {
    const name = `harbor_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 5);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const client = await PGlite.create({ loadDataDir: snapshot });
  return openPglite(client);
}
