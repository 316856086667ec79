// PDFs with their fonts embedded (decision 075): the first one a server process makes reads every
// script file, a Chinese and a Korean face among them; the ones after reuse them. Measured in a fresh
// process, so the first render is the one a person waits for after a restart. Budgets come from the
// person pressing "Download PDF": the first within 3 s, later ones within 0.5 s (a 150-task checklist),
// and the faces kept in memory under 150 MB. Writes its section of docs/benchmarks.md.
import { performance } from 'node:perf_hooks';
import type { Checklist } from '../src/server/onboarding/list-checklist.ts';
import { renderChecklistPdf } from '../src/server/onboarding/render-checklist-pdf.ts';
import { machine, today, writeDocSection } from './bench-doc.ts';

const BUDGET = { firstMs: 3000, laterMs: 500, memoryMb: 150 };
const ROUNDS = 20;

const checklist = {
  lovedOne: { id: 'bench', firstName: '秀英', lastName: 'Łukaszewicz', nameGiven: true, kind: 'recent-loss' },
  groups: Array.from({ length: 6 }, (_, group) => ({
    category: `Category ${group + 1}`,
    tasks: Array.from({ length: 25 }, (_, index) => ({
      id: `${group}-${index}`,
      title: `Call 김민준 about the account ${index} — Сергей, محمد علي`,
      category: `Category ${group + 1}`,
      description: 'Ask for the forms they need, and keep a note of who you spoke to and when.',
      status: index % 3 === 0 ? 'completed' : 'pending',
      dueDate: '2026-12-01',
    })),
  })),
  total: 150,
  completed: 50,
} as unknown as Checklist;

const megabytes = (bytes: number) => bytes / 1024 / 1024;
const rssBefore = process.memoryUsage().rss;
let started = performance.now();
await renderChecklistPdf(checklist, { today: today() });
const firstMs = performance.now() - started;
const memoryMb = megabytes(process.memoryUsage().rss - rssBefore);

const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  started = performance.now();
  await renderChecklistPdf(checklist, { today: today() });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const worst = times.at(-1)!;
const verdict = (value: number, budget: number) => (value <= budget ? 'within' : 'MISSED');

await writeDocSection('pdf-fonts', [
  '## PDFs with embedded fonts (a 150-task checklist naming people in five scripts)',
  '',
  '| measure | result | budget |',
  '|---|---|---|',
  `| first PDF in a fresh process (reads the faces) | ${firstMs.toFixed(0)} ms | ${BUDGET.firstMs} ms (${verdict(firstMs, BUDGET.firstMs)}) |`,
  `| later PDFs, median of ${ROUNDS} | ${median.toFixed(0)} ms | ${BUDGET.laterMs} ms (${verdict(median, BUDGET.laterMs)}) |`,
  `| later PDFs, slowest of ${ROUNDS} | ${worst.toFixed(0)} ms | — |`,
  `| memory added by the first PDF (RSS) | ${memoryMb.toFixed(0)} MB | ${BUDGET.memoryMb} MB (${verdict(memoryMb, BUDGET.memoryMb)}) |`,
  '',
  `Measured ${today()} on ${machine()}.`,
]);

if (firstMs > BUDGET.firstMs || median > BUDGET.laterMs || memoryMb > BUDGET.memoryMb) process.exitCode = 1;
