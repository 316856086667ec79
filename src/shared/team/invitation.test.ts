import { describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGES,
  INVITATION_RELATIONSHIPS,
  INVITATION_SIGN_UP_MESSAGES,
  invitationSignInSchema,
  invitationSignUpSchema,
  inviteMemberSchema,
  relationshipLabel,
} from './invitation.ts';

const valid = {
  firstName: 'Sam',
  lastName: "O'Neil",
  email: ' Sam@Example.COM ',
  relationship: 'close_friend',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('inviteMemberSchema', () => {
  it('trims and lower-cases the e-mail and keeps the relationship key', () => {
    expect(inviteMemberSchema.parse(valid)).toEqual({
      firstName: 'Sam',
      lastName: "O'Neil",
      email: 'sam@example.com',
      relationship: 'close_friend',
      personalMessage: null,
    });
  });

  it.each([[{ ...valid, firstName: ' ' }], [{ ...valid, lastName: undefined }], [{ ...valid, email: '' }]])(
    'asks for all required fields when one is blank (%o)',
    (input) => {
      expect(firstMessage(inviteMemberSchema.safeParse(input))).toBe(INVITATION_MESSAGES.missing);
    },
  );

  it('refuses an address without a domain', () => {
    expect(firstMessage(inviteMemberSchema.safeParse({ ...valid, email: 'sam@home' }))).toBe(
      'Please enter a valid email address.',
    );
  });

  it('refuses digits in a name', () => {
    expect(firstMessage(inviteMemberSchema.safeParse({ ...valid, firstName: 'Sam2' }))).toBe(
      'Names can only contain letters, spaces, hyphens, and apostrophes',
    );
  });

  it('keeps a personal message exactly as typed and refuses one over 1000 characters', () => {
    const message = "Mum's things <3 — we'll manage together";
    expect(inviteMemberSchema.parse({ ...valid, personalMessage: message }).personalMessage).toBe(message);
    expect(firstMessage(inviteMemberSchema.safeParse({ ...valid, personalMessage: 'a'.repeat(1001) }))).toBe(
      'Content exceeds maximum length of 1000 characters',
    );
  });

  it('refuses a relationship outside the 21 options and treats blank as none', () => {
    expect(inviteMemberSchema.safeParse({ ...valid, relationship: 'boss' }).success).toBe(false);
    expect(inviteMemberSchema.parse({ ...valid, relationship: '' }).relationship).toBeNull();
  });
});

describe('relationships', () => {
  it('offers the spec’s 21 options with readable labels', () => {
    expect(INVITATION_RELATIONSHIPS).toHaveLength(21);
    expect(relationshipLabel('aunt_uncle')).toBe('Aunt / Uncle');
    expect(relationshipLabel(null)).toBe('');
  });
});

describe('invitationSignUpSchema', () => {
  const signUp = {
    token: 'abc',
    firstName: 'Sam',
    lastName: 'Lee',
    password: 'Harbor-Test-1',
    confirmPassword: 'Harbor-Test-1',
  };

  it('takes no address: the account is always the invited one', () => {
    const parsed = invitationSignUpSchema.parse({ ...signUp, email: 'someone.else@example.com' });
    expect(parsed).not.toHaveProperty('email');
  });

  it('asks for both names', () => {
    expect(firstMessage(invitationSignUpSchema.safeParse({ ...signUp, lastName: '' }))).toBe(
      INVITATION_SIGN_UP_MESSAGES.nameRequired,
    );
  });

  it('applies the one password policy', () => {
    expect(
      firstMessage(
        invitationSignUpSchema.safeParse({ ...signUp, password: 'short', confirmPassword: 'short' }),
      ),
    ).toContain('Password must be at least 8 characters long');
  });

  it("says the passwords don't match", () => {
    expect(
      firstMessage(invitationSignUpSchema.safeParse({ ...signUp, confirmPassword: 'Harbor-Test-2' })),
    ).toBe("Passwords don't match");
  });

  it('needs a password to sign in', () => {
    expect(firstMessage(invitationSignInSchema.safeParse({ email: 'sam@example.com', password: '' }))).toBe(
      'Password required',
    );
  });
});
