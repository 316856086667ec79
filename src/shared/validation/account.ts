import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { emailField } from './email.ts';
import { isValidEmail, normaliseEmail } from './email-address.ts';
import { checkName, nameField } from './names.ts';
import { newPasswordField, passwordProblems } from './password.ts';

const requiredEmail = emailField({
  required: ACCOUNT_MESSAGES.emailRequired,
  invalid: ACCOUNT_MESSAGES.emailInvalid,
});

/** Sign-up as the form and the server both check it; the server also answers the policy in one line. */
export const signUpSchema = z.object({
  firstName: nameField(ACCOUNT_MESSAGES.firstNameRequired),
  lastName: nameField(ACCOUNT_MESSAGES.lastNameRequired),
  email: requiredEmail,
  password: newPasswordField,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired),
});

export const resetRequestSchema = z.object({ resetEmail: requiredEmail });

type PasswordPair = { currentPassword?: string; newPassword: string; confirmPassword: string };

/** New password + confirmation (and the current one when changing): the reset form and change password share it. */
function checkPasswordPair(value: PasswordPair, ctx: z.RefinementCtx): void {
  const blank = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find(
    (key) => value[key] === '',
  );
  if (blank) {
    ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.passwordFieldsRequired, path: [blank] });
    return;
  }
  const problems = passwordProblems(value.newPassword);
  if (problems.length > 0) {
    ctx.addIssue({ code: 'custom', message: problems.join('. '), path: ['newPassword'] });
    return;
  }
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });
  }
}

export const resetPasswordSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(checkPasswordPair);

export const changePasswordSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(checkPasswordPair);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const profileSchema = z.object({
  firstName: nameField(ACCOUNT_MESSAGES.firstNameRequired),
  lastName: nameField(ACCOUNT_MESSAGES.lastNameRequired),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.deletePasswordRequired })
    .min(1, ACCOUNT_MESSAGES.deletePasswordRequired),
});

/**
 * The server's sign-up verdict on raw input: the first problem, in the order a person fixes them.
 * `suspicious` means a name carried markup or script and a security event must be logged.
 */
type SignUpVerdict =
  | { ok: true; firstName: string; lastName: string; email: string }
  | { ok: false; message: string; suspicious: boolean };

export function checkSignUp(input: {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  password?: unknown;
}): SignUpVerdict {
  const names: string[] = [];
  for (const [value, required] of [
    [input.firstName, ACCOUNT_MESSAGES.firstNameRequired],
    [input.lastName, ACCOUNT_MESSAGES.lastNameRequired],
  ] as const) {
    if (typeof value !== 'string' || value.trim() === '')
      return { ok: false, message: required, suspicious: false };
    const verdict = checkName(value);
    if (!verdict.ok) return verdict;
    names.push(verdict.value);
  }
  if (typeof input.email !== 'string' || input.email.trim() === '') {
    return { ok: false, message: ACCOUNT_MESSAGES.emailRequired, suspicious: false };
  }
  if (!isValidEmail(input.email))
    return { ok: false, message: ACCOUNT_MESSAGES.emailInvalid, suspicious: false };
  if (typeof input.password !== 'string' || input.password === '') {
    return { ok: false, message: ACCOUNT_MESSAGES.passwordRequired, suspicious: false };
  }
  if (passwordProblems(input.password).length > 0) {
    return { ok: false, message: ACCOUNT_MESSAGES.passwordMustMeetRequirements, suspicious: false };
  }
  return { ok: true, firstName: names[0]!, lastName: names[1]!, email: normaliseEmail(input.email) };
}
