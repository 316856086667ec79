// The crisis check measured on its evaluation set (src/shared/wellbeing/crisis-eval): recall per
// category and the false-alarm rate on ordinary grief sentences, for the held-out half (never
// tuned on) and, for comparison, the tuning half. Writes its section of docs/benchmarks.md.
import { loadCrisisEval } from '../src/shared/wellbeing/crisis-eval/crisis-eval.ts';
import {
  type EvalScore,
  falseAlarmRateOf,
  recallOf,
  scoreCrisisEval,
} from '../src/shared/wellbeing/crisis-eval/score-crisis-eval.ts';
import { today, writeDocSection } from './bench-doc.ts';

const percent = (part: number, total: number) => `${((100 * part) / Math.max(total, 1)).toFixed(1)} %`;

function summary(score: EvalScore): string {
  return `| ${score.split} | ${score.crisisTotal} | ${percent(score.caught, score.crisisTotal)} | ${percent(score.atLevel, score.crisisTotal)} | ${score.ordinaryTotal} | ${percent(score.falseAlarms, score.ordinaryTotal)} |`;
}

const heldOut = scoreCrisisEval('held-out');
const tuning = scoreCrisisEval('tuning');
const { crisis, ordinary } = loadCrisisEval();
const spanish = crisis.filter((example) => example.language === 'es').length;

await writeDocSection('crisis-check', [
  '## Crisis check: recall and false alarms (`npm run bench`)',
  '',
  `${today()}. ${crisis.length} crisis sentences (${spanish} in Spanish) and ${ordinary.length} ordinary grief sentences, written for Harbor; split in two halves by a hash of each sentence. The rules were tuned on the tuning half only. *Caught* means any level above none (the person sees the crisis lines); *at level* means at least the labelled level (concern, crisis, or emergency for an act under way). The unit test \`crisis-eval.test.ts\` fails below 97 % recall or above 3 % false alarms on the held-out half.`,
  '',
  '| Half | Crisis sentences | Caught | At level | Ordinary sentences | False alarms |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  summary(heldOut),
  summary(tuning),
  '',
  'Held-out half, per category:',
  '',
  '| Category | Sentences | Caught | At level |',
  '| --- | ---: | ---: | ---: |',
  ...heldOut.byCategory.map(
    (row) =>
      `| ${row.category} | ${row.total} | ${percent(row.caught, row.total)} | ${percent(row.atLevel, row.total)} |`,
  ),
]);

if (recallOf(heldOut) < 0.97 || falseAlarmRateOf(heldOut) > 0.03) process.exitCode = 1;
