import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { ALL_OPTIONS_ANSWERS, ALL_OPTIONS_TODAY } from '#shared/checklist/sample-answers.ts';
import type { Benchmark } from './bench-types.ts';

/** The largest checklist the generator makes (every option chosen); issue 4 asks under 1 ms each. */
export const checklistGeneratorBenchmark: Benchmark = {
  id: 'checklist-generator',
  title: 'Checklist generator (all options)',
  unit: 'checklist',
  budgetMs: 1,
  run: () =>
    generateChecklist({ path: 'recent-loss', answers: ALL_OPTIONS_ANSWERS, today: ALL_OPTIONS_TODAY }),
};
