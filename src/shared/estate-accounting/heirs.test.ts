import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatShare,
  HEIR_MESSAGES,
  heirSchema,
  parseShare,
  receivedByHeir,
  shareLeftBasisPoints,
  WHOLE_ESTATE_BASIS_POINTS,
} from './heirs.ts';

describe('parseShare and formatShare', () => {
  it('reads a percent with up to two decimals as basis points', () => {
    expect(parseShare('50')).toBe(5000);
    expect(parseShare('33.33')).toBe(3333);
    expect(parseShare('12.5')).toBe(1250);
    expect(parseShare(' 100% ')).toBe(WHOLE_ESTATE_BASIS_POINTS);
    expect(parseShare('0.01')).toBe(1);
  });

  it('refuses nothing, more than the whole, three decimals and words', () => {
    for (const refused of ['0', '0.00', '100.01', '250', '33.333', 'half', '-5', '']) {
      expect(parseShare(refused), refused).toBeNull();
    }
  });

  it('writes a share back as it would be typed', () => {
    expect(formatShare(5000)).toBe('50%');
    expect(formatShare(3333)).toBe('33.33%');
    expect(formatShare(1250)).toBe('12.5%');
    expect(formatShare(1)).toBe('0.01%');
  });

  it('round-trips every share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: WHOLE_ESTATE_BASIS_POINTS }), (basisPoints) => {
        expect(parseShare(formatShare(basisPoints))).toBe(basisPoints);
      }),
    );
  });
});

describe('heirSchema', () => {
  it('keeps a blank share as a specific gift only', () => {
    expect(heirSchema.parse({ name: ' Margaret Hart ', relationship: '', share: '' })).toEqual({
      name: 'Margaret Hart',
      relationship: null,
      share: null,
    });
  });

  it('says what a share must look like', () => {
    const refused = heirSchema.safeParse({ name: 'Margaret Hart', share: 'a third' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['share', HEIR_MESSAGES.shareInvalid],
    ]);
  });
});

describe('shareLeftBasisPoints', () => {
  it('is what the shares leave of the whole estate', () => {
    expect(shareLeftBasisPoints([])).toBe(10_000);
    expect(shareLeftBasisPoints([3333, 3333, null])).toBe(3334);
    expect(shareLeftBasisPoints([3333, 3333, 3334])).toBe(0);
  });
});

describe('receivedByHeir', () => {
  it('adds each heir’s cash and property apart, and leaves out distributions to no named heir', () => {
    const received = receivedByHeir([
      { heirId: 'a', amountCents: 500_000, inKind: false },
      { heirId: 'a', amountCents: 1_800_000, inKind: true },
      { heirId: 'b', amountCents: 250, inKind: false },
      { heirId: 'a', amountCents: 100, inKind: false },
      { heirId: null, amountCents: 999, inKind: false },
    ]);
    expect(Object.fromEntries(received)).toEqual({
      a: { cashCents: 500_100, inKindCents: 1_800_000 },
      b: { cashCents: 250, inKindCents: 0 },
    });
  });
});
