import { describe, expect, it } from 'vitest';
import { fillTemplate, listPlaceholders, PROFILE_PLACEHOLDERS } from './fill-template.ts';
import { LETTER_TEMPLATES } from './letter-templates.ts';
import { type HubContext, letterDate, letterValues, placeOf, writerRelationship } from './letter-values.ts';

const context: HubContext = {
  lovedOne: {
    id: '3f2b8c1e-5d4a-4c3b-9a8e-7f6d5c4b3a21',
    firstName: 'Ada',
    lastName: 'Lovelace',
    nameGiven: true,
    kind: 'recent-loss',
    plannerName: null,
    dateOfBirth: '1950-12-10',
    dateOfDeath: '2026-03-03',
    stateCode: 'TX',
    stateName: 'Texas',
    county: 'Travis County',
    willStatus: null,
  },
  yourRelationship: 'child',
  user: { firstName: 'Byron', lastName: 'King', email: 'byron@example.com' },
  can: { editProfile: true },
};

describe('letterValues', () => {
  it('fills every placeholder Harbor knows from the profile and the user', () => {
    const values = letterValues(context, '2026-04-01');
    expect(values).toEqual({
      "Deceased's Full Name": 'Ada Lovelace',
      "Deceased's Date of Birth": 'December 10, 1950',
      'Date of Death': 'March 3, 2026',
      'Your Name': 'Byron King',
      'Your Email': 'byron@example.com',
      'Your Relationship': 'child',
      "Today's Date": 'April 1, 2026',
    });
    expect(Object.keys(values).sort()).toEqual([...PROFILE_PLACEHOLDERS].sort());
  });

  it('leaves unknown details bracketed in the letter', () => {
    const bank = LETTER_TEMPLATES.find((template) => template.id === 'bank-account-closure')!;
    const filled = fillTemplate(bank.body, letterValues(context, '2026-04-01'));
    expect(filled).toContain("I am Ada Lovelace's child, and I am handling their affairs.");
    expect(filled).toContain('died on March 3, 2026');
    expect(listPlaceholders(filled)).toEqual([
      'Your Address',
      'Your Phone',
      'Institution Name',
      'Institution Address',
      'Account Number - last 4 digits',
    ]);
  });

  it('keeps missing dates and an unknown relationship as placeholders', () => {
    const sparse: HubContext = {
      ...context,
      lovedOne: { ...context.lovedOne, dateOfBirth: null, dateOfDeath: null },
      yourRelationship: null,
    };
    const filled = fillTemplate('[Date of Death] [Your Relationship]', letterValues(sparse, '2026-04-01'));
    expect(filled).toBe('[Date of Death] [Your Relationship]');
  });

  it('keeps the name a placeholder while the relationship stands in for it', () => {
    const unnamed: HubContext = {
      ...context,
      lovedOne: { ...context.lovedOne, firstName: 'Parent', lastName: '', nameGiven: false },
    };
    const filled = fillTemplate("[Deceased's Full Name]", letterValues(unnamed, '2026-04-01'));
    expect(filled).toBe("[Deceased's Full Name]");
  });
});

describe('writerRelationship', () => {
  it("turns the loved one's relationship into the writer's", () => {
    expect(writerRelationship('parent')).toBe('child');
    expect(writerRelationship('child')).toBe('parent');
    expect(writerRelationship('grandparent')).toBe('grandchild');
    expect(writerRelationship('aunt_uncle')).toBe('niece or nephew');
    expect(writerRelationship('spouse')).toBe('spouse');
  });

  it('says nothing for other, missing or unexpected values', () => {
    expect(writerRelationship('other')).toBeNull();
    expect(writerRelationship(null)).toBeNull();
    expect(writerRelationship('constructor')).toBeNull();
  });
});

describe('letterDate and placeOf', () => {
  it('writes dates as MMMM d, yyyy and ignores malformed ones', () => {
    expect(letterDate('2026-01-05')).toBe('January 5, 2026');
    expect(letterDate('2026-02-30')).toBe('');
    expect(letterDate(null)).toBe('');
  });

  it('names the county and state when known', () => {
    expect(placeOf(context.lovedOne)).toBe('Travis County, Texas');
    expect(placeOf({ ...context.lovedOne, county: null })).toBe('Texas');
    expect(placeOf({ ...context.lovedOne, stateName: null })).toBeNull();
  });
});
