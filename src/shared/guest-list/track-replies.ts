import { normaliseEmail } from '../validation/email-address.ts';

type Reply = { eventId: string; name: string; email: string; partySize: number; createdAt: string };

/** How many are coming to each event, by event id; null where they have not replied. */
export type RepliesByEvent = Record<string, number | null>;

type TrackedGuest<Guest> = Guest & { replies: RepliesByEvent };
type OtherReply = { name: string; email: string; replies: RepliesByEvent };
type EventTotal = { eventId: string; replies: number; people: number };

/**
 * Matches the page's replies to the list by normalised e-mail, so "Ann@Example.com" replying counts
 * for ann@example.com. Someone who replied twice to one event counts once, with their latest answer;
 * people who replied but are not on the list are kept apart, and the totals count everyone.
 */
export function trackReplies<Guest extends { email: string }>(
  guests: readonly Guest[],
  eventIds: readonly string[],
  replies: readonly Reply[],
) {
  const latest = new Map<string, Map<string, Reply>>();
  for (const reply of [...replies].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const email = normaliseEmail(reply.email);
    const byEvent = latest.get(email) ?? new Map<string, Reply>();
    byEvent.set(reply.eventId, reply);
    latest.set(email, byEvent);
  }
  const repliesOf = (email: string): RepliesByEvent =>
    Object.fromEntries(eventIds.map((id) => [id, latest.get(email)?.get(id)?.partySize ?? null]));

  const listed = new Set(guests.map((guest) => normaliseEmail(guest.email)));
  const tracked: TrackedGuest<Guest>[] = guests.map((guest) => ({
    ...guest,
    replies: repliesOf(normaliseEmail(guest.email)),
  }));
  const others: OtherReply[] = [...latest.entries()]
    .filter(([email]) => !listed.has(email))
    .map(([email, byEvent]) => ({
      name: [...byEvent.values()].at(-1)!.name,
      email,
      replies: repliesOf(email),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const totals: EventTotal[] = eventIds.map((eventId) => {
    const answers = [...latest.values()].flatMap((byEvent) => byEvent.get(eventId) ?? []);
    return {
      eventId,
      replies: answers.length,
      people: answers.reduce((sum, answer) => sum + answer.partySize, 0),
    };
  });
  return { guests: tracked, others, totals };
}
