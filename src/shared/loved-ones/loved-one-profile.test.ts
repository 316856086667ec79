import { describe, expect, it } from 'vitest';
import { givenFirstName, givenName, lovedOneHeading } from './loved-one-display.ts';
import { isWebUrl, lovedOneProfileSchema, newLovedOneSchema } from './loved-one-profile.ts';

const today = () => '2026-03-10';
const valid = {
  firstName: 'Maria',
  lastName: 'Núñez',
  dateOfBirth: '1950-01-01',
  dateOfDeath: '2026-03-10',
  relationshipToUser: 'parent',
};
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('newLovedOneSchema', () => {
  it('accepts a complete profile, a death today included', () => {
    expect(newLovedOneSchema(today).parse(valid)).toEqual(valid);
  });
  it.each(['firstName', 'lastName', 'dateOfBirth', 'dateOfDeath', 'relationshipToUser'])(
    'asks for every field when %s is missing',
    (field) => {
      expect(firstMessage(newLovedOneSchema(today).safeParse({ ...valid, [field]: '' }))).toBe(
        'Please fill in all required fields and upload a photo',
      );
    },
  );
  it('refuses a death before the birth and a death in the future', () => {
    expect(firstMessage(newLovedOneSchema(today).safeParse({ ...valid, dateOfDeath: '1949-12-31' }))).toBe(
      "The date of passing can't be before the date of birth",
    );
    expect(firstMessage(newLovedOneSchema(today).safeParse({ ...valid, dateOfDeath: '2026-03-11' }))).toBe(
      "The date of passing can't be in the future",
    );
  });
  it('reads today at every check, not once', () => {
    let day = '2026-03-09';
    const schema = newLovedOneSchema(() => day);
    expect(schema.safeParse(valid).success).toBe(false);
    day = '2026-03-10';
    expect(schema.safeParse(valid).success).toBe(true);
  });
});

describe('lovedOneProfileSchema', () => {
  it('saves empty optionals as null', () => {
    expect(
      lovedOneProfileSchema(today).parse({
        firstName: 'Maria',
        lastName: 'Núñez',
        dateOfBirth: '',
        dateOfDeath: '',
        relationshipToUser: '',
        obituary: '  ',
        memorialWebsiteUrl: '',
      }),
    ).toEqual({
      firstName: 'Maria',
      lastName: 'Núñez',
      dateOfBirth: null,
      dateOfDeath: null,
      relationshipToUser: null,
      obituary: null,
      memorialWebsiteUrl: null,
    });
  });
  it('saves where they lived with its county, leaves it alone when not sent, and clears it when emptied', () => {
    const schema = lovedOneProfileSchema(today);
    const names = { firstName: 'Maria', lastName: 'Núñez' };
    expect(schema.parse({ ...names, stateCode: 'CA', county: 'los angeles county' })).toMatchObject({
      stateCode: 'CA',
      county: 'Los Angeles County',
    });
    expect(schema.parse({ ...names, stateCode: 'CA', county: '' })).toMatchObject({
      stateCode: 'CA',
      county: null,
    });
    // An older form or another client that does not send the place changes nothing of it.
    const untouched = schema.parse(names);
    expect('stateCode' in untouched || 'county' in untouched).toBe(false);
    // A county belongs to its state: no state, no county.
    expect(schema.parse({ ...names, stateCode: '', county: 'Los Angeles County' })).toMatchObject({
      stateCode: null,
      county: null,
    });
    expect(firstMessage(schema.safeParse({ ...names, stateCode: 'XX' }))).toBe(
      'Please choose a US state or DC',
    );
    expect(firstMessage(schema.safeParse({ ...names, stateCode: 'TX', county: 'Los Angeles County' }))).toBe(
      'Please choose a county of that state',
    );
  });
  it('accepts only http(s) web addresses', () => {
    expect(isWebUrl('https://example.com/maria')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('http://localhost')).toBe(false);
  });
});

describe('lovedOneHeading', () => {
  it('shows the name, or the relationship when there is none', () => {
    expect(
      lovedOneHeading({ firstName: 'My', lastName: 'Plans', nameGiven: true, relationshipToUser: null }),
    ).toBe('My Plans');
    expect(
      lovedOneHeading({ firstName: '', lastName: '', nameGiven: true, relationshipToUser: 'grandparent' }),
    ).toBe('Your grandparent');
  });
  it('never shows the relationship standing in for a name as the name', () => {
    expect(
      lovedOneHeading({ firstName: 'Parent', lastName: '', nameGiven: false, relationshipToUser: 'parent' }),
    ).toBe('Your parent');
    expect(
      lovedOneHeading({ firstName: 'Loved One', lastName: '', nameGiven: false, relationshipToUser: null }),
    ).toBe('Your loved one');
  });
});

describe('givenName', () => {
  it('is the name once given', () => {
    expect(givenName({ firstName: 'Rose', lastName: 'Lane', nameGiven: true })).toBe('Rose Lane');
    expect(givenName({ firstName: 'Rose', lastName: '', nameGiven: true })).toBe('Rose');
  });
  it('is null while the relationship stands in for the name', () => {
    expect(givenName({ firstName: 'Parent', lastName: '', nameGiven: false })).toBeNull();
  });
  it('is null for a name that is only blank', () => {
    expect(givenName({ firstName: ' ', lastName: '', nameGiven: true })).toBeNull();
  });
  it('names someone else’s plans after the planner, never "My Plans"', () => {
    const plan = { firstName: 'My', lastName: 'Plans', nameGiven: true };
    expect(givenName({ ...plan, plannerName: 'Alex Rivera' })).toBe('Alex Rivera’s plans');
    expect(lovedOneHeading({ ...plan, plannerName: 'Alex Rivera', relationshipToUser: null })).toBe(
      'Alex Rivera’s plans',
    );
  });
  it('is "My Plans" to the planner, and a name the planner gave is shown to everyone', () => {
    expect(givenName({ firstName: 'My', lastName: 'Plans', nameGiven: true, plannerName: null })).toBe(
      'My Plans',
    );
    expect(
      givenName({ firstName: 'Alex', lastName: 'Rivera', nameGiven: true, plannerName: 'Alex Rivera' }),
    ).toBe('Alex Rivera');
  });
});

describe('givenFirstName', () => {
  it('is the first name once given, and never the relationship standing in for it', () => {
    expect(givenFirstName({ firstName: 'Rose', nameGiven: true })).toBe('Rose');
    expect(givenFirstName({ firstName: 'Parent', nameGiven: false })).toBeNull();
  });
});
