import { describe, expect, it } from 'vitest';
import { SMALL_ESTATE_RULES } from '../state-rules/state-rules.test-support.ts';
import { withArticle } from './article.ts';

describe('withArticle', () => {
  it('gives "an" before a vowel and "a" before a consonant or a "you" sound', () => {
    expect(withArticle('affidavit for collection of personal property')).toBe(
      'an affidavit for collection of personal property',
    );
    expect(withArticle('order dispensing with administration')).toBe(
      'an order dispensing with administration',
    );
    expect(withArticle('small estate affidavit')).toBe('a small estate affidavit');
    expect(withArticle('unified procedure')).toBe('a unified procedure');
  });

  it('reads right for every small-estate procedure in the state table', () => {
    const anBefore = new Set(['affidavit', 'order']);
    for (const [code, { procedure }] of SMALL_ESTATE_RULES) {
      const first = procedure.split(' ')[0] ?? '';
      expect(withArticle(procedure), code).toBe(`${anBefore.has(first) ? 'an' : 'a'} ${procedure}`);
    }
  });
});
