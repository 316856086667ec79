import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { addDays } from '#shared/dates/calendar-days.ts';
import { eventName } from '#shared/memorials/memorial-events.ts';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import { zonedTimeToUtc } from '#shared/memorials/service-time.ts';
import { fullName } from '#shared/team/person-name.ts';
import type { MemorialAccess } from './memorial-access.ts';
import type { memorialEvents } from './memorials.schema.ts';

// Without a time, an event is all day; with a start and no end, we assume two hours.
const DEFAULT_DURATION_MS = 2 * 3_600_000;

const dateArray = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

const utcArray = (instant: Date): DateArray => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

type EventRow = typeof memorialEvents.$inferSelect;

/** Minutes from one 'HH:MM' to a later one the same day. */
const minutesBetween = (start: string, end: string) => {
  const [startHour, startMinute] = start.split(':').map(Number) as [number, number];
  const [endHour, endMinute] = end.split(':').map(Number) as [number, number];
  return endHour * 60 + endMinute - (startHour * 60 + startMinute);
};

/** When the event happens, in the forms every calendar reads the same way; never a DURATION. */
function eventTiming(event: EventRow & { eventDate: string }) {
  const { eventDate: date, startTime: time, endTime, timeZone } = event;
  // A date alone is a whole day (DATE values, the end being the next day, exclusive).
  if (!time) return { start: dateArray(date), end: dateArray(addDays(date, 1)) };
  const lengthMs = endTime ? minutesBetween(time, endTime) * 60_000 : DEFAULT_DURATION_MS;
  // A time with its zone is written in UTC, so a guest anywhere sees it at their own hour.
  if (timeZone) {
    const start = zonedTimeToUtc(date, time, timeZone);
    return {
      start: utcArray(start),
      end: utcArray(new Date(start.getTime() + lengthMs)),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
    };
  }
  // A service moved from a page saved before the zone was asked for: "floating" time, 14:00 wherever
  // the guest is, which is what the page itself says. The wall-clock sum is done in UTC to stay DST-proof.
  const wall = new Date(`${date}T${time}:00Z`);
  return {
    start: utcArray(wall),
    end: utcArray(new Date(wall.getTime() + lengthMs)),
    startInputType: 'local' as const,
    startOutputType: 'local' as const,
    endInputType: 'local' as const,
    endOutputType: 'local' as const,
  };
}

/** One event as a calendar file, or null while its date is not settled. */
export function eventCalendar(event: EventRow, access: MemorialAccess, appUrl: string): string | null {
  const { page, lovedOne } = access;
  if (!event.eventDate) return null;
  const name = fullName(lovedOne);
  const description = [event.notes, event.livestreamUrl ? `Livestream: ${event.livestreamUrl}` : null]
    .filter(Boolean)
    .join('\n\n');
  const { error, value } = createEvent({
    ...eventTiming({ ...event, eventDate: event.eventDate }),
    uid: `${event.id}@harbor`,
    title: `${eventName(event)} for ${name}`,
    location: event.place ?? undefined,
    url: `${appUrl}${memorialPath(page.slug)}`,
    description: description || undefined,
    productId: 'harbor/memorial',
  } as EventAttributes);
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}
