import { z } from 'zod';
import { isTimeZone } from '../dates/time-zones.ts';

/** The browser says which time zone the user lives in; an unknown or missing one falls back to UTC. */
export const timeZoneQuerySchema = z.object({
  timeZone: z
    .string()
    .max(64)
    .optional()
    .transform((value) => (value && isTimeZone(value) ? value : 'UTC')),
});
