import { z } from 'zod';
import { PASSWORD_MESSAGES } from './account-messages.ts';
import { exceedsCharacters } from './text-length.ts';

const PASSWORD_MIN_LENGTH = 8;
/** "Under 128 characters". */
const PASSWORD_MAX_LENGTH = 127;

/** Every rule the password breaks, in the spec's order; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (!exceedsCharacters(password, PASSWORD_MIN_LENGTH - 1)) problems.push(PASSWORD_MESSAGES.tooShort);
  if (!/\p{Lu}/u.test(password)) problems.push(PASSWORD_MESSAGES.upper);
  if (!/\p{Ll}/u.test(password)) problems.push(PASSWORD_MESSAGES.lower);
  if (!/\p{Nd}/u.test(password)) problems.push(PASSWORD_MESSAGES.number);
  // A special character is anything that is neither a letter nor a digit.
  if (!/[^\p{L}\p{Nd}]/u.test(password)) problems.push(PASSWORD_MESSAGES.special);
  if (exceedsCharacters(password, PASSWORD_MAX_LENGTH)) problems.push(PASSWORD_MESSAGES.tooLong);
  return problems;
}

/** The spec joins several problems with '. '. */
export const passwordProblemMessage = (password: string) => passwordProblems(password).join('. ');

/** The one password policy: sign-up, reset, change password and invitation sign-up. */
export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .superRefine((password, ctx) => {
    const message = passwordProblemMessage(password);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
