import { weekdayOf } from './calendar-days.ts';

/**
 * A wall-clock formatter per zone, made once: building an Intl.DateTimeFormat costs far more than
 * using one, and the server builds "today" on every dashboard request. Zone names arrive from
 * browsers (in any letter case), so the cache is bounded: past the limit it starts again.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const WALL_CLOCK_FORMATS_LIMIT = 1_000;

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    if (wallClockFormats.size >= WALL_CLOCK_FORMATS_LIMIT) wallClockFormats.clear();
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** True for an IANA zone name this runtime knows ('Europe/London'); false for anything else. */
export function isTimeZone(value: string): boolean {
  try {
    wallClockFormat(value);
    return true;
  } catch {
    return false;
  }
}

/** The time zone this runtime is set to: in the browser, the user's own. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

type WallClock = { date: string; weekday: number; hour: number; minute: number; second: number };

/** What a clock on the wall in `timeZone` shows at `instant`: the calendar date, weekday and time. */
export function localDateTime(instant: Date | number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    weekday: weekdayOf(date),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar day it is at `now` in `timeZone` (the user's own "today"). */
export const todayIn = (timeZone: string, now: Date = new Date()): string =>
  localDateTime(now, timeZone).date;

/** The latest "today" anywhere on Earth: a date up to it is not in the future for any user. */
export const latestTodayOnEarth = (now: Date = new Date()) => todayIn('Pacific/Kiritimati', now);
