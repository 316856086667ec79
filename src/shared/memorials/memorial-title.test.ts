import { describe, expect, it } from 'vitest';
import { defaultMemorialTitle, titleAboveName } from './memorial-title.ts';

describe('titleAboveName', () => {
  it('leaves out a title that only repeats the name, the default one first', () => {
    expect(titleAboveName(defaultMemorialTitle('Rose', 'Lane'), 'Rose Lane')).toBeNull();
    expect(titleAboveName('Remembering ROSE LANE', 'Rose Lane')).toBeNull();
  });

  it('keeps the family’s own words', () => {
    expect(titleAboveName('Forever in our hearts', 'Rose Lane')).toBe('Forever in our hearts');
    expect(titleAboveName('In loving memory of Mum', 'Rose Lane')).toBe('In loving memory of Mum');
    expect(titleAboveName('In loving memory', '')).toBe('In loving memory');
  });
});
