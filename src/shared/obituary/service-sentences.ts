import { longDate } from '../memorials/life-dates.ts';
import type { EventKind } from '../memorials/memorial-options.ts';
import { clockTime } from '../memorials/service-time.ts';

export type GatheringFacts = {
  kind: EventKind;
  title: string | null;
  eventDate: string | null;
  startTime: string | null;
  place: string | null;
};

const KIND_PHRASES: Record<EventKind, string> = {
  visitation: 'A visitation',
  service: 'A funeral service',
  burial: 'The burial',
  reception: 'A reception',
  other: 'A gathering',
};

/** "A funeral service will be held on December 4, 2026, at 2:00 PM at Grace Chapel." */
function sentenceFor(event: GatheringFacts): string | null {
  const when = [
    event.eventDate ? `on ${longDate(event.eventDate)}` : null,
    event.startTime ? `at ${clockTime(event.startTime)}` : null,
  ].filter(Boolean);
  const place = event.place?.trim() ? `at ${event.place.trim().replace(/[\s.,]+$/, '')}` : null;
  if (when.length === 0 && !place) return null;
  const subject = event.title?.trim() || KIND_PHRASES[event.kind];
  const timing = when.length > 0 ? ` ${when.join(', ')}${place ? ',' : ''}` : '';
  return `${subject} will be held${timing}${place ? ` ${place}` : ''}.`;
}

/** The memorial page's gatherings as the obituary's service details, one sentence each, in date order. */
export const serviceSentences = (events: readonly GatheringFacts[]): string =>
  events
    .map(sentenceFor)
    .filter((sentence): sentence is string => sentence !== null)
    .join(' ');
