import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './account-messages.ts';
import { isValidEmail } from './email-address.ts';
import { checkFreeText } from './free-text.ts';
import { checkName, NAME_MESSAGES } from './names.ts';
import { passwordProblemMessage, passwordProblems } from './password.ts';

describe('names', () => {
  it.each(['José', 'Zoë', 'Nguyễn Văn', "O'Brien", 'Anne-Marie', 'O’Neil', 'Łukasz'])(
    'accepts %s',
    (name) => {
      expect(checkName(name)).toMatchObject({ ok: true });
    },
  );
  it.each(['R2D2', 'Ann!', 'a@b', ''])('refuses %s with the spec message', (name) => {
    expect(checkName(name)).toEqual({ ok: false, message: NAME_MESSAGES.characters, suspicious: false });
  });
  it.each(['<script>alert(1)</script>', 'javascript:x', 'a onclick=b', 'eval(1)'])(
    'flags %s as suspicious',
    (name) => {
      expect(checkName(name)).toEqual({ ok: false, message: 'Invalid input detected', suspicious: true });
    },
  );
  it('refuses a name longer than 50 characters', () => {
    expect(checkName('a'.repeat(51))).toMatchObject({ ok: false });
    expect(checkName('a'.repeat(50))).toMatchObject({ ok: true });
  });
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => typeof checkName(name).ok === 'boolean'),
    );
  });
});

describe('password policy', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Harbor-Test-1')).toEqual([]);
  });
  it('joins every broken rule with ". "', () => {
    expect(passwordProblemMessage('abc')).toBe(
      [
        PASSWORD_MESSAGES.tooShort,
        PASSWORD_MESSAGES.upper,
        PASSWORD_MESSAGES.number,
        PASSWORD_MESSAGES.special,
      ].join('. '),
    );
  });
  it('treats any character that is neither letter nor digit as special', () => {
    expect(passwordProblems('Abcdefg1 ')).toEqual([]);
    expect(passwordProblems('Abcdefg1é')).toEqual([PASSWORD_MESSAGES.special]);
  });
  it('refuses 128 characters and accepts 127', () => {
    expect(passwordProblems(`Aa1!${'x'.repeat(124)}`)).toEqual([PASSWORD_MESSAGES.tooLong]);
    expect(passwordProblems(`Aa1!${'x'.repeat(123)}`)).toEqual([]);
  });
  it('never throws and is empty exactly when every rule holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (password) => {
        const problems = passwordProblems(password);
        const length = [...password].length;
        const ok =
          length >= 8 &&
          length <= 127 &&
          /\p{Lu}/u.test(password) &&
          /\p{Ll}/u.test(password) &&
          /\p{Nd}/u.test(password) &&
          /[^\p{L}\p{Nd}]/u.test(password);
        return (problems.length === 0) === ok;
      }),
    );
  });
});

describe('email', () => {
  it.each(['a@b.co', ' Ada@Example.com '])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['a', 'a@b', 'a b@c.de', '@b.co', `${'a'.repeat(250)}@b.co`])('refuses %s', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );
  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (email) => typeof isValidEmail(email) === 'boolean'));
  });
});

describe('free text', () => {
  it('keeps ordinary text with quotes and brackets', () => {
    expect(checkFreeText("Mum's garden (and her roses) <3")).toBeNull();
  });
  it('keeps a sentence that names a script language, as people write it', () => {
    expect(checkFreeText('He taught me JavaScript: patience first, then loops.')).toBeNull();
  });
  it.each([
    '<script>x</script>',
    '<iframe src=x>',
    'javascript:alert(1)',
    '<img onerror=x>',
    'data:text/html,hi',
  ])('refuses %s', (text) =>
    expect(checkFreeText(text)).toBe('Content contains potentially dangerous elements'),
  );
  it('refuses text over the limit with the limit in the message', () => {
    expect(checkFreeText('a'.repeat(11), 10)).toBe('Content exceeds maximum length of 10 characters');
  });
});
