import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePasswordSchema, checkSignUp, signUpSchema } from './account.ts';
import { ACCOUNT_MESSAGES, teamLossOnDelete } from './account-messages.ts';
import { emailField } from './email.ts';
import { isValidEmail } from './email-address.ts';
import { checkName, nameField } from './names.ts';
import { newPasswordField, passwordProblems } from './password.ts';

// Inputs that reach the interesting edges: real names, markup, odd whitespace, long strings.
const nameLike = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(
    'José',
    'Zoë',
    'Nguyễn Văn',
    "O'Brien",
    'Anne-Marie',
    '<script>',
    'eval(1)',
    ' ',
    'a'.repeat(51),
  ),
);
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.string({ maxLength: 80 }),
  fc.constantFrom(' Ada@Example.COM ', 'a@b', `${'a'.repeat(250)}@b.co`, ''),
);
const passwordLike = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 140 }),
  fc.constantFrom('Harbor-Test-1', 'short', `Aa1!${'x'.repeat(124)}`, ''),
);

describe('client and server give the same verdict', () => {
  it('on a whole sign-up: the form accepts exactly what the server accepts, with the same values', () => {
    fc.assert(
      fc.property(nameLike, nameLike, emailLike, passwordLike, (firstName, lastName, email, password) => {
        const input = { firstName, lastName, email, password };
        const client = signUpSchema.safeParse(input);
        const server = checkSignUp(input);
        expect(client.success).toBe(server.ok);
        if (client.success && server.ok) {
          expect(client.data).toEqual({
            firstName: server.firstName,
            lastName: server.lastName,
            email: server.email,
            password,
          });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('on names, e-mails and passwords one by one', () => {
    const email = emailField({ required: 'required', invalid: 'invalid' });
    const name = nameField('required');
    fc.assert(
      fc.property(nameLike, emailLike, passwordLike, (n, e, p) => {
        expect(name.safeParse(n).success).toBe(n.trim() !== '' && checkName(n).ok);
        expect(email.safeParse(e).success).toBe(isValidEmail(e));
        expect(newPasswordField.safeParse(p).success).toBe(p !== '' && passwordProblems(p).length === 0);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any value of any type', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        fc.anything(),
        fc.anything(),
        (firstName, lastName, email, password) => {
          const verdict = checkSignUp({ firstName, lastName, email, password });
          const parsed = signUpSchema.safeParse({ firstName, lastName, email, password });
          return typeof verdict.ok === 'boolean' && typeof parsed.success === 'boolean';
        },
      ),
    );
  });
});

describe('sign-up verdict', () => {
  it('answers the first problem in the order a person fixes them', () => {
    expect(checkSignUp({ firstName: '', lastName: '', email: '', password: '' })).toMatchObject({
      message: ACCOUNT_MESSAGES.firstNameRequired,
    });
    expect(checkSignUp({ firstName: 'Ada', lastName: 'L', email: 'x', password: '' })).toMatchObject({
      message: ACCOUNT_MESSAGES.emailInvalid,
    });
    expect(checkSignUp({ firstName: 'Ada', lastName: 'L', email: 'a@b.co', password: 'weak' })).toMatchObject(
      {
        message: 'Password must meet security requirements',
      },
    );
  });
});

describe('change password form', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'a', confirmPassword: 'a' }, 'Please fill in all password fields'],
    [
      { currentPassword: 'x', newPassword: 'New-Harbor-2', confirmPassword: 'New-Harbor-3' },
      'Passwords do not match',
    ],
  ])('refuses %j with "%s"', (input, message) => {
    const result = changePasswordSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('teamLossOnDelete', () => {
  it('counts the people who lose it in the right form, says their work goes too, and names a live memorial', () => {
    expect(teamLossOnDelete(1, false)).toBe(
      '1 other person on the team will lose it and everything they added to it.',
    );
    expect(teamLossOnDelete(3, true)).toBe(
      '3 other people on the team will lose it and everything they added to it. Its live memorial page will be taken down.',
    );
  });
});
