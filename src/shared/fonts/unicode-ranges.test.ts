import { describe, expect, it } from 'vitest';
import { rangesOverlap, rangeWithout, spansOf } from './unicode-ranges.ts';

describe('unicode ranges', () => {
  it('reads single code points and spans', () => {
    expect(spansOf('U+0020-007E, U+00A0')).toEqual([
      [0x20, 0x7e],
      [0xa0, 0xa0],
    ]);
  });

  it('takes out the code points of another range, splitting spans around them', () => {
    expect(rangeWithout('U+0000-00FF,U+0131', 'U+0020-007E, U+00A0, U+00B7')).toBe(
      'U+0000-001F,U+007F-009F,U+00A1-00B6,U+00B8-00FF,U+0131',
    );
    expect(rangeWithout('U+2013-2014', 'U+2013-2014')).toBe('');
    expect(rangeWithout('U+1F00-1FFF', 'U+0020-007E')).toBe('U+1F00-1FFF');
  });

  it('tells whether two ranges share a code point', () => {
    expect(rangesOverlap('U+0000-00FF', 'U+00A0')).toBe(true);
    expect(rangesOverlap(rangeWithout('U+0000-00FF', 'U+00A0'), 'U+00A0')).toBe(false);
  });
});
