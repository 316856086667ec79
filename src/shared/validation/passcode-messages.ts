import { TOO_MANY_ATTEMPTS } from './too-many-attempts.ts';

/** The preview passcode's texts, apart from its schema so a page can show them without zod. */
export const PASSCODE_MESSAGES = {
  required: 'Passcode is required',
  invalid: 'Invalid passcode',
  invalidRetry: 'Invalid passcode. Please try again.',
  tooMany: TOO_MANY_ATTEMPTS,
  granted: 'Access granted!',
  notNeeded: 'No passcode is needed: anyone can create an account.',
} as const;
