import { describe, expect, it } from 'vitest';
import { capitalised } from './capitalised.ts';

describe('capitalised', () => {
  it('makes only the first letter a capital, and leaves an empty string alone', () => {
    expect(capitalised('where a surviving spouse inherits everything')).toBe(
      'Where a surviving spouse inherits everything',
    );
    expect(capitalised('their')).toBe('Their');
    expect(capitalised('')).toBe('');
  });
});
