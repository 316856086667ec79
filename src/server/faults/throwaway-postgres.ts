import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './harbor-process.ts';

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** Whether this machine can make a PostgreSQL cluster of its own (the server binaries are installed). */
export const canRunThrowawayPostgres = existsSync(path.join(BIN, 'initdb'));

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
const asPostgres = (tool: string, args: string[]) =>
  isRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args])
    : run(path.join(BIN, tool), args);

export type ThrowawayPostgres = {
  port: number;
  /** postgres://… for `database` on this cluster. */
  url: (database: string) => string;
  start: () => Promise<void>;
  /** A fast shutdown: open sessions are ended, as when an operator restarts the server. */
  stop: () => Promise<void>;
  destroy: () => Promise<void>;
};

/**
 * A PostgreSQL cluster of its own in /tmp on a free port, so a test can stop and restart "the
 * database" without touching the machine's shared server. Durability settings are off: it is
 * thrown away.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-pg-'));
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dataDir, Number(stdout.trim()), Number(group.trim()));
  }
  const port = await freePort();
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '30',
      'start',
    ]);
  };
  const stop = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
  };
  await start();
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    destroy: async () => {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
