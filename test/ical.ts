import ICAL from 'ical.js';

/** When an event starts or ends, as the calendar file says it: a whole day, a UTC instant, or floating. */
export type CalendarTime =
  | { kind: 'date'; date: string }
  | { kind: 'utc'; instant: string }
  | { kind: 'floating'; local: string };

export type CalendarEvent = {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  categories: string[];
  start: CalendarTime;
  end: CalendarTime;
};

// RFC 5545 §3.3.6: a T must be followed by at least one of hours, minutes or seconds.
const DURATION =
  /^[+-]?P(\d+W|\d+D(T(\d+H(\d+M(\d+S)?)?|\d+M(\d+S)?|\d+S))?|T(\d+H(\d+M(\d+S)?)?|\d+M(\d+S)?|\d+S))$/;

function timeOf(component: ICAL.Component, name: 'dtstart' | 'dtend'): CalendarTime {
  const property = component.getFirstProperty(name);
  if (!property) throw new Error(`event without ${name.toUpperCase()}`);
  const tzid = property.getParameter('tzid');
  if (tzid) throw new Error(`${name.toUpperCase()} names TZID ${tzid}, which these files should not need`);
  const time = property.getFirstValue() as ICAL.Time;
  if (time.isDate) return { kind: 'date', date: time.toString() };
  return time.zone?.tzid === 'UTC'
    ? { kind: 'utc', instant: time.toJSDate().toISOString() }
    : { kind: 'floating', local: time.toString() };
}

/**
 * Reads a calendar file with ical.js, a real iCalendar parser, and refuses what calendar apps
 * refuse even where ical.js is lenient: bare LF line ends, a DURATION such as P1DT, an event
 * without UID or DTSTAMP, or an end of a different kind from its start. Harbor writes every
 * event with DTEND, so any DURATION is refused, and no TZID (times are dates, UTC or floating).
 */
export function parseCalendar(text: string): { name: string | null; events: CalendarEvent[] } {
  if (/(?<!\r)\n/.test(text)) throw new Error('lines must end in CRLF');
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not a VCALENDAR: ${calendar.name}`);
  if (calendar.getFirstPropertyValue('version') !== '2.0') throw new Error('VERSION must be 2.0');
  if (!calendar.getFirstPropertyValue('prodid')) throw new Error('PRODID is required');
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    for (const required of ['uid', 'dtstamp'])
      if (!component.getFirstPropertyValue(required)) throw new Error(`event without ${required}`);
    const duration = component.getFirstProperty('duration');
    if (duration) {
      // jCal keeps the value as written; ical.js would otherwise read P1DT as P1D.
      const raw = String(duration.jCal[3]);
      throw new Error(DURATION.test(raw) ? 'expected DTEND, not DURATION' : `invalid DURATION ${raw}`);
    }
    const start = timeOf(component, 'dtstart');
    const end = timeOf(component, 'dtend');
    if (start.kind !== end.kind) throw new Error(`start is ${start.kind} but end is ${end.kind}`);
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return value === null ? null : String(value);
    };
    return {
      uid: text('uid') as string,
      summary: text('summary') ?? '',
      description: text('description'),
      location: text('location'),
      url: text('url'),
      categories: component
        .getAllProperties('categories')
        .flatMap((property) => property.getValues().map(String)),
      start,
      end,
    };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: name === null ? null : String(name), events };
}
