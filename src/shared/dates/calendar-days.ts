// Dates travel as YYYY-MM-DD strings; comparing two of them as strings compares the days.
// The arithmetic runs in UTC so neither the machine's zone nor a daylight-saving change can shift a day.

const dayParts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];
const isoOf = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** Whole calendar days later (or earlier, for a negative count). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = dayParts(isoDate);
  return isoOf(Date.UTC(year, month - 1, day + days));
}

/** Calendar months later; a day the target month lacks clamps to its last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = dayParts(isoDate);
  const lastDayOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return isoOf(Date.UTC(year, month - 1 + months, Math.min(day, lastDayOfTarget)));
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (isoDate: string): number => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** The Monday that starts the (ISO) week holding this date. */
export const mondayOf = (isoDate: string): string => addDays(isoDate, -((weekdayOf(isoDate) + 6) % 7));
