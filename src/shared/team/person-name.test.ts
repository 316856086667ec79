import { describe, expect, it } from 'vitest';
import { fullName, personName } from './person-name.ts';

const account = { userFirstName: 'Samuel', userLastName: 'Okafor', name: 'Samuel Okafor' };

describe('personName', () => {
  it('takes the name chosen in settings over the one given at sign-up', () => {
    expect(personName({ ...account, profileFirstName: 'Sam', profileLastName: 'O.' })).toEqual({
      firstName: 'Sam',
      lastName: 'O.',
    });
  });

  it('takes the settings name whole: a first name there with no last name means none', () => {
    expect(personName({ ...account, profileFirstName: 'Sam', profileLastName: null })).toEqual({
      firstName: 'Sam',
      lastName: '',
    });
  });

  it('falls back to the sign-up names when settings hold none', () => {
    expect(personName({ ...account, profileFirstName: null, profileLastName: null })).toEqual({
      firstName: 'Samuel',
      lastName: 'Okafor',
    });
    expect(personName({ ...account, profileFirstName: '', profileLastName: 'Ignored' })).toEqual({
      firstName: 'Samuel',
      lastName: 'Okafor',
    });
  });

  it("uses the account's single name when it has no first name, and never invents one", () => {
    const bare = { profileFirstName: null, profileLastName: null, userFirstName: '', userLastName: 'X' };
    expect(personName({ ...bare, name: 'Robin' })).toEqual({ firstName: 'Robin', lastName: '' });
    expect(personName(bare)).toEqual({ firstName: '', lastName: '' });
  });
});

describe('fullName', () => {
  it('joins first and last, without a stray space when one is missing', () => {
    expect(fullName({ firstName: 'Sam', lastName: 'Okafor' })).toBe('Sam Okafor');
    expect(fullName({ firstName: 'Sam', lastName: '' })).toBe('Sam');
    expect(fullName({ firstName: '', lastName: '' })).toBe('');
  });
});
