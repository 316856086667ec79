import { z } from 'zod';
import { PASSCODE_MESSAGES } from './passcode-messages.ts';

export const passcodeSchema = z.object({
  passcode: z
    .string({ error: PASSCODE_MESSAGES.required })
    .trim()
    .min(1, PASSCODE_MESSAGES.required)
    .max(200),
});
