import { z } from 'zod';
import { requiredDay } from '../validation/dates.ts';
import { freeTextField } from '../validation/free-text.ts';

// The executor's time log (issue 23, item 5; decision 073): where a court sets "reasonable" pay, or an
// executor waives a fee, a dated record of the hours and the work is what it asks for.

const MINUTES_IN_A_DAY = 24 * 60;

export const TIME_LOG_MESSAGES = {
  dateRequired: 'Please enter the day the work was done',
  hoursRequired: 'Please enter the time spent',
  hoursInvalid: 'Enter hours such as 1.5 or 1:30, at most 24 in a day',
  workRequired: 'Please say what was done',
  entryNotFound: 'Time entry not found',
  dayFull: (loggedMinutes: number) =>
    `${formatMinutes(loggedMinutes)} is already logged on this day, and a day holds at most 24 hours`,
} as const;

/** Whether a new entry still fits in its day, with what that day already holds. */
export function fitsInADay(loggedMinutes: number, addedMinutes: number): boolean {
  return loggedMinutes + addedMinutes <= MINUTES_IN_A_DAY;
}

/** "1.5", "2", "0.25" (hours) or "1:30" (hours and minutes) as whole minutes; null if it is not a time. */
export function parseHours(value: string): number | null {
  const text = value.trim();
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  const decimal = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text);
  let minutes: number;
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (decimal) minutes = Math.round((Number(decimal[1]) + Number(`0.${decimal[2] ?? '0'}`)) * 60);
  else return null;
  return minutes > 0 && minutes <= MINUTES_IN_A_DAY ? minutes : null;
}

/** Minutes as the hours field takes them back: 90 → "1:30", 60 → "1:00". */
export function minutesAsHours(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 90 → "1 h 30 min", 60 → "1 h", 45 → "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const timeEntrySchema = z.object({
  onDate: requiredDay(TIME_LOG_MESSAGES.dateRequired),
  hours: z
    .string({ error: TIME_LOG_MESSAGES.hoursRequired })
    .trim()
    .min(1, TIME_LOG_MESSAGES.hoursRequired)
    .max(10, TIME_LOG_MESSAGES.hoursInvalid)
    .transform((value, ctx) => {
      const minutes = parseHours(value);
      if (minutes === null) {
        ctx.addIssue({ code: 'custom', message: TIME_LOG_MESSAGES.hoursInvalid });
        return z.NEVER;
      }
      return minutes;
    }),
  work: freeTextField({ max: 500, required: TIME_LOG_MESSAGES.workRequired }),
});
export type TimeEntryInput = z.input<typeof timeEntrySchema>;
