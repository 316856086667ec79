import { eventDay, eventName } from '../memorials/memorial-events.ts';
import type { EventKind } from '../memorials/memorial-options.ts';
import { serviceTimeLabel } from '../memorials/service-time.ts';

type Gathering = {
  id: string;
  kind: EventKind;
  title: string | null;
  eventDate: string | null;
  startTime: string | null;
  endTime: string | null;
  timeZone: string | null;
  place: string | null;
};

/** A gathering as the invitation and the list write it: its name, day, clock time where it is held, place. */
export function describeGathering(event: Gathering) {
  const name = eventName(event);
  const day = eventDay(event);
  return {
    id: event.id,
    name,
    day,
    time: event.startTime ? serviceTimeLabel(event.startTime, event.endTime, event.timeZone) : null,
    place: event.place,
    /** One line for a column heading: "Funeral service, March 14, 2026". */
    heading: event.eventDate ? `${name}, ${day}` : name,
  };
}

export type DescribedGathering = ReturnType<typeof describeGathering>;
