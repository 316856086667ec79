import { describe, expect, it } from 'vitest';
import { LOVED_ONE_RELATIONSHIPS, lovedOneDefaults, relationshipToUser } from './loved-one-defaults.ts';
import { RELATIONSHIP_OPTIONS } from './questions.ts';

describe('relationshipToUser', () => {
  it.each([
    ['My parent', 'parent'],
    ['My grandparent', 'grandparent'],
    ['My spouse or partner', 'spouse'],
    ['My child', 'child'],
    ['My sibling', 'sibling'],
    ['My friend', 'friend'],
    ['Other', 'other'],
  ])('maps %j to %j', (answer, relationship) => {
    expect(relationshipToUser(answer)).toBe(relationship);
  });

  it('maps every relationship option to a loved-one relationship', () => {
    for (const option of RELATIONSHIP_OPTIONS) {
      expect(LOVED_ONE_RELATIONSHIPS).toContain(relationshipToUser(option));
    }
  });

  it('gives null when unanswered or unknown', () => {
    expect(relationshipToUser(undefined)).toBeNull();
    expect(relationshipToUser(null)).toBeNull();
    expect(relationshipToUser('My cousin')).toBeNull();
  });
});

describe('lovedOneDefaults', () => {
  it.each([
    ['My parent', 'Parent'],
    ['My grandparent', 'Grandparent'],
    ['My spouse or partner', 'Spouse'],
    ['My child', 'Child'],
    ['My sibling', 'Sibling'],
    ['My friend', 'Friend'],
    ['Other', 'Other'],
  ] as const)('names the loved one after the first word of %j: %j', (answer, firstName) => {
    expect(lovedOneDefaults('recent-loss', { relationship_to_deceased: answer }).firstName).toBe(firstName);
  });

  it('names an unanswered recent loss "Loved One" with an empty last name', () => {
    expect(lovedOneDefaults('recent-loss', {})).toEqual({
      firstName: 'Loved One',
      lastName: '',
      relationshipToUser: null,
      dateOfDeath: null,
    });
  });

  it('carries the relationship and the date of death over to the loved one', () => {
    expect(
      lovedOneDefaults('recent-loss', {
        relationship_to_deceased: 'My spouse or partner',
        date_of_death: '2025-03-02',
      }),
    ).toEqual({ firstName: 'Spouse', lastName: '', relationshipToUser: 'spouse', dateOfDeath: '2025-03-02' });
  });

  it('names a planning-ahead record "My Plans", whatever the answers', () => {
    expect(lovedOneDefaults('planning-ahead', { relationship_to_deceased: 'My parent' })).toEqual({
      firstName: 'My',
      lastName: 'Plans',
      relationshipToUser: null,
      dateOfDeath: null,
    });
  });
});
