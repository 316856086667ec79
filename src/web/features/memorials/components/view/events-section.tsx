import { CalendarPlus, MapPin, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { acceptsReplies, eventName, eventWhen, mapLinkFor } from '#shared/memorials/memorial-events.ts';
import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import { countOf } from '#shared/text/plural.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { MemorialSection } from './memorial-section.tsx';
import { RsvpSection } from './rsvp-section.tsx';

type Rsvp = NonNullable<MemorialPageData['rsvps']>[number];

/** For the admin: who is coming to one event, and how many in all. */
function Replies({ replies, eventLabel }: { replies: Rsvp[]; eventLabel: string }) {
  const guests = replies.reduce((sum, reply) => sum + reply.partySize, 0);
  if (replies.length === 0) return <p className="text-sm text-muted">No replies yet.</p>;
  return (
    <details className="rounded-xl border border-border p-3">
      <summary className="min-h-11 cursor-pointer content-center font-medium">
        {countOf(replies.length, 'reply', 'replies')}, {countOf(guests, 'guest', 'guests')}
        <span className="sr-only"> for the {eventLabel}</span>
      </summary>
      <ul className="mt-2 flex flex-col gap-2">
        {replies.map((reply) => (
          <li key={reply.id} className="break-words">
            <span className="font-medium">{reply.name}</span> ({reply.partySize}) · {reply.email}
            {reply.note ? <p className="whitespace-pre-line text-muted">{reply.note}</p> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A link out, which says where it goes for screen readers, since every event has the same buttons. */
function EventLink({
  href,
  label,
  eventLabel,
  icon,
}: {
  href: string;
  label: string;
  eventLabel: string;
  icon: ReactNode;
}) {
  return (
    <Button asChild variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {icon} {label}
        <span className="sr-only"> for the {eventLabel} (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** The visitation, the service, the burial, the reception: when, where, how to watch, and a calendar file each. */
export function EventsSection({
  memorialId,
  events,
  rsvps,
  layout,
}: {
  memorialId: string;
  events: MemorialPageData['events'];
  /** Every reply, for the admin; null for everyone else. */
  rsvps: MemorialPageData['rsvps'];
  layout: LayoutStyle;
}) {
  if (events.length === 0) return null;
  return (
    <MemorialSection id="service" title="Service details" layout={layout}>
      <ul className="flex flex-col gap-6" aria-label="Gatherings">
        {events.map((event) => {
          const name = eventName(event);
          return (
            <li key={event.id} className="flex flex-col gap-2 border-l-4 border-[var(--m-accent)] pl-4">
              <h3 className="text-xl font-semibold">{name}</h3>
              <dl className="flex flex-col gap-2">
                <div>
                  <dt className="text-sm font-medium text-muted">When</dt>
                  <dd className="text-lg">{eventWhen(event)}</dd>
                </div>
                {event.place ? (
                  <div>
                    <dt className="text-sm font-medium text-muted">Where</dt>
                    <dd className="text-lg break-words">{event.place}</dd>
                  </div>
                ) : null}
              </dl>
              {event.notes ? <p className="whitespace-pre-line break-words">{event.notes}</p> : null}
              <div className="mt-2 flex flex-wrap gap-2">
                {event.place ? (
                  <EventLink
                    href={mapLinkFor(event.place)}
                    label="Open map"
                    eventLabel={name}
                    icon={<MapPin aria-hidden="true" className="size-5" />}
                  />
                ) : null}
                {event.livestreamUrl ? (
                  <EventLink
                    href={event.livestreamUrl}
                    label="Watch the livestream"
                    eventLabel={name}
                    icon={<Video aria-hidden="true" className="size-5" />}
                  />
                ) : null}
                {event.eventDate ? (
                  <Button asChild variant="outline">
                    <a
                      href={`/api/memorials/${encodeURIComponent(memorialId)}/events/${encodeURIComponent(event.id)}/calendar.ics`}
                    >
                      <CalendarPlus aria-hidden="true" className="size-5" /> Add to calendar
                      <span className="sr-only"> ({name})</span>
                    </a>
                  </Button>
                ) : null}
              </div>
              {acceptsReplies(event) ? (
                <RsvpSection memorialId={memorialId} eventId={event.id} eventLabel={name} />
              ) : null}
              {rsvps ? (
                <Replies replies={rsvps.filter((reply) => reply.eventId === event.id)} eventLabel={name} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {/* These links carry no `download`: the file's own Content-Disposition saves it, and a refusal opens
          as a page saying why (fileErrorsAsPage) instead of being saved as the file. */}
      <p className="mt-6">
        <a
          href={`/api/memorials/${encodeURIComponent(memorialId)}/order-of-service.pdf`}
          className="inline-flex min-h-11 items-center text-[var(--m-accent)] underline underline-offset-4"
        >
          Download the order of service (PDF)
        </a>
      </p>
    </MemorialSection>
  );
}
