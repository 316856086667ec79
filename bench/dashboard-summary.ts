// `node --import tsx bench/dashboard-summary.ts`: the main dashboard's one request (GET /api/dashboard)
// for a loved one with 200 tasks and 10 team members, on PostgreSQL (DATABASE_URL, default the local
// `test` server), through a real server process (the measuring client in this one) — next to the same route's two reads
// (the loved ones, then the summary in one statement: decision 043) called directly through the driver
// (no HTTP, no session check, no JSON), the floor the server's overhead is measured against. The route
// checks the session inside its first read (decision 055); the floor's first read leaves it out. One request
// at a time, the route should take at most 1.5× the floor (issue 20). The two are measured in
// alternating rounds, so a machine that slows down or speeds up during the run weighs on both alike.
// Writes its section of docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { profiles, users } from '../src/server/auth/auth.schema.ts';
import { openPostgres } from '../src/server/db/client.ts';
import {
  freePort,
  type HarborProcess,
  startHarborProcess,
  waitForHealth,
} from '../src/server/faults/harbor-process.ts';
import { listAccessibleLovedOnes } from '../src/server/loved-ones/list-accessible-loved-ones.ts';
import { lovedOneAccess, lovedOnes } from '../src/server/loved-ones/loved-ones.schema.ts';
import { summarizeLovedOne } from '../src/server/loved-ones/summarize-loved-one.ts';
import { tasks } from '../src/server/tasks/tasks.schema.ts';
import { benchServerEnv } from './bench-server-env.ts';
import { statusOfGet } from './status-of-get.ts';

const TASKS = 200;
const MEMBERS = 10;
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const ROUNDS = 30;
const PER_ROUND = 100;
const WARM_UP = 100;
const TARGET_RATIO = 1.5;
const DOC_PATH = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const ID = 'dashboard-summary';

const loadAtStart = os.loadavg();

/** Mean, p50 and p99 (ms) and the rate one at a time, of timings in milliseconds. */
function figuresOf(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return {
    mean,
    perSecond: Math.round(1000 / mean),
    p50: sorted[Math.floor(sorted.length * 0.5)]!.toFixed(2),
    p99: sorted[Math.floor(sorted.length * 0.99)]!.toFixed(2),
  };
}
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `harbor_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const url = new URL(baseUrl);
url.pathname = `/${databaseName}`;
const database = openPostgres(url.toString(), 10);
let harbor: HarborProcess | null = null;

try {
  await database.migrate();
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  // A server process of its own, as in production: the measuring client's work and garbage stay in this one.
  harbor = startHarborProcess(
    port,
    benchServerEnv({ APP_URL: appUrl, WEB_ROOT: '', DATABASE_URL: url.toString(), REDIS_URL: '' }),
  );
  await waitForHealth(harbor, 60_000);

  const signUp = await fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({
      email: 'bench@example.com',
      password: 'Harbor-Bench-1',
      name: 'Bench Admin',
      firstName: 'Bench',
      lastName: 'Admin',
    }),
  });
  const { user } = (await signUp.json()) as { user: { id: string } };
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const [lovedOne] = await database.db
    .insert(lovedOnes)
    .values({ adminUserId: user.id, firstName: 'Eleanor', lastName: 'Hart', dateOfDeath: '2026-10-01' })
    .returning({ id: lovedOnes.id });
  const memberIds = Array.from({ length: MEMBERS }, () => randomUUID());
  await database.db
    .insert(users)
    .values(
      memberIds.map((id, index) => ({ id, name: `Member ${index}`, email: `member${index}@example.com` })),
    );
  await database.db
    .insert(profiles)
    .values(memberIds.map((userId, index) => ({ userId, firstName: 'Member', lastName: String(index) })));
  await database.db
    .insert(lovedOneAccess)
    .values(memberIds.map((userId) => ({ lovedOneId: lovedOne!.id, userId, grantedBy: user.id })));
  const statuses = ['pending', 'in_progress', 'completed'] as const;
  const areas = ['memorial', 'legal', 'financial', 'accounts', 'support'];
  await database.db.insert(tasks).values(
    Array.from({ length: TASKS }, (_, index) => ({
      lovedOneId: lovedOne!.id,
      key: `bench-${index}`,
      title: `Task ${index}`,
      category: 'Legal & Financial',
      area: areas[index % areas.length]!,
      status: statuses[index % statuses.length]!,
      dueDate: `2026-${String((index % 12) + 1).padStart(2, '0')}-15`,
      estimatedMinutes: 10 + (index % 30),
      assignedToUserId: memberIds[index % MEMBERS]!,
      sortOrder: index,
    })),
  );

  // What the route reads, without the session check its first statement carries (decision 055): the
  // same loved ones through the same condition, then the same summary statement.
  const runDirect = async () => {
    await listAccessibleLovedOnes(database.db, user.id);
    await summarizeLovedOne(database.db, lovedOne!.id, '2026-11-22', { userId: user.id, role: 'admin' });
  };

  const dashboardUrl = `http://127.0.0.1:${port}/api/dashboard?lovedOne=${lovedOne!.id}&timeZone=UTC`;
  // One kept-alive connection, one request at a time, as the direct loop runs.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let serialErrors = 0;
  const requestOnce = async () => {
    if ((await statusOfGet(agent, dashboardUrl, { cookie })) !== 200) serialErrors++;
  };
  const timed = async (samples: number[], once: () => Promise<void>) => {
    for (let i = 0; i < PER_ROUND; i++) {
      const start = performance.now();
      await once();
      samples.push(performance.now() - start);
    }
  };
  for (let i = 0; i < WARM_UP; i++) {
    await runDirect();
    await requestOnce();
  }
  const direct: number[] = [];
  const serial: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await timed(direct, runDirect);
    await timed(serial, requestOnce);
  }
  agent.destroy();
  const directFigures = figuresOf(direct);
  const serialFigures = figuresOf(serial);
  const ratio = serialFigures.mean / directFigures.mean;

  const result = await autocannon({
    url: dashboardUrl,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { cookie },
  });

  const errors = result.errors + result.non2xx + serialErrors;
  const cpus = os.cpus();
  const machine = `${os.type()} ${os.release()} (${os.arch()}), ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}, PostgreSQL at ${url.hostname}`;
  const sectionText = [
    `<!-- bench:${ID}:start -->`,
    '## Dashboard summary (GET /api/dashboard, 200 tasks, 10 members, PostgreSQL)',
    '',
    '| path | requests/s | p50 | p99 | errors |',
    '|---|---|---|---|---|',
    `| HTTP, ${CONNECTIONS} connections, ${DURATION_SECONDS} s (session check, queries, JSON) | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors + result.non2xx} |`,
    `| HTTP, 1 connection, ${serial.length} requests one at a time | ${serialFigures.perSecond} | ${serialFigures.p50} ms | ${serialFigures.p99} ms | ${serialErrors} |`,
    `| the route's two reads without its session check, called directly, one at a time (the floor) | ${directFigures.perSecond} | ${directFigures.p50} ms | ${directFigures.p99} ms | 0 |`,
    '',
    `**Server overhead, one request at a time: ${ratio.toFixed(2)}×** the floor (mean ${serialFigures.mean.toFixed(2)} ms through HTTP against ${directFigures.mean.toFixed(2)} ms direct, ${ROUNDS} alternating rounds of ${PER_ROUND}; target ≤ ${TARGET_RATIO}×: ${ratio <= TARGET_RATIO ? 'within' : 'MISSED'}).`,
    '',
    `The server is a process of its own (\`node src/server/index.ts\`, production mode), as deployed. The HTTP`,
    `figures run ${CONNECTIONS} requests at once on the same two cores as the load generator; compare throughput,`,
    'and read the direct p50 as the cost of the database work alone.',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; load average at start ${loadAtStart.map((value) => value.toFixed(2)).join(', ')}.`,
    `<!-- bench:${ID}:end -->`,
  ].join('\n');
  console.log(sectionText);

  let doc = await readFile(DOC_PATH, 'utf8').catch(() => '# Benchmarks\n');
  const pattern = new RegExp(`<!-- bench:${ID}:start -->[\\s\\S]*?<!-- bench:${ID}:end -->`);
  doc = pattern.test(doc) ? doc.replace(pattern, sectionText) : `${doc.trimEnd()}\n\n${sectionText}\n`;
  await writeFile(DOC_PATH, doc);
  if (errors > 0 || ratio > TARGET_RATIO) process.exitCode = 1;
} finally {
  await harbor?.stop();
  await database.close();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}
