import { z } from 'zod';

export const PASSCODE_MESSAGES = {
  required: 'Passcode is required',
  invalid: 'Invalid passcode',
  invalidRetry: 'Invalid passcode. Please try again.',
  tooMany: 'Too many attempts. Please try again later.',
  granted: 'Access granted!',
  notNeeded: 'No passcode is needed: anyone can create an account.',
} as const;

export const passcodeSchema = z.object({
  passcode: z
    .string({ error: PASSCODE_MESSAGES.required })
    .trim()
    .min(1, PASSCODE_MESSAGES.required)
    .max(200),
});
