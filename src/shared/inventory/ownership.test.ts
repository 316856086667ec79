import { describe, expect, it } from 'vitest';
import { OWNERSHIPS, passesOutsideProbate } from './ownership.ts';

describe('passesOutsideProbate', () => {
  it('sends only what they held alone through probate', () => {
    expect(OWNERSHIPS.filter((ownership) => passesOutsideProbate(ownership) === false)).toEqual(['sole']);
    expect(OWNERSHIPS.filter((ownership) => passesOutsideProbate(ownership))).toEqual([
      'joint_survivorship',
      'payable_on_death',
      'beneficiary',
      'trust',
    ]);
  });

  it('does not guess when nobody knows how it was held', () => {
    expect(passesOutsideProbate(null)).toBeNull();
  });
});
