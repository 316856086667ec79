import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { addDays } from '#shared/dates/calendar-days.ts';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import { zonedTimeToUtc } from '#shared/memorials/service-time.ts';
import type { MemorialAccess } from './memorial-access.ts';

// Without a time, the service is an all-day event; with one, we assume two hours.
const SERVICE_DURATION_MS = 2 * 3_600_000;

const dateArray = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

const utcArray = (instant: Date): DateArray => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

/** When the event happens, in the forms every calendar reads the same way; never a DURATION. */
function serviceTiming(date: string, time: string | null, timeZone: string | null) {
  // A date alone is a whole day (DATE values, the end being the next day, exclusive).
  if (!time) return { start: dateArray(date), end: dateArray(addDays(date, 1)) };
  // A time with its zone is written in UTC, so a guest anywhere sees it at their own hour.
  if (timeZone) {
    const start = zonedTimeToUtc(date, time, timeZone);
    return {
      start: utcArray(start),
      end: utcArray(new Date(start.getTime() + SERVICE_DURATION_MS)),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
    };
  }
  // Pages saved before the zone was asked for: "floating" time, 14:00 wherever the guest is,
  // which is what the page itself says. The wall-clock sum is done in UTC to stay DST-proof.
  const wall = new Date(`${date}T${time}:00Z`);
  return {
    start: utcArray(wall),
    end: utcArray(new Date(wall.getTime() + SERVICE_DURATION_MS)),
    startInputType: 'local' as const,
    startOutputType: 'local' as const,
    endInputType: 'local' as const,
    endOutputType: 'local' as const,
  };
}

/** The service as one calendar event, or null when no date is set. */
export function serviceCalendar(access: MemorialAccess, appUrl: string): string | null {
  const { page, lovedOne } = access;
  if (!page.serviceDate) return null;
  const name = `${lovedOne.firstName} ${lovedOne.lastName}`.trim();
  const { error, value } = createEvent({
    ...serviceTiming(page.serviceDate, page.serviceTime, page.serviceTimeZone),
    uid: `${page.id}-service@harbor`,
    title: `Service for ${name}`,
    location: page.servicePlace ?? undefined,
    url: `${appUrl}${memorialPath(page.slug)}`,
    description: page.livestreamUrl ? `Livestream: ${page.livestreamUrl}` : undefined,
    productId: 'harbor/memorial',
  } as EventAttributes);
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}
