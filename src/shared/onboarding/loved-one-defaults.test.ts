import { describe, expect, it } from 'vitest';
import {
  LOVED_ONE_RELATIONSHIPS,
  lovedOneDefaults,
  relationshipAnswerFor,
  relationshipToUser,
} from './loved-one-defaults.ts';
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
      nameGiven: false,
    });
  });

  it('carries the relationship and the date of death over to the loved one', () => {
    expect(
      lovedOneDefaults('recent-loss', {
        relationship_to_deceased: 'My spouse or partner',
        date_of_death: '2025-03-02',
      }),
    ).toEqual({
      firstName: 'Spouse',
      lastName: '',
      relationshipToUser: 'spouse',
      dateOfDeath: '2025-03-02',
      nameGiven: false,
    });
  });

  it('names the loved one as the user answered, and marks the name as given', () => {
    expect(
      lovedOneDefaults('recent-loss', {
        deceased_name: { first: 'Rose', last: 'Lane' },
        relationship_to_deceased: 'My parent',
      }),
    ).toEqual({
      firstName: 'Rose',
      lastName: 'Lane',
      relationshipToUser: 'parent',
      dateOfDeath: null,
      nameGiven: true,
    });
  });

  it('takes a first name alone, with an empty last name', () => {
    expect(lovedOneDefaults('recent-loss', { deceased_name: { first: ' Rose ', last: '' } })).toMatchObject({
      firstName: 'Rose',
      lastName: '',
      nameGiven: true,
    });
  });

  it.each([
    ['skipped', null],
    ['a blank first name', { first: '', last: 'Lane' }],
    ['a whitespace first name', { first: '   ', last: '' }],
  ])('lets the relationship stand in for %s', (_case, name) => {
    expect(
      lovedOneDefaults('recent-loss', { deceased_name: name, relationship_to_deceased: 'My parent' }),
    ).toMatchObject({ firstName: 'Parent', lastName: '', nameGiven: false });
  });

  it('names a planning-ahead record "My Plans", whatever the answers', () => {
    expect(
      lovedOneDefaults('planning-ahead', {
        relationship_to_deceased: 'My parent',
        deceased_name: { first: 'Rose', last: 'Lane' },
      }),
    ).toEqual({
      firstName: 'My',
      lastName: 'Plans',
      relationshipToUser: null,
      dateOfDeath: null,
      nameGiven: true,
    });
  });
});

describe('relationshipAnswerFor', () => {
  it('gives back the setup answer a relationship came from, and Other for one the question does not offer', () => {
    for (const answer of RELATIONSHIP_OPTIONS) {
      expect(relationshipAnswerFor(relationshipToUser(answer))).toBe(answer);
    }
    expect(relationshipAnswerFor('partner')).toBe('My spouse or partner');
    expect(relationshipAnswerFor('cousin')).toBe('Other');
    expect(relationshipAnswerFor(null)).toBeUndefined();
  });
});
