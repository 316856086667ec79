import { describe, expect, it } from 'vitest';
import { remembranceCountText, toRemembranceCounts } from './remembrances.ts';

describe('remembranceCountText', () => {
  it('says nothing before the first one', () => {
    expect(remembranceCountText('candle', 0)).toBeNull();
  });

  it('counts in the right form for each kind', () => {
    expect(remembranceCountText('candle', 1)).toBe('1 candle lit');
    expect(remembranceCountText('candle', 12)).toBe('12 candles lit');
    expect(remembranceCountText('flower', 1)).toBe('1 flower left');
    expect(remembranceCountText('flower', 3)).toBe('3 flowers left');
  });
});

describe('toRemembranceCounts', () => {
  it('gives every kind a count, zero when the database had no row for it', () => {
    expect(toRemembranceCounts([{ kind: 'flower', n: 4 }])).toEqual({ candle: 0, flower: 4 });
  });

  it('reads counts the driver returns as strings', () => {
    expect(toRemembranceCounts([{ kind: 'candle', n: '7' as unknown as number }])).toEqual({
      candle: 7,
      flower: 0,
    });
  });
});
