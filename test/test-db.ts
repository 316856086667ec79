import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';

let snapshot: Blob | undefined;
/** The PGlite behind each database handed out, so a test can stop it for real. */
const clientOf = new WeakMap<Database['db'], PGlite>();

/**
 * A fresh, migrated database of its own: a PGlite loaded from the run's snapshot, or, when the run
 * has DATABASE_URL, a PostgreSQL database cloned from the run's template. Either is emptied and
 * kept for the next test in this worker when its test closes it (see `spares` below).
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (template && databaseUrl) return openPostgresTestDatabase(databaseUrl, template);
  const client = spares.pop() ?? (await loadSnapshot());
  const database = openPglite(client);
  clientOf.set(database.db, client);
  return { ...database, close: () => putBack(client) };
}

/**
 * PostgreSQL databases whose test has finished, emptied and kept for the next test in this worker:
 * cloning the template costs about half a second (it writes the whole database through the WAL),
 * emptying the tables a few milliseconds. The run's global teardown drops them all by their prefix.
 */
const spareDatabases: string[] = [];

async function openPostgresTestDatabase(databaseUrl: string, template: string): Promise<Database> {
  let name = spareDatabases.pop();
  if (!name) {
    name = `${template}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  // The first clone in this worker is untouched: it gives the schema to compare with on the way back.
  pristinePostgresSchema ??= await readPostgresSchema(url.toString());
  const database = openPostgres(url.toString(), 5);
  let closed = false;
  return {
    ...database,
    close: async () => {
      // Closed twice, it must still be handed out only once.
      if (closed) return;
      closed = true;
      await database.close();
      await putBackPostgres(databaseUrl, url.toString(), name);
    },
  };
}

async function putBackPostgres(databaseUrl: string, url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
    if (rows[0]!.fingerprint === pristinePostgresSchema) {
      // Foreign keys would make the order matter; as a replica the session skips their triggers.
      const empty = await emptyPostgresStatements(client);
      await client.query(`begin; set local session_replication_role = replica; ${empty}; commit`);
      spareDatabases.push(name);
      return;
    }
  } finally {
    await client.end();
  }
  // A test that changed the schema itself gives its database up.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

let pristinePostgresSchema: string | undefined;
let emptyPostgres: string | undefined;

async function readPostgresSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
    return rows[0]!.fingerprint;
  } finally {
    await client.end();
  }
}

async function emptyPostgresStatements(client: pg.Client) {
  if (!emptyPostgres) {
    const { rows } = await client.query<{ statement: string }>(`
      select 'delete from ' || quote_ident(tablename) as statement from pg_tables where schemaname = 'public'
      union all
      select 'alter sequence ' || quote_ident(sequencename) || ' restart' from pg_sequences where schemaname = 'public'`);
    emptyPostgres = rows.map((row) => row.statement).join('; ');
  }
  return emptyPostgres;
}

/**
 * A fresh PGlite test database that counts the statements it is sent (PGlite's `query`, which Drizzle
 * calls once per statement), for tests of how many round trips a request costs. Counting statements
 * does not depend on the driver, so this one is PGlite in every pass.
 */
export async function createCountingTestDatabase() {
  const client = inject('pgliteSnapshot') ? await loadSnapshot() : await migratedPglite();
  let count = 0;
  const query = client.query.bind(client);
  client.query = (...args) => {
    count += 1;
    return query(...args);
  };
  const database = openPglite(client);
  return {
    database: { ...database, close: () => client.close() },
    statementsSince: () => {
      const start = count;
      return () => count - start;
    },
  };
}

let migratedDump: Promise<Blob> | undefined;

/**
 * A PostgreSQL run makes no PGlite snapshot: this worker migrates one PGlite (several seconds on a
 * slow machine), keeps its files, and loads each counting database from them.
 */
async function migratedPglite(): Promise<PGlite> {
  migratedDump ??= (async () => {
    const client = await PGlite.create();
    await openPglite(client).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return PGlite.create({ loadDataDir: await migratedDump });
}

/** Shuts the database down for real, as an outage would, where `close` would only hand it back. */
export async function stopTestDatabase(database: Database) {
  const client = clientOf.get(database.db);
  if (client) await client.close();
  else await database.close();
}

/**
 * PGlite clients whose test has finished, emptied and kept for the next test in this worker: loading
 * the snapshot costs most of a second, emptying the tables a few milliseconds. A test that changed
 * the schema itself (a constraint or trigger it adds to force a failure) gives its client up instead.
 */
const spares: PGlite[] = [];
let pristineSchema: string | undefined;
let emptyEveryTable: string | undefined;

const SCHEMA_FINGERPRINT = `select (select count(*) from pg_class)::text || '/' ||
  (select count(*) from pg_constraint)::text || '/' || (select count(*) from pg_trigger)::text || '/' ||
  (select count(*) from pg_proc)::text as fingerprint`;

async function fingerprintOf(client: PGlite) {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]!.fingerprint;
}

async function loadSnapshot(): Promise<PGlite> {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const client = await PGlite.create({ loadDataDir: snapshot });
  if (!pristineSchema) {
    pristineSchema = await fingerprintOf(client);
    const { rows } = await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    emptyEveryTable = `truncate table ${rows.map((row) => row.name).join(', ')} restart identity cascade`;
  }
  return client;
}

async function putBack(client: PGlite) {
  // Closed twice, it must still be handed out only once.
  if (client.closed || spares.includes(client)) return;
  if ((await fingerprintOf(client)) !== pristineSchema) {
    await client.close();
    return;
  }
  await client.exec(`${emptyEveryTable}; reset all; select pg_advisory_unlock_all();`);
  spares.push(client);
}
