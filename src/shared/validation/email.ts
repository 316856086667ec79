import { z } from 'zod';
import { isValidEmail, normaliseEmail } from './email-address.ts';

/** A required e-mail with the spec's two messages; the result is trimmed and lower-cased. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .transform(normaliseEmail)
    .pipe(z.string().min(1, messages.required).refine(isValidEmail, messages.invalid));
}
