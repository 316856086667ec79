// `npm run bench`: runs every benchmark in BENCHMARKS, prints the results and writes each one's
// section of docs/benchmarks.md (replacing the previous run's), with the machine it ran on.
// A new benchmark is a module in bench/ exporting a Benchmark, added to the list below.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Benchmark, BenchmarkResult } from './bench-types.ts';
import { checklistGeneratorBenchmark } from './checklist-generator.bench.ts';

const BENCHMARKS: readonly Benchmark[] = [checklistGeneratorBenchmark];

const WARMUP_MS = 500;
const MEASURE_MS = 2_000;
const DOC_PATH = path.resolve(import.meta.dirname, '../docs/benchmarks.md');

// Keeps results alive so the JIT cannot discard the work being measured.
let sink: unknown;

function measure(benchmark: Benchmark): BenchmarkResult {
  const warmupEnd = performance.now() + WARMUP_MS;
  while (performance.now() < warmupEnd) sink = benchmark.run();
  const samples: number[] = [];
  const end = performance.now() + MEASURE_MS;
  while (performance.now() < end) {
    const start = performance.now();
    sink = benchmark.run();
    samples.push(performance.now() - start);
  }
  const total = samples.reduce((sum, sample) => sum + sample, 0);
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    benchmark,
    iterations: samples.length,
    opsPerSecond: samples.length / (total / 1000),
    meanMs: total / samples.length,
    p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
  };
}

function machine(): string {
  const cpus = os.cpus();
  return `${os.type()} ${os.release()} (${os.arch()}), ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}`;
}

function section(result: BenchmarkResult, date: string): string {
  const { benchmark } = result;
  const verdict = result.meanMs <= benchmark.budgetMs ? 'within' : 'OVER';
  return [
    `<!-- bench:${benchmark.id}:start -->`,
    `## ${benchmark.title}`,
    '',
    `| ${benchmark.unit}s per second | mean per ${benchmark.unit} | p99 | iterations | budget |`,
    '|---|---|---|---|---|',
    `| ${Math.round(result.opsPerSecond).toLocaleString('en-US')} | ${(result.meanMs * 1000).toFixed(1)} µs | ${(result.p99Ms * 1000).toFixed(1)} µs | ${result.iterations.toLocaleString('en-US')} | ${benchmark.budgetMs} ms (${verdict}) |`,
    '',
    `Measured ${date} on ${machine()}.`,
    `<!-- bench:${benchmark.id}:end -->`,
  ].join('\n');
}

async function writeSections(results: readonly BenchmarkResult[], date: string): Promise<void> {
  let doc = await readFile(DOC_PATH, 'utf8').catch(
    () =>
      '# Benchmarks\n\nWritten by `npm run bench`; each section is replaced when its benchmark runs again.\n',
  );
  for (const result of results) {
    const fresh = section(result, date);
    const pattern = new RegExp(
      `<!-- bench:${result.benchmark.id}:start -->[\\s\\S]*?<!-- bench:${result.benchmark.id}:end -->`,
    );
    doc = pattern.test(doc) ? doc.replace(pattern, fresh) : `${doc.trimEnd()}\n\n${fresh}\n`;
  }
  await writeFile(DOC_PATH, doc.endsWith('\n') ? doc : `${doc}\n`);
}

const date = new Date().toISOString().slice(0, 10);
const results = BENCHMARKS.map(measure);
for (const result of results) {
  console.log(
    `${result.benchmark.title}: ${Math.round(result.opsPerSecond).toLocaleString('en-US')} ${result.benchmark.unit}s/s, ` +
      `mean ${(result.meanMs * 1000).toFixed(1)} µs, p99 ${(result.p99Ms * 1000).toFixed(1)} µs`,
  );
}
await writeSections(results, date);
if (sink === undefined) console.log('(no result)');
const over = results.filter((result) => result.meanMs > result.benchmark.budgetMs);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((result) => result.benchmark.id).join(', ')}`);
  process.exitCode = 1;
}
