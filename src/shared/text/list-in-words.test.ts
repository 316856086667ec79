import { describe, expect, it } from 'vitest';
import { listInWords } from './list-in-words.ts';

describe('listInWords', () => {
  it('joins one, two and more items as a sentence would', () => {
    expect(listInWords(['a photo'])).toBe('a photo');
    expect(listInWords(['a photo', 'the date of birth'])).toBe('a photo and the date of birth');
    expect(listInWords(['a photo', 'the date of birth', 'the date of passing'])).toBe(
      'a photo, the date of birth, and the date of passing',
    );
  });
});
