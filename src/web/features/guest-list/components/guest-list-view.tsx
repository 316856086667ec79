import { Mail, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { coming, GUEST_LIST_WORDS, repliesCount } from '#shared/guest-list/guest-list-words.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmRemoval } from '#web/components/ui/confirm-removal.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { type Guest, type GuestList, useRemoveGuest, useSendInvitations } from '../api/guest-list-api.ts';

type Events = GuestList['events'];

const INVITED_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Each event's replies and how many are coming, everyone counted. */
export function ReplyTotals({ list }: { list: GuestList }) {
  if (list.events.length === 0) return null;
  return (
    <section aria-labelledby="guest-replies-heading" className="flex flex-col gap-3">
      <h2 id="guest-replies-heading" className="text-xl font-semibold">
        {GUEST_LIST_WORDS.repliesHeading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {list.events.map((event) => {
          const total = list.totals.find((each) => each.eventId === event.id);
          return (
            <li key={event.id} className="rounded-xl border border-border bg-surface p-4">
              <p className="font-semibold">{event.name}</p>
              <p className="text-muted">
                {event.day}
                {event.time ? `, ${event.time}` : ''}
              </p>
              <p className="mt-2">
                {repliesCount(total?.replies ?? 0)} · {coming(total?.people ?? 0)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RepliesOf({ events, replies }: { events: Events; replies: Guest['replies'] }) {
  if (events.length === 0) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {events.map((event) => {
        const people = replies[event.id];
        return (
          <div key={event.id} className="contents">
            <dt className="text-muted">{event.name}</dt>
            <dd>{people == null ? GUEST_LIST_WORDS.noReply : coming(people)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function GuestRow({ memorialId, guest, events }: { memorialId: string; guest: Guest; events: Events }) {
  const send = useSendInvitations(memorialId);
  const remove = useRemoveGuest(memorialId);
  const [asking, setAsking] = useState<Guest | null>(null);
  const label = guest.name ?? guest.email;
  return (
    <li className="flex flex-col gap-2 border-b border-border py-4 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold break-words">{label}</p>
        {guest.name ? <p className="text-muted break-all">{guest.email}</p> : null}
        <p>
          {guest.invitedAt ? (
            <Badge tone="success">Invited {INVITED_DAY.format(new Date(guest.invitedAt))}</Badge>
          ) : (
            <Badge>{GUEST_LIST_WORDS.notInvited}</Badge>
          )}
        </p>
        <RepliesOf events={events} replies={guest.replies} />
      </div>
      <div className="guest-list-print-hide flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          isLoading={send.isPending}
          aria-label={`${guest.invitedAt ? 'Send the invitation again to' : 'Send the invitation to'} ${label}`}
          onClick={() =>
            send.mutate(guest.id, {
              onSuccess: () => toast.success(`Invitation sent to ${label}`),
              onError: (error) => toast.error(messageOf(error)),
            })
          }
        >
          <Mail aria-hidden="true" className="size-4" />
          {guest.invitedAt ? 'Send again' : 'Send'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          isLoading={remove.isPending}
          aria-label={`Remove ${label}`}
          onClick={() => setAsking(guest)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
        <ConfirmRemoval
          row={asking}
          onClose={() => setAsking(null)}
          remove={remove}
          texts={{
            title: () => GUEST_LIST_WORDS.removeTitle(label),
            description: (asked) =>
              GUEST_LIST_WORDS.removeText(Object.values(asked.replies).some((people) => people != null)),
            confirm: 'Remove',
            removed: `${label} is off the list`,
          }}
        />
      </div>
    </li>
  );
}

/** The guests with their replies per event, then those who replied without being on the list. */
export function GuestListView({ memorialId, list }: { memorialId: string; list: GuestList }) {
  return (
    <>
      <Card aria-labelledby="guest-list-heading">
        <h2 id="guest-list-heading" className="mb-1 text-xl font-semibold">
          Guests <span className="text-muted">({list.guests.length})</span>
        </h2>
        {list.guests.length === 0 ? (
          <p className="text-muted">{GUEST_LIST_WORDS.empty}</p>
        ) : (
          <ul aria-label="Guests">
            {list.guests.map((guest) => (
              <GuestRow key={guest.id} memorialId={memorialId} guest={guest} events={list.events} />
            ))}
          </ul>
        )}
      </Card>
      {list.others.length > 0 ? (
        <Card aria-labelledby="guest-others-heading">
          <h2 id="guest-others-heading" className="text-xl font-semibold">
            {GUEST_LIST_WORDS.alsoReplied}
          </h2>
          <p className="mb-1 text-muted">{GUEST_LIST_WORDS.alsoRepliedHint}</p>
          <ul aria-label={GUEST_LIST_WORDS.alsoReplied}>
            {list.others.map((other) => (
              <li
                key={other.email}
                className="flex flex-col gap-1 border-b border-border py-4 last:border-b-0"
              >
                <p className="font-semibold break-words">{other.name}</p>
                <p className="text-muted break-all">{other.email}</p>
                <RepliesOf events={list.events} replies={other.replies} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
