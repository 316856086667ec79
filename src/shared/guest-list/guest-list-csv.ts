import { buildCsv } from '../csv/csv.ts';
import type { RepliesByEvent } from './track-replies.ts';

type ListedGuest = { name: string | null; email: string; invitedAt: string | null; replies: RepliesByEvent };
type OtherGuest = { name: string; email: string; replies: RepliesByEvent };

export const NOT_ON_LIST = 'Not on the list';

/**
 * The exported list: name, e-mail, the day they were invited, then how many are coming to each event
 * (blank when they have not replied). People who replied without being on the list come last.
 * buildCsv quotes and defuses every cell, so a name like "=HYPERLINK(…)" opens as text.
 */
export function guestListCsv(
  events: readonly { id: string; heading: string }[],
  guests: readonly ListedGuest[],
  others: readonly OtherGuest[],
): string {
  const repliesOf = (replies: RepliesByEvent) => events.map((event) => String(replies[event.id] ?? ''));
  return buildCsv([
    ['Name', 'Email', 'Invited', ...events.map((event) => event.heading)],
    ...guests.map((guest) => [
      guest.name ?? '',
      guest.email,
      guest.invitedAt?.slice(0, 10) ?? '',
      ...repliesOf(guest.replies),
    ]),
    ...others.map((other) => [other.name, other.email, NOT_ON_LIST, ...repliesOf(other.replies)]),
  ]);
}
