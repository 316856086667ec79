import { localDateTime } from '../dates/time-zones.ts';

// Turning the service's wall-clock time, where it is held, into one instant every calendar agrees on.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes `timeZone` is ahead of UTC at `instant` (Chicago in July: -300). */
function offsetMinutes(instant: number, timeZone: string): number {
  const clock = localDateTime(instant, timeZone);
  const [year, month, day] = clock.date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, clock.hour, clock.minute, clock.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

/**
 * The instant a 'YYYY-MM-DD' date and 'HH:MM' time name in `timeZone`. Around a daylight-saving
 * change it does what calendars do: a time the clocks skip (02:30 on the spring-forward night)
 * moves on by the gap, and a time that happens twice (01:30 on the fall-back night) is the first.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // No zone changes offset twice within two days, so the offsets a day either side are the only candidates.
  const before = offsetMinutes(wall - DAY_MS, timeZone);
  const after = offsetMinutes(wall + DAY_MS, timeZone);
  const matches = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => offsetMinutes(instant, timeZone) === (wall - instant) / MINUTE_MS);
  return new Date(matches.length > 0 ? Math.min(...matches) : wall - before * MINUTE_MS);
}

/** The zones the service form offers: every zone this runtime knows, plus the one already chosen. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [...known, current].sort();
}

/** A 24-hour 'HH:MM' as Americans read a clock: "2:30 PM", "12:00 PM" (noon), "12:15 AM". */
export function clockTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const half = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${half}`;
}

/**
 * How the page writes an event's time, naming the place's clock for guests elsewhere:
 * "10:00 AM – 12:00 PM (Chicago time)".
 */
export function serviceTimeLabel(start: string, end: string | null, timeZone: string | null): string {
  const span = end ? `${clockTime(start)} – ${clockTime(end)}` : clockTime(start);
  if (!timeZone) return span;
  const place = timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? timeZone;
  return place === 'UTC' ? `${span} (UTC)` : `${span} (${place} time)`;
}
