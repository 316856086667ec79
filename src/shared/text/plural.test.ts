import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it('names one of a thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'tribute', 'tributes')).toBe('1 tribute');
    expect(countOf(0, 'tribute', 'tributes')).toBe('0 tributes');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
    expect(countOf(21, 'item has', 'items have')).toBe('21 items have');
  });
});
