// `npm run bench`: every benchmark in turn, each in a process of its own. A benchmark that misses its
// budget (or fails) does not stop the ones after it: all run and write their sections of
// docs/benchmarks.md, then this exits non-zero when any missed (issue 20: the bench fails on a budget,
// the test suite times nothing). The two page budgets need the production build; they wait for it.
import { spawnSync } from 'node:child_process';

type Step = { name: string; command: string[]; makesBuild?: boolean; needsBuild?: boolean };

const STEPS: Step[] = [
  { name: 'crisis check', command: ['node', '--import', 'tsx', 'bench/crisis-check.ts'] },
  { name: 'checklist generator', command: ['node', '--import', 'tsx', 'bench/run.ts'] },
  { name: 'PDF fonts', command: ['node', '--import', 'tsx', 'bench/pdf-fonts.ts'] },
  { name: 'dashboard summary', command: ['node', '--import', 'tsx', 'bench/dashboard-summary.ts'] },
  {
    name: 'Download my data',
    command: ['node', '--expose-gc', '--import', 'tsx', 'bench/account-download.ts'],
  },
  { name: 'build', command: ['npm', 'run', 'build'], makesBuild: true },
  {
    name: 'front-end budgets',
    command: ['node', '--import', 'tsx', 'bench/front-end-budget.ts'],
    needsBuild: true,
  },
  { name: 'Lighthouse', command: ['node', '--import', 'tsx', 'bench/lighthouse.ts'], needsBuild: true },
];

const outcomes: { name: string; outcome: string }[] = [];
let built = true;
for (const step of STEPS) {
  if (step.needsBuild && !built) {
    outcomes.push({ name: step.name, outcome: 'not run: the build failed' });
    continue;
  }
  console.log(`\n== ${step.name}: ${step.command.join(' ')}`);
  const [program, ...args] = step.command;
  const { status, error } = spawnSync(program!, args, { stdio: 'inherit' });
  const passed = status === 0 && !error;
  if (step.makesBuild) built = passed;
  outcomes.push({
    name: step.name,
    outcome: passed ? 'within' : `MISSED or failed (exit ${status ?? error?.message})`,
  });
}

console.log('\nBenchmarks:');
for (const { name, outcome } of outcomes) console.log(`  ${name}: ${outcome}`);
if (outcomes.some(({ outcome }) => outcome !== 'within')) process.exitCode = 1;
