import { z } from 'zod';

const EMAIL_MAX_LENGTH = 254;
/** The spec's "simple address pattern": something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export function isValidEmail(value: string): boolean {
  const email = normaliseEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** A required e-mail with the spec's two messages; the result is trimmed and lower-cased. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .transform(normaliseEmail)
    .pipe(z.string().min(1, messages.required).refine(isValidEmail, messages.invalid));
}
