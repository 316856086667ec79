import { describe, expect, it } from 'vitest';
import { CRISIS_CATEGORIES } from '../crisis-rule.ts';
import { loadCrisisEval, splitOf } from './crisis-eval.ts';
import { falseAlarmRateOf, recallOf, scoreCrisisEval } from './score-crisis-eval.ts';

// The thresholds the crisis check must meet on the held-out half of the evaluation set, which
// the rules were never tuned on. `npm run bench` writes the same figures to docs/benchmarks.md.
const MIN_RECALL = 0.97;
const MAX_FALSE_ALARMS = 0.03;

describe('crisis evaluation set', () => {
  const { crisis, ordinary } = loadCrisisEval();

  it('has at least 400 crisis sentences across every category and level, in English and Spanish', () => {
    expect(crisis.length).toBeGreaterThanOrEqual(400);
    for (const category of CRISIS_CATEGORIES) {
      expect(crisis.filter((example) => example.category === category).length).toBeGreaterThanOrEqual(4);
    }
    for (const level of ['concern', 'crisis', 'emergency'] as const) {
      expect(crisis.some((example) => example.level === level)).toBe(true);
    }
    expect(crisis.filter((example) => example.language === 'es').length).toBeGreaterThanOrEqual(100);
  });

  it('has at least 200 ordinary grief sentences, in both languages, and no sentence twice', () => {
    expect(ordinary.length).toBeGreaterThanOrEqual(200);
    expect(ordinary.some((example) => example.language === 'es')).toBe(true);
    const texts = [...crisis, ...ordinary].map((example) => example.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('splits by a hash of the sentence, so a sentence never changes half', () => {
    expect(splitOf('i want to die')).toBe(splitOf('i want to die'));
    const heldOut = crisis.filter((example) => example.split === 'held-out').length;
    expect(heldOut / crisis.length).toBeGreaterThan(0.4);
    expect(heldOut / crisis.length).toBeLessThan(0.6);
  });

  it(`catches at least ${MIN_RECALL * 100} % of held-out crisis sentences with at most ${MAX_FALSE_ALARMS * 100} % false alarms`, () => {
    const score = scoreCrisisEval('held-out');
    expect(recallOf(score)).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(falseAlarmRateOf(score)).toBeLessThanOrEqual(MAX_FALSE_ALARMS);
  });

  it('gives every act under way in the held-out half the emergency level', () => {
    const score = scoreCrisisEval('held-out');
    const acts = score.byCategory.find((row) => row.category === 'act-in-progress')!;
    expect(acts.atLevel / acts.total).toBeGreaterThanOrEqual(0.9);
  });
});
