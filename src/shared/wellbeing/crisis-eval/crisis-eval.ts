import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CRISIS_CATEGORIES, type CrisisCategory, type CrisisLevel } from '../crisis-rule.ts';

// The crisis check's evaluation set: sentences written for Harbor the way people write at their
// worst moment (lower case, typos, text-speak, run-ons), in English and Spanish, and ordinary grief
// sentences full of trigger-like idioms that must stay quiet. Rules are tuned on one half; the
// other half is held out and only measured (see crisis-eval.test.ts and bench/crisis-check.ts).

export type Language = 'en' | 'es';
export type Split = 'tuning' | 'held-out';
export type CrisisExample = {
  text: string;
  category: CrisisCategory;
  level: Exclude<CrisisLevel, 'none'>;
  language: Language;
  split: Split;
};
export type OrdinaryExample = { text: string; language: Language; split: Split };

const LEVELS = ['concern', 'crisis', 'emergency'] as const;

/** FNV-1a of the sentence: the same sentence always falls in the same half. */
export function splitOf(text: string): Split {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 === 0 ? 'tuning' : 'held-out';
}

const linesOf = (file: string) =>
  readFileSync(path.join(import.meta.dirname, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

function crisisExamples(file: string, language: Language): CrisisExample[] {
  return linesOf(file).map((line) => {
    const [label = '', ...rest] = line.split(' | ');
    const [category, level] = label.split(' ');
    const text = rest.join(' | ');
    if (
      !CRISIS_CATEGORIES.includes(category as CrisisCategory) ||
      !LEVELS.includes(level as never) ||
      !text
    ) {
      throw new Error(`${file}: cannot read "${line}"`);
    }
    return {
      text,
      category: category as CrisisCategory,
      level: level as CrisisExample['level'],
      language,
      split: splitOf(text),
    };
  });
}

export function loadCrisisEval(): { crisis: CrisisExample[]; ordinary: OrdinaryExample[] } {
  return {
    crisis: [...crisisExamples('crisis-en.txt', 'en'), ...crisisExamples('crisis-es.txt', 'es')],
    ordinary: [
      ...linesOf('ordinary-en.txt').map((text) => ({ text, language: 'en' as const, split: splitOf(text) })),
      ...linesOf('ordinary-es.txt').map((text) => ({ text, language: 'es' as const, split: splitOf(text) })),
    ],
  };
}
