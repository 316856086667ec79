/** The e-mail rules without zod, so a form on the public memorial page can use them (decision 017). */

const EMAIL_MAX_LENGTH = 254;
/** The spec's "simple address pattern": something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export function isValidEmail(value: string): boolean {
  const email = normaliseEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
