// `node --import tsx bench/lighthouse.ts` (part of `npm run bench`, after the build): Lighthouse 12
// (mobile, its default simulated throttling) on the landing page, the sign-in page, a public memorial
// page and the signed-in dashboard (through the seeded family's session cookie), served by the built
// server on a fresh data folder with a memorial made public through the API. Each page runs RUNS
// times and the median of each score is kept (Lighthouse's own advice for noisy machines). Uses
// Debian's chromium (CHROME_PATH). Writes its section of docs/benchmarks.md; exits non-zero when a
// page is below a target.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { machine, today, writeDocSection } from './bench-doc.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startSeededHarbor } from './seeded-harbor.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Issue 20's targets, for every page measured.
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
const LIGHTHOUSE_BIN = path.resolve(import.meta.dirname, '../node_modules/.bin/lighthouse');

type Category = (typeof CATEGORIES)[number];
type Report = {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; numericValue?: number; displayValue?: string }
  >;
};

const run = promisify(execFile);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lighthouse(url: string, outDir: string, n: number, cookie?: string): Promise<Report> {
  const output = path.join(outDir, `report-${n}.json`);
  await run(
    LIGHTHOUSE_BIN,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(output, 'utf8')) as Report;
}

/**
 * What Lighthouse marks as failing (for performance: its opportunities and diagnostics), so a lost
 * point can be found without opening the report.
 */
function failingAudits(report: Report): string[] {
  return CATEGORIES.flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => (category === 'performance' ? true : ref.weight > 0))
      .map((ref) => report.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < (category === 'performance' ? 0.9 : 1))
      .map((audit) => `${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
  );
}

// Lighthouse's CPU timings are measured on this machine, so they move with whatever else it runs: the
// steps of `npm run bench` before this one (a build, a load test) leave it busy for a minute or two.
// Lighthouse's own advice for variance is a quiet machine, so this waits for one, three minutes at most,
// and records the load it started with either way.
const QUIET_LOAD = 0.8;
const waitUntil = Date.now() + 180_000;
while (os.loadavg()[0]! > QUIET_LOAD && Date.now() < waitUntil) {
  await new Promise((resolve) => setTimeout(resolve, 5_000));
}
const loadAverage = os.loadavg()[0]!.toFixed(1);
const harbor = await startSeededHarbor();
const outDir = mkdtempSync(path.join(os.tmpdir(), 'harbor-lighthouse-'));
const pages: { name: string; path: string; cookie?: string }[] = [
  { name: 'Landing `/`', path: '/' },
  { name: 'Sign in `/auth`', path: '/auth' },
  { name: 'Public memorial `/memorial/{slug}`', path: `/memorial/${harbor.family.slug}` },
  { name: 'Dashboard `/dashboard` (signed in)', path: '/dashboard', cookie: harbor.family.cookie },
];
const rows: string[] = [];
const belowTarget: string[] = [];
try {
  for (const page of pages) {
    const reports: Report[] = [];
    for (let n = 0; n < RUNS; n++)
      reports.push(await lighthouse(`${harbor.url}${page.path}`, outDir, reports.length, page.cookie));
    const score = (category: Category) =>
      median(reports.map((report) => Math.round((report.categories[category].score ?? 0) * 100)));
    const metric = (id: string) => median(reports.map((report) => report.audits[id]?.numericValue ?? 0));
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<
      Category,
      number
    >;
    for (const [category, target] of Object.entries(TARGET) as [Category, number][])
      if (scores[category] < target) belowTarget.push(`${page.name} ${category} ${scores[category]}`);
    rows.push(
      `| ${page.name} | ${CATEGORIES.map((category) => scores[category]).join(' | ')} | ${(metric('first-contentful-paint') / 1000).toFixed(1)} s | ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s | ${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} |`,
    );
    for (const failing of new Set(reports.flatMap(failingAudits))) console.log(`${page.path}: ${failing}`);
  }
} finally {
  await harbor.stop();
  rmSync(outDir, { recursive: true, force: true });
}

await writeDocSection('lighthouse', [
  '## Lighthouse (mobile)',
  '',
  '| page | performance | accessibility | best practices | SEO | first contentful paint | largest contentful paint | total blocking time | layout shift |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `Median of ${RUNS} runs per page of Lighthouse 12 with its default mobile settings (simulated slow 4G`,
  'and a 4× slower CPU), Debian chromium, against the built server on loopback with a fresh embedded',
  `database. Targets (issue 20): performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}, best practices ≥ ${TARGET['best-practices']}${belowTarget.length ? ` — below target: ${belowTarget.join(', ')}` : ' — met'}.`,
  "Known points lost: SEO on the landing page is the spec's own no-index, no-follow hint for the preview",
  'page; a best-practices 96 is Lighthouse\'s "Issues panel: Content security policy", raised by the style',
  'Lighthouse injects into the page while it audits (GoogleChrome/lighthouse#11862); a normal visit logs',
  'no CSP issue, and the CSP is not loosened for the tool.',
  '',
  `Measured ${today()} on ${machine()} (1-minute load average ${loadAverage} when it started), with \`node --import tsx bench/lighthouse.ts\`.`,
]);
if (belowTarget.length) process.exitCode = 1;
