import { checkFreeText } from '../validation/check-free-text.ts';
import { isValidEmail, normaliseEmail } from '../validation/email-address.ts';
import { GUEST_LIST_MESSAGES, GUEST_NAME_MAX, GUEST_NOTE_MAX } from './guest-list-messages.ts';

/** One guest as the list keeps them: the e-mail normalised, a blank name or note as null. */
export type GuestEntry = { name: string | null; email: string; note: string | null };

/**
 * Why this guest cannot go on the list, or null. The add form, a pasted line and a CSV row all ask
 * it, so each refuses the same things in the same words.
 */
export function guestProblem(guest: {
  name: string;
  email: string;
  note?: string;
}): { field: keyof GuestEntry; message: string } | null {
  const email = guest.email.trim();
  if (!email) return { field: 'email', message: GUEST_LIST_MESSAGES.noEmail };
  if (!isValidEmail(email)) return { field: 'email', message: GUEST_LIST_MESSAGES.emailInvalid };
  const name = guest.name.trim();
  const nameProblem = name ? checkFreeText(name, GUEST_NAME_MAX) : null;
  if (nameProblem) return { field: 'name', message: nameProblem };
  const note = guest.note?.trim() ?? '';
  const noteProblem = note ? checkFreeText(note, GUEST_NOTE_MAX) : null;
  return noteProblem ? { field: 'note', message: noteProblem } : null;
}

const toGuestEntry = (guest: { name: string; email: string; note?: string }): GuestEntry => ({
  name: guest.name.trim() || null,
  email: normaliseEmail(guest.email),
  note: guest.note?.trim() || null,
});

export type LineProblem = { line: number; reason: string };
export type NumberedGuest = GuestEntry & { line: number };
export type ReadGuests = { guests: NumberedGuest[]; problems: LineProblem[] };

/** Checks numbered rows: the good ones as entries, each bad one with its line number and why. */
export function checkGuestRows(
  rows: readonly { line: number; name: string; email: string; note?: string }[],
): ReadGuests {
  const guests: NumberedGuest[] = [];
  const problems: LineProblem[] = [];
  for (const row of rows) {
    const problem = guestProblem(row);
    if (problem) problems.push({ line: row.line, reason: problem.message });
    else guests.push({ ...toGuestEntry(row), line: row.line });
  }
  return { guests, problems };
}
