import { describe, expect, it } from 'vitest';
import { wellbeingNameOf } from './wellbeing-name.ts';

const died = (firstName: string, nameGiven = true) => ({
  kind: 'recent-loss' as const,
  firstName,
  nameGiven,
});
const ownPlans = { kind: 'planning-ahead' as const, firstName: 'My', nameGiven: true };

describe('wellbeingNameOf', () => {
  it('is the first name of the only loved one who died', () => {
    expect(wellbeingNameOf([died('Rose')])).toBe('Rose');
  });

  it('leaves one’s own plans out: nobody has died there', () => {
    expect(wellbeingNameOf([ownPlans, died('Rose')])).toBe('Rose');
    expect(wellbeingNameOf([ownPlans])).toBeNull();
  });

  it('is null with several who died, so no one is passed over', () => {
    expect(wellbeingNameOf([died('Rose'), died('Sam')])).toBeNull();
  });

  it('is null while the name stands in for one not given yet', () => {
    expect(wellbeingNameOf([died('Parent', false)])).toBeNull();
  });

  it('is null with no loved ones', () => {
    expect(wellbeingNameOf([])).toBeNull();
  });
});
