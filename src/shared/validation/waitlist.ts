import { z } from 'zod';
import { emailField } from './email.ts';

const WAITLIST_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

const WAITLIST_NAME_MAX_LENGTH = 50;
const WAITLIST_REASON_MAX_LENGTH = 1000;

const requiredTrimmed = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const waitlistEntrySchema = z.object({
  firstName: requiredTrimmed(WAITLIST_MESSAGES.firstNameRequired, WAITLIST_NAME_MAX_LENGTH),
  lastName: requiredTrimmed(WAITLIST_MESSAGES.lastNameRequired, WAITLIST_NAME_MAX_LENGTH),
  email: emailField({ required: WAITLIST_MESSAGES.emailRequired, invalid: WAITLIST_MESSAGES.emailInvalid }),
  interestReason: z
    .string()
    .trim()
    .max(
      WAITLIST_REASON_MAX_LENGTH,
      `Content exceeds maximum length of ${WAITLIST_REASON_MAX_LENGTH} characters`,
    )
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type WaitlistEntryInput = z.input<typeof waitlistEntrySchema>;
export type WaitlistEntry = z.output<typeof waitlistEntrySchema>;
