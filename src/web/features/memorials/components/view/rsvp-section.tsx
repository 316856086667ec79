import { useRef, useState } from 'react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { OnDemandOpener } from '#web/components/on-demand-opener.tsx';
import { useOnDemand } from '#web/hooks/use-on-demand.ts';

// Fetched on the first RSVP, not with the page: most visitors only read (the page's JavaScript budget).
const loadRsvpForm = () => import('./rsvp-form.tsx').then((module) => module.RsvpForm);

type RsvpSectionProps = { memorialId: string; eventId: string; eventLabel: string };

/** "RSVP" under an event: a button that opens the reply form, and the thanks once it is sent. */
export function RsvpSection({ memorialId, eventId, eventLabel }: RsvpSectionProps) {
  const [isOpen, setOpen] = useState(false);
  const [hasSent, setSent] = useState(false);
  const form = useOnDemand(loadRsvpForm);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The button comes back after this render; focus returns to it, where the visitor left off.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const RsvpForm = isOpen ? form.loaded : null;

  // The status line stays in the page while the form is open: a screen reader reads out the thanks only
  // when it comes into a live region already there, not one drawn with it.
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-muted empty:hidden">
        {hasSent && !isOpen ? MEMORIAL_MESSAGES.rsvpSent : ''}
      </p>
      {RsvpForm ? (
        <RsvpForm
          memorialId={memorialId}
          eventId={eventId}
          eventLabel={eventLabel}
          onSent={() => {
            setSent(true);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <OnDemandOpener onDemand={form} onOpen={() => setOpen(true)} buttonRef={opener}>
          {hasSent ? 'Reply for someone else' : 'RSVP'}
          <span className="sr-only"> ({eventLabel})</span>
        </OnDemandOpener>
      )}
    </div>
  );
}
