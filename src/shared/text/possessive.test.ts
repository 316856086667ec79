import { describe, expect, it } from 'vitest';
import { possessive } from './possessive.ts';

describe('possessive', () => {
  it('says the name with a typographic apostrophe', () => {
    expect(possessive('Rose Lane', 'their')).toBe('Rose Lane’s');
    expect(possessive('James', 'the')).toBe('James’s');
  });

  it('reads without a name until one is given', () => {
    expect(possessive(null, 'their')).toBe('their');
    expect(possessive(null, 'the')).toBe('the');
  });
});
