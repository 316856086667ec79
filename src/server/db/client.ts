import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL rows; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export function openPostgres(
  connectionString: string,
  max = 10,
  onIdleClientError: (error: Error) => void = () => {},
): Database {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  // An idle client dropped by the server must not crash the process; the pool reconnects on next use.
  pool.on('error', onIdleClientError);
  // The pool listens only while a client is idle. A client checked out between two statements of a
  // transaction, when PostgreSQL shuts down, would emit 'error' with no listener and kill the process
  // (found by src/server/faults/postgres-restart.test.ts). Its next query fails instead — a 503 — and
  // the pool drops it on release because it is no longer queryable.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleClientError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 10, options.onIdleClientError);
  const dir = path.join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return openPglite(client);
}
