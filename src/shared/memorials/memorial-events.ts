import { todayIn } from '../dates/time-zones.ts';
import { longDate } from './life-dates.ts';
import { EVENT_KIND_LABELS, type EventKind } from './memorial-options.ts';
import { serviceTimeLabel } from './service-time.ts';

type NamedEvent = { kind: EventKind; title: string | null };

/** What the page calls an event: the family's own name for it, or its kind's ("Funeral service"). */
export const eventName = (event: NamedEvent) => event.title ?? EVENT_KIND_LABELS[event.kind];

/** Where the map link goes for a place as the family wrote it; OpenStreetMap, so no tracking script. */
export const mapLinkFor = (place: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;

type DatedEvent = { eventDate: string | null; timeZone: string | null };

/** Replies are asked for from the day an event is set until its day is over where it is held. */
export const acceptsReplies = (event: DatedEvent, now: Date = new Date()) =>
  event.eventDate !== null && event.eventDate >= todayIn(event.timeZone ?? 'UTC', now);

type TimedEvent = DatedEvent & { startTime: string | null; endTime: string | null };

/** The day of an event as the page, the programme and the invitation write it, or that it is to come. */
export const eventDay = (event: { eventDate: string | null }) =>
  event.eventDate ? longDate(event.eventDate) : 'Date to be announced';

/** "December 5, 2026 at 10:00 AM – 12:00 PM (Chicago time)", or the day alone, or that it is to come. */
export function eventWhen(event: TimedEvent): string {
  const day = eventDay(event);
  return event.eventDate && event.startTime
    ? `${day} at ${serviceTimeLabel(event.startTime, event.endTime, event.timeZone)}`
    : day;
}
