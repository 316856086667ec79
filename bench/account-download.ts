// "Download my data" for a large estate (decision 082): 120 documents of 2 MB each (240 MB) in one ZIP.
// The archive is written as it is read, one file in memory at a time, so what the server holds must not
// grow with the estate: the budget is 64 MB of memory added while the whole archive streams out (a
// quarter of its size would already mean files pile up), the first bytes within 2 s of the press (the
// records are read first) and the whole within 30 s on this machine. The client reads and drops each
// chunk, as a browser saving to disk does. Writes its section of docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { insertTask } from '#test/factories/team.ts';
import { createTestApp, signUpUser } from '#test/test-app.ts';
import { openPglite } from '../src/server/db/client.ts';
import { lovedOnes } from '../src/server/loved-ones/loved-ones.schema.ts';
import { taskDocuments } from '../src/server/tasks/tasks.schema.ts';
import { machine, today, writeDocSection } from './bench-doc.ts';

const FILES = 120;
const FILE_BYTES = 2 * 1024 * 1024;
const BUDGET = { memoryMb: 64, firstByteMs: 2000, wholeMs: 30_000 };

// The embedded database, made and migrated here: the test suite's snapshot is the test runner's.
const databaseDir = mkdtempSync(path.join(tmpdir(), 'harbor-bench-db-'));
const database = openPglite(await PGlite.create(databaseDir));
await database.migrate();
const t = await createTestApp({ database });
const owner = await signUpUser(t);
const [lovedOne] = await t.deps.db
  .insert(lovedOnes)
  .values({ adminUserId: owner.userId, firstName: 'Rose', lastName: 'Lane', relationshipToUser: 'parent' })
  .returning();
const task = await insertTask(t, { lovedOneId: lovedOne!.id, title: 'Keep the papers together' });
// One buffer of random bytes, its first bytes made different for each file, so setting up the estate
// does not itself fill the memory measured below.
const body = randomBytes(FILE_BYTES);
for (let index = 0; index < FILES; index += 1) {
  const storageKey = `task-documents/${lovedOne!.id}/${task.id}/bench-${index}`;
  body.writeUInt32BE(index, 0);
  await t.deps.storage.put(storageKey, body, 'application/pdf');
  await t.deps.db.insert(taskDocuments).values({
    taskId: task.id,
    lovedOneId: lovedOne!.id,
    fileName: `Statement ${index + 1}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: FILE_BYTES,
    storageKey,
    uploadedByUserId: owner.userId,
  });
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;
// What this process holds: the JavaScript heap and the buffers outside it (the files' bytes), measured
// after a collection (node --expose-gc), so memory freed but not yet handed back does not hide growth.
const held = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};
if (!globalThis.gc) throw new Error('Run with node --expose-gc, as npm run bench does.');
// Setting up leaves buffers of its own for a while (the files just written): the start is taken once
// collections stop giving memory back.
let heldBefore = Number.POSITIVE_INFINITY;
for (let settled = 0; settled < 20; settled += 1) {
  globalThis.gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const now = held();
  if (now >= heldBefore * 0.99) break;
  heldBefore = now;
}
let heldPeak = heldBefore;
const started = performance.now();
const response = await t.request('GET', '/api/account/export', { cookie: owner.cookie });
if (response.status !== 200 || !response.body) throw new Error(`The download answered ${response.status}`);
let firstByteMs: number | null = null;
let received = 0;
const reader = response.body.getReader();
for (let read = await reader.read(); !read.done; read = await reader.read()) {
  const chunk = read.value;
  firstByteMs ??= performance.now() - started;
  received += chunk.byteLength;
  heldPeak = Math.max(heldPeak, held());
}
const wholeMs = performance.now() - started;
const addedMb = megabytes(heldPeak - heldBefore);
await t.close();
await database.close();
rmSync(databaseDir, { recursive: true, force: true });

if (received < FILES * FILE_BYTES) throw new Error(`Only ${received} bytes arrived`);
const verdict = (value: number, budget: number) => (value <= budget ? 'within' : 'MISSED');
const missed =
  addedMb > BUDGET.memoryMb || (firstByteMs ?? Infinity) > BUDGET.firstByteMs || wholeMs > BUDGET.wholeMs;

await writeDocSection('account-download', [
  `## Download my data: ${FILES} documents of ${megabytes(FILE_BYTES)} MB (${megabytes(received).toFixed(0)} MB ZIP)`,
  '',
  '| measure | result | budget |',
  '|---|---|---|',
  `| memory held beyond the start while it streams (heap and buffers, peak) | ${addedMb.toFixed(0)} MB | ${BUDGET.memoryMb} MB (${verdict(addedMb, BUDGET.memoryMb)}) |`,
  `| first bytes | ${firstByteMs?.toFixed(0)} ms | ${BUDGET.firstByteMs} ms (${verdict(firstByteMs ?? Infinity, BUDGET.firstByteMs)}) |`,
  `| whole archive | ${(wholeMs / 1000).toFixed(1)} s | ${BUDGET.wholeMs / 1000} s (${verdict(wholeMs, BUDGET.wholeMs)}) |`,
  '',
  `Measured ${today()} on ${machine()}, on the embedded database and local file storage, in one process.`,
]);
if (missed) process.exitCode = 1;
