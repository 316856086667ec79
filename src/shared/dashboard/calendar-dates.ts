// Dates travel as YYYY-MM-DD strings; comparing two of them as strings compares the days.
import { isIsoDate } from '../validation/dates.ts';

export { isIsoDate };

/** True for an IANA zone name this runtime knows ('Europe/London'); false for anything else. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day it is at `now` in `timeZone` (the user's own "today"). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The latest "today" anywhere on Earth: a date up to it is not in the future for any user. */
export const latestTodayOnEarth = (now: Date = new Date()) => todayIn('Pacific/Kiritimati', now);

/** Whole calendar days, computed in UTC so no daylight-saving change can shift the result. */
export function addDaysIso(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The time zone this runtime is set to: in the browser, the user's own. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
