import { z } from 'zod';

// Nobody Harbor helps was born before 1850, and no plan reaches past 2200. PostgreSQL has no year 0
// and JavaScript's Date maps years 0-99 onto 1900-1999, so bounding the year keeps both honest.
const EARLIEST_YEAR = 1850;
const LATEST_YEAR = 2200;

export const DATE_MESSAGES = {
  outOfRange: `Please enter a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`,
  notADate: 'Please enter a real date',
} as const;

// A calendar day, alone or starting a date-time ('2026-11-01', '2026-11-01T09:00:00Z'), any year width.
const DATE_LIKE = /^([+-]?\d{4,6})-\d{2}-\d{2}(?:$|[T ]\d)/;

/** True when `value` is written as a date whose year Harbor does not accept; false for anything else. */
export function isDateOutOfRange(value: string): boolean {
  const match = DATE_LIKE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  return year < EARLIEST_YEAR || year > LATEST_YEAR;
}

/** A real calendar day written YYYY-MM-DD (rejects 2023-02-29 and 2024-13-01) within Harbor's years. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || isDateOutOfRange(value)) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day written YYYY-MM-DD. Blank passes here and is refused by whoever knows what the day is of
 * (`requiredDay`, or a ledger entry by its kind), so the message fits.
 */
export const dayField = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), DATE_MESSAGES.notADate)
  .default('');

/** A day that must be given, refused blank with `message`. */
export const requiredDay = (message: string) => dayField.refine((value) => value !== '', message);
