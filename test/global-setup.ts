import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite snapshot that each test file loads (PGlite takes seconds to migrate),
 * or, with DATABASE_URL, a template database that tests clone into databases of their own.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `harbor_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = openPostgres(url.toString(), 1);
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      // The template and every test database cloned from it (test/test-db.ts names them after it).
      const { rows } = await admin.query<{ name: string }>(
        `select datname as name from pg_database where datname = $1 or datname like $2`,
        [template, `${template}\\_%`],
      );
      for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create();
  const database = openPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const dir = mkdtempSync(path.join(tmpdir(), 'harbor-test-'));
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
