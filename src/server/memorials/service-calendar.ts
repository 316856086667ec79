import { createEvent, type EventAttributes } from 'ics';
import type { MemorialAccess } from './memorial-access.ts';

// Without a time, the service is an all-day event; with one, we assume two hours.
const SERVICE_DURATION_HOURS = 2;

/**
 * The service as one calendar event, or null when no date is set. A timed event is written in
 * "floating" local time: 14:00 means 14:00 where the service is, whatever the guest's time zone.
 */
export function serviceCalendar(access: MemorialAccess, appUrl: string): string | null {
  const { page, lovedOne } = access;
  if (!page.serviceDate) return null;
  const [year, month, day] = page.serviceDate.split('-').map(Number) as [number, number, number];
  const name = `${lovedOne.firstName} ${lovedOne.lastName}`.trim();
  const timing = page.serviceTime
    ? {
        start: [year, month, day, ...(page.serviceTime.split(':').map(Number) as [number, number])],
        duration: { hours: SERVICE_DURATION_HOURS },
        startInputType: 'local' as const,
        startOutputType: 'local' as const,
      }
    : { start: [year, month, day] as [number, number, number], duration: { days: 1 } };
  const { error, value } = createEvent({
    ...timing,
    uid: `${page.id}-service@harbor`,
    title: `Service for ${name}`,
    location: page.servicePlace ?? undefined,
    url: `${appUrl}/memorial/${page.slug}`,
    description: page.livestreamUrl ? `Livestream: ${page.livestreamUrl}` : undefined,
    productId: 'harbor/memorial',
  } as EventAttributes);
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}
