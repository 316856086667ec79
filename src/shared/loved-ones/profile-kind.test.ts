import { describe, expect, it } from 'vitest';
import {
  asksAboutDeath,
  deathDetailsIn,
  missingProfileDetails,
  offersDeathLetters,
  offersMemorial,
  ownPlanOf,
  PLAN_MESSAGES,
  wordsFor,
} from './profile-kind.ts';

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
    for (const text of [words.careNote, words.teamAlone, words.noObituary]) {
      expect(text).not.toMatch(/grief|loss|honoring|memory|died/i);
    }
  });
  it('speaks to the rest of the planner’s team of the planner’s plans, not of their own', () => {
    const words = wordsFor('planning-ahead', 'Alex Rivera');
    expect(words.careNote).toBe(
      'Thank you for helping Alex Rivera. Nothing here is final: they can change their plans whenever they like.',
    );
    expect(words.noObituary).toBe('Nothing written yet.');
    for (const text of [words.careNote, words.noObituary]) expect(text).not.toMatch(/your plans|your own/i);
    expect(wordsFor('recent-loss', 'Alex Rivera')).toEqual(wordsFor('recent-loss'));
  });
});

describe('offersDeathLetters', () => {
  it('writes the letters that tell a company of a death for a loss, never for one’s own plans', () => {
    expect(offersDeathLetters('recent-loss')).toBe(true);
    expect(offersDeathLetters('planning-ahead')).toBe(false);
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

describe('the profile of one’s own plan', () => {
  const loss = {
    kind: 'recent-loss' as const,
    hasPhoto: true,
    dateOfBirth: '1950-02-01',
    dateOfDeath: '2026-10-01',
    relationshipToUser: 'parent',
  };
  const plan = {
    ...loss,
    kind: 'planning-ahead' as const,
    hasPhoto: false,
    dateOfDeath: null,
    relationshipToUser: null,
  };

  it('asks about a death only for a loss', () => {
    expect(asksAboutDeath('recent-loss')).toBe(true);
    expect(asksAboutDeath('planning-ahead')).toBe(false);
  });

  it('calls a loss complete with photo, both dates and relationship, and a plan with its date of birth', () => {
    expect(missingProfileDetails(loss)).toEqual([]);
    const bare = { ...loss, hasPhoto: false, dateOfBirth: null, dateOfDeath: null, relationshipToUser: null };
    expect(missingProfileDetails(bare)).toEqual(['photo', 'dateOfBirth', 'dateOfDeath', 'relationship']);
    expect(missingProfileDetails({ ...loss, dateOfDeath: null })).toEqual(['dateOfDeath']);
    // A plan has no photo, date of passing or relationship to ask for.
    expect(missingProfileDetails(plan)).toEqual([]);
    expect(missingProfileDetails({ ...plan, dateOfBirth: null })).toEqual(['dateOfBirth']);
  });

  it('refuses a date of passing, a relationship or a memorial website on a plan, and nothing on a loss', () => {
    const none = { dateOfDeath: null, relationshipToUser: null, memorialWebsiteUrl: null };
    expect(deathDetailsIn('planning-ahead', none)).toBeNull();
    expect(deathDetailsIn('planning-ahead', { ...none, dateOfDeath: '2026-01-01' })).toBe(
      PLAN_MESSAGES.noDeathDetails,
    );
    expect(deathDetailsIn('planning-ahead', { ...none, relationshipToUser: 'parent' })).toBe(
      PLAN_MESSAGES.noDeathDetails,
    );
    expect(deathDetailsIn('planning-ahead', { ...none, memorialWebsiteUrl: 'https://example.com' })).toBe(
      PLAN_MESSAGES.noDeathDetails,
    );
    expect(deathDetailsIn('recent-loss', { ...none, dateOfDeath: '2026-01-01' })).toBeNull();
  });
});
