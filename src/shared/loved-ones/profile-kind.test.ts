import { describe, expect, it } from 'vitest';
import { offersMemorial, ownPlanOf, wordsFor } from './profile-kind.ts';

describe('wordsFor', () => {
  it('keeps the spec’s words for a loss', () => {
    const words = wordsFor('recent-loss');
    expect(words.honoring).toBe('Honoring');
    expect(words.pageTitle('Maria Núñez')).toBe('Honoring Maria Núñez · Harbor');
    expect(words.careNote).toBe('Be gentle with yourself today. Grief takes energy; small steps count.');
    expect(words.teamAlone).toContain('The work that follows a loss is lighter when it is shared.');
  });
  it('never speaks of a loss or of grief to someone planning ahead', () => {
    const words = wordsFor('planning-ahead');
    expect(words.honoring).toBeNull();
    expect(words.pageTitle('My Plans')).toBe('My Plans · Harbor');
    for (const text of [words.careNote, words.teamAlone]) {
      expect(text).not.toMatch(/grief|loss|honoring|memory|died/i);
    }
  });
});

describe('offersMemorial', () => {
  it('offers a memorial for a loss and never for one’s own plans', () => {
    expect(offersMemorial('recent-loss')).toBe(true);
    expect(offersMemorial('planning-ahead')).toBe(false);
  });
});

describe('ownPlanOf', () => {
  const loss = { id: 'loss', kind: 'recent-loss' as const, can: { edit: true } };
  const sharedPlan = { id: 'shared', kind: 'planning-ahead' as const, can: { edit: false } };
  const mine = { id: 'mine', kind: 'planning-ahead' as const, can: { edit: true } };
  it('finds the plan the user administers, not one shared with them', () => {
    expect(ownPlanOf([loss, sharedPlan, mine])?.id).toBe('mine');
    expect(ownPlanOf([loss, sharedPlan])).toBeUndefined();
  });
});
