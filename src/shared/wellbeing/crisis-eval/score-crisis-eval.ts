import { type CrisisCheck, detectCrisis, isAtLeast } from '../crisis-detection.ts';
import { CRISIS_CATEGORIES, type CrisisCategory } from '../crisis-rule.ts';
import { type CrisisExample, loadCrisisEval, type OrdinaryExample, type Split } from './crisis-eval.ts';

export type CategoryScore = { category: CrisisCategory; total: number; caught: number; atLevel: number };
export type EvalScore = {
  split: Split;
  crisisTotal: number;
  caught: number;
  atLevel: number;
  ordinaryTotal: number;
  falseAlarms: number;
  byCategory: CategoryScore[];
  misses: CrisisExample[];
  alarms: OrdinaryExample[];
};

const ratio = (part: number, total: number) => (total === 0 ? 1 : part / total);
export const recallOf = (score: { caught: number; crisisTotal: number }) =>
  ratio(score.caught, score.crisisTotal);
export const falseAlarmRateOf = (score: EvalScore) => ratio(score.falseAlarms, score.ordinaryTotal);

/**
 * Scores one half of the set. A crisis sentence is caught when the check gives it any level above
 * 'none' (the person sees resources); it is at level when the level is at least the labelled one.
 */
export function scoreCrisisEval(
  split: Split,
  check: (text: string) => CrisisCheck = detectCrisis,
): EvalScore {
  const { crisis, ordinary } = loadCrisisEval();
  const crisisHalf = crisis.filter((example) => example.split === split);
  const ordinaryHalf = ordinary.filter((example) => example.split === split);
  const results = crisisHalf.map((example) => ({ example, level: check(example.text).level }));
  const byCategory = CRISIS_CATEGORIES.map((category) => {
    const rows = results.filter((row) => row.example.category === category);
    return {
      category,
      total: rows.length,
      caught: rows.filter((row) => row.level !== 'none').length,
      atLevel: rows.filter((row) => isAtLeast(row.level, row.example.level)).length,
    };
  });
  const alarms = ordinaryHalf.filter((example) => check(example.text).level !== 'none');
  return {
    split,
    crisisTotal: results.length,
    caught: results.filter((row) => row.level !== 'none').length,
    atLevel: results.filter((row) => isAtLeast(row.level, row.example.level)).length,
    ordinaryTotal: ordinaryHalf.length,
    falseAlarms: alarms.length,
    byCategory,
    misses: results.filter((row) => row.level === 'none').map((row) => row.example),
    alarms,
  };
}
