// `npm run bench:load`: a scripted mix of real traffic against real Harbor processes on loopback, with
// wrk for the public read (a steady crowd, then flat out) and autocannon for the mix — anonymous visitors reading public memorial pages (the HTML and the API), signed-in
// families loading the dashboard and ticking tasks, tributes being posted — for 1 and 2 processes on
// PostgreSQL (+ Redis, behind a round-robin TCP balancer) and 1 on PGlite. Next to each, the same
// queries run straight through the database driver, so the server's overhead is a ratio.
// Every phase is bounded in time and tributes in count; it stops by itself (about 3 minutes).
// Writes its section of docs/benchmarks.md; exits non-zero when a target is missed or a request failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { openDatabase, openPostgres } from '../src/server/db/client.ts';
import {
  freePort,
  type HarborProcess,
  startHarborProcess,
  waitForHealth,
} from '../src/server/faults/harbor-process.ts';
import { listAccessibleLovedOnes } from '../src/server/loved-ones/list-accessible-loved-ones.ts';
import { summarizeLovedOne } from '../src/server/loved-ones/summarize-loved-one.ts';
import { findReadableMemorialBySlug } from '../src/server/memorials/memorial-access.ts';
import { loadMemorialPageView } from '../src/server/memorials/memorial-view.ts';
import { benchServerEnv } from './bench-server-env.ts';
import { clientAddress, type SeededFamily, seedFamily } from './harbor-fixture.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import { statusOfGet } from './status-of-get.ts';
import { type WrkRow, wrkGet } from './wrk.ts';

const FAMILIES = 12;
const PHASE_SECONDS = 10;
const PUBLIC_CONNECTIONS = 100;
// The crowd after a memorial page is shared: 100 people at once, each sending a read about every
// 150 ms (so about 650 requests/s in all). Judged against the target; the flat-out run shows the ceiling.
const CROWD_THINK_MS = 150;
const MIX = { visitors: 50, families: 10, tributesPerSecond: 20 };
// Each page takes 60 tributes an hour (one is used by the seed): the tribute phase stays well under.
const TRIBUTES = Math.min(MIX.tributesPerSecond * PHASE_SECONDS, FAMILIES * 50);
const SERIAL_REQUESTS = 300;
const TODAY = '2026-11-22';
// Issue 20's figures: the crowd's p99 and the dashboard's time over its own queries.
const TARGET = { publicReadP99Ms: 50, dashboardOverheadRatio: 1.5 };

const DOC_PATH = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const ID = 'load';
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_NAME = 'harbor_bench_load';
const WEB_ROOT = path.resolve(process.env.WEB_ROOT ?? 'dist/web');
const ORIGIN = 'http://harbor.bench';

type Setup = { label: string; processes: number; database: 'postgres' | 'pglite' };
const SETUPS: Setup[] = [
  { label: 'PostgreSQL, 1 process', processes: 1, database: 'postgres' },
  { label: 'PostgreSQL, 2 processes', processes: 2, database: 'postgres' },
  { label: 'PGlite, 1 process', processes: 1, database: 'pglite' },
];

type Row = { rps: number; p50: number; p99: number; errors: number };
type SetupResult = {
  setup: Setup;
  publicRead: WrkRow;
  crowd: WrkRow;
  mix: { visitors: Row; dashboard: Row; tributes: Row };
  serial: { dashboard: number; memorial: number };
  direct: { dashboard: number; memorial: number };
};

const rowOf = (result: Result): Row => ({
  rps: Math.round(result.requests.total / result.duration),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
const headers = (extra: Record<string, string> = {}) => ({ origin: ORIGIN, ...extra });
type Request = { method: string; path: string; headers: Record<string, string>; body?: string };
/** autocannon's request-per-call hook; the hook's own request keeps the host and port. */
const each = (make: () => Request) => ({
  setupRequest: (request: object) => ({ ...request, ...make() }),
});

/** Anonymous visitors: each connection reads a page's HTML, then its API, then its tributes. */
const visitorRequests = (families: SeededFamily[]) => [
  each(() => ({ method: 'GET', path: `/memorial/${pick(families).slug}`, headers: headers() })),
  each(() => ({ method: 'GET', path: `/api/memorials/by-slug/${pick(families).slug}`, headers: headers() })),
  each(() => ({
    method: 'GET',
    path: `/api/memorials/${pick(families).memorialId}/tributes`,
    headers: headers(),
  })),
];

/** The same visitor reads for wrk: every page's HTML, API and tributes, in turn. */
const visitorPaths = (families: SeededFamily[]) =>
  families.flatMap((family) => [
    `/memorial/${family.slug}`,
    `/api/memorials/by-slug/${family.slug}`,
    `/api/memorials/${family.memorialId}/tributes`,
  ]);

/** Signed-in families: load the dashboard, then tick (or untick) one of their tasks. */
function familyRequests(families: SeededFamily[]) {
  let family = families[0]!;
  return [
    each(() => {
      family = pick(families);
      return {
        method: 'GET',
        path: `/api/dashboard?lovedOne=${family.lovedOneId}&timeZone=UTC`,
        headers: headers({ cookie: family.cookie }),
      };
    }),
    each(() => ({
      method: 'PATCH',
      path: `/api/tasks/${pick(family.taskIds)}`,
      headers: headers({ cookie: family.cookie, 'content-type': 'application/json' }),
      body: JSON.stringify({ status: pick(['completed', 'pending']) }),
    })),
  ];
}

/** Tributes from distinct visitors (their own X-Forwarded-For), spread over every page. */
function tributeRequests(families: SeededFamily[]) {
  let sent = 0;
  return [
    each(() => {
      sent += 1;
      return {
        method: 'POST',
        path: `/api/memorials/${families[sent % families.length]!.memorialId}/tributes`,
        headers: headers({
          'content-type': 'application/json',
          'x-forwarded-for': clientAddress(1000 + sent),
        }),
        body: JSON.stringify({ authorName: 'A friend', message: `Thinking of you all. (${sent})` }),
      };
    }),
  ];
}

/** One GET on the kept-alive connection; anything but a 200 stops the benchmark. */
const answeredOk =
  (agent: Agent, target: string, extra: Record<string, string> = {}) =>
  async () => {
    const status = await statusOfGet(agent, target, headers(extra));
    if (status !== 200) throw new Error(`${target} answered ${status}`);
  };

/** Mean milliseconds per call of `run`, one call at a time, after a warm-up. */
async function serialMean(iterations: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 30; i++) await run();
  const started = performance.now();
  for (let i = 0; i < iterations; i++) await run();
  return (performance.now() - started) / iterations;
}

async function runSetup(setup: Setup): Promise<SetupResult> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  const databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.pathname = `/${DATABASE_NAME}`;
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'harbor-bench-load-'));
  if (setup.database === 'postgres') {
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.query(`create database ${DATABASE_NAME}`);
    // Migrated once here, so several processes do not race to apply the same migrations.
    const database = openPostgres(databaseUrl.toString(), 1);
    await database.migrate();
    await database.close();
  }

  const env = benchServerEnv({
    APP_URL: ORIGIN,
    TRUST_PROXY: 'true',
    WEB_ROOT,
    DATABASE_URL: setup.database === 'postgres' ? databaseUrl.toString() : '',
    REDIS_URL: setup.database === 'postgres' ? REDIS_URL : '',
  });
  const instances: HarborProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | null = null;
  try {
    for (let n = 0; n < setup.processes; n++) {
      instances.push(
        startHarborProcess(await freePort(), env, setup.database === 'pglite' ? pgliteDir : undefined),
      );
    }
    await Promise.all(instances.map((instance) => waitForHealth(instance)));
    proxy = setup.processes > 1 ? await startRoundRobinProxy(instances.map((i) => i.port)) : null;
    const url = `http://127.0.0.1:${proxy?.port ?? instances[0]!.port}`;

    const families: SeededFamily[] = [];
    for (let n = 0; n < FAMILIES; n++) families.push(await seedFamily(url, ORIGIN, n));

    // Warm-up (JIT, connection pools), not reported.
    await autocannon({ url, connections: 20, duration: 3, requests: visitorRequests(families) });
    const publicRead = await wrkGet({
      url,
      paths: visitorPaths(families),
      headers: headers(),
      connections: PUBLIC_CONNECTIONS,
      seconds: PHASE_SECONDS,
    });
    const crowd = await wrkGet({
      url,
      paths: visitorPaths(families),
      headers: headers(),
      connections: PUBLIC_CONNECTIONS,
      seconds: PHASE_SECONDS,
      thinkMs: CROWD_THINK_MS,
    });
    const [visitors, dashboard, tributes] = await Promise.all([
      autocannon({
        url,
        connections: MIX.visitors,
        duration: PHASE_SECONDS,
        requests: visitorRequests(families),
      }),
      autocannon({
        url,
        connections: MIX.families,
        duration: PHASE_SECONDS,
        requests: familyRequests(families),
      }),
      autocannon({
        url,
        connections: 2,
        amount: TRIBUTES,
        overallRate: MIX.tributesPerSecond,
        requests: tributeRequests(families),
      }),
    ]);

    const [first] = families;
    // Timed here with the clock, as the direct path is: autocannon's histogram keeps whole
    // milliseconds, which at 1–3 ms a request made the HTTP path look faster than its own queries.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const serial = {
      dashboard: await serialMean(
        SERIAL_REQUESTS,
        answeredOk(agent, `${url}/api/dashboard?lovedOne=${first!.lovedOneId}&timeZone=UTC`, {
          cookie: first!.cookie,
        }),
      ),
      memorial: await serialMean(
        SERIAL_REQUESTS,
        answeredOk(agent, `${url}/api/memorials/by-slug/${first!.slug}`),
      ),
    };
    agent.destroy();

    await proxy?.close();
    proxy = null;
    await Promise.all(instances.map((instance) => instance.stop()));
    // The same queries as the two routes, straight through the driver (no HTTP, session, JSON).
    const database = await openDatabase({
      databaseUrl: setup.database === 'postgres' ? databaseUrl.toString() : undefined,
      dataDir: pgliteDir,
    });
    const direct = {
      dashboard: await serialMean(SERIAL_REQUESTS, async () => {
        await listAccessibleLovedOnes(database.db, first!.userId);
        await summarizeLovedOne(database.db, first!.lovedOneId, TODAY, {
          userId: first!.userId,
          role: 'admin',
        });
      }),
      memorial: await serialMean(SERIAL_REQUESTS, async () => {
        const access = await findReadableMemorialBySlug(database.db, undefined, first!.slug);
        await loadMemorialPageView(database.db, access!);
      }),
    };
    await database.close();

    return {
      setup,
      publicRead,
      crowd,
      mix: { visitors: rowOf(visitors), dashboard: rowOf(dashboard), tributes: rowOf(tributes) },
      serial,
      direct,
    };
  } finally {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    if (setup.database === 'postgres') {
      await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
      await admin.end();
    }
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : Math.round(value)} ms`;
const within = (ok: boolean) => (ok ? 'within' : 'MISSED');

function render(results: SetupResult[], floor: WrkRow, loadAverage: number[]): string {
  const cpus = os.cpus();
  const machine = `${os.type()} ${os.release()} (${os.arch()}), ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}`;
  const lines = [
    `<!-- bench:${ID}:start -->`,
    '## Load: a mix of visitors, families and tributes (`npm run bench:load`)',
    '',
    `**Public memorial read** — ${PUBLIC_CONNECTIONS} connections for ${PHASE_SECONDS} s, each reading a public page's HTML, its API and its tributes in turn. *A crowd*: each of the ${PUBLIC_CONNECTIONS} connections waits 0.5 to 1.5 × ${CROWD_THINK_MS} ms between reads, as people reading do (wrk), judged against the target (p99 < ${TARGET.publicReadP99Ms} ms, 0 errors). *Flat out*: as fast as wrk (one thread) can send, which measures the ceiling and the queueing at it:`,
    '',
    '| setup | crowd: requests/s | p50 | p99 | errors | target | flat out: requests/s | p50 | p99 | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ setup, crowd: c, publicRead: r }) =>
        `| ${setup.label} | ${c.rps} | ${c.p50} ms | ${c.p99} ms | ${c.errors} | ${within(c.p99 < TARGET.publicReadP99Ms && c.errors === 0)} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`,
    ),
    `| plain Node.js \`http\` server, no Harbor | | | | | | ${floor.rps} | ${floor.p50} ms | ${floor.p99} ms | ${floor.errors} |`,
    '',
    'The last row is the floor on this machine: a server that answers 2 KB of text and does nothing else,',
    'under the same wrk run. Flat out, any server on these shared cores queues, and its p99 shows it.',
    '',
    `**Mix** — at the same time for ${PHASE_SECONDS} s: ${MIX.visitors} visitor connections as above; ${MIX.families} signed-in families loading the dashboard and ticking a task in turn; tributes from distinct visitors at ${MIX.tributesPerSecond}/s (at most ${TRIBUTES}, spread over ${FAMILIES} pages so the per-page limit is not reached):`,
    '',
    '| setup | traffic | requests/s | p50 | p99 | errors |',
    '|---|---|---|---|---|---|',
    ...results.flatMap(({ setup, mix }) =>
      (
        [
          ['visitors', mix.visitors],
          ['families', mix.dashboard],
          ['tributes', mix.tributes],
        ] as const
      ).map(
        ([name, r]) => `| ${setup.label} | ${name} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`,
      ),
    ),
    '',
    `**Server overhead** — one request at a time (${SERIAL_REQUESTS} each), mean time through HTTP against the route's own queries called straight through the driver (target for the dashboard ≤ ${TARGET.dashboardOverheadRatio}×):`,
    '',
    '| setup | dashboard: HTTP | direct | ratio | memorial API: HTTP | direct | ratio |',
    '|---|---|---|---|---|---|---|',
    ...results.map(({ setup, serial, direct }) => {
      const dashboardRatio = serial.dashboard / direct.dashboard;
      return `| ${setup.label} | ${ms(serial.dashboard)} | ${ms(direct.dashboard)} | ${dashboardRatio.toFixed(2)}× (${within(dashboardRatio <= TARGET.dashboardOverheadRatio)}) | ${ms(serial.memorial)} | ${ms(direct.memorial)} | ${(serial.memorial / direct.memorial).toFixed(2)}× |`;
    }),
    '',
    'Server processes run in production mode with TRUST_PROXY, so each tribute carries its own',
    'X-Forwarded-For (the per-client limit is 10 an hour); PostgreSQL setups share rate limits in Redis.',
    'Two processes sit behind a round-robin TCP balancer in the script. The load generator, the',
    'servers and PostgreSQL share the same cores, so compare setups and ratios, not absolute numbers.',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}, PostgreSQL at ${new URL(POSTGRES_URL).hostname}; load average at start ${loadAverage.map((n) => n.toFixed(2)).join(', ')}.`,
    `<!-- bench:${ID}:end -->`,
  ];
  return lines.join('\n');
}

/** The same flat-out wrk run against a bare Node.js server in its own process: what the machine allows. */
async function measureFloor(): Promise<WrkRow> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => s.end('x'.repeat(2048))).listen(${port}, '127.0.0.1', () => console.log('ready'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.once('data', () => resolve());
      server.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
    });
    return await wrkGet({
      url: `http://127.0.0.1:${port}`,
      paths: ['/'],
      headers: {},
      connections: PUBLIC_CONNECTIONS,
      seconds: PHASE_SECONDS,
    });
  } finally {
    server.kill();
  }
}

const loadAverage = os.loadavg();
const floor = await measureFloor();
const results: SetupResult[] = [];
for (const setup of SETUPS) {
  console.log(`load benchmark: ${setup.label}`);
  results.push(await runSetup(setup));
}
const section = render(results, floor, loadAverage);
console.log(section);
let doc = await readFile(DOC_PATH, 'utf8').catch(() => '# Benchmarks\n');
const pattern = new RegExp(`<!-- bench:${ID}:start -->[\\s\\S]*?<!-- bench:${ID}:end -->`);
doc = pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`;
await writeFile(DOC_PATH, doc);
const failed = results.some(
  (r) =>
    r.publicRead.errors +
      r.crowd.errors +
      r.mix.visitors.errors +
      r.mix.dashboard.errors +
      r.mix.tributes.errors >
      0 ||
    r.crowd.p99 >= TARGET.publicReadP99Ms ||
    r.serial.dashboard / r.direct.dashboard > TARGET.dashboardOverheadRatio,
);
if (failed) process.exitCode = 1;
