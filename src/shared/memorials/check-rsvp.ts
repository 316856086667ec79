import { checkFreeText } from '../validation/check-free-text.ts';
import { isValidEmail } from '../validation/email-address.ts';
import { MEMORIAL_MESSAGES, RSVP_NOTE_MAX, RSVP_PARTY_MAX, TRIBUTE_NAME_MAX } from './memorial-messages.ts';

export type RsvpDraft = { name: string; email: string; partySize: string; note: string };
export type RsvpProblems = Partial<Record<keyof RsvpDraft, string>>;

const WHOLE_NUMBER = /^\d+$/;

/**
 * A reply to an event: name, e-mail, how many are coming, and a note. One rule for both sides: the
 * public page's form checks with it before sending, and the server's rsvpSchema refines with it, without
 * zod in the visitor's download (decision 017).
 */
export function checkRsvp(draft: RsvpDraft): RsvpProblems {
  const problems: RsvpProblems = {};
  const name = draft.name.trim();
  const email = draft.email.trim();
  const partySize = draft.partySize.trim();
  const note = draft.note.trim();
  const nameProblem = name ? checkFreeText(name, TRIBUTE_NAME_MAX) : MEMORIAL_MESSAGES.tributeNameRequired;
  if (nameProblem) problems.name = nameProblem;
  if (!email) problems.email = MEMORIAL_MESSAGES.rsvpEmailRequired;
  else if (!isValidEmail(email)) problems.email = MEMORIAL_MESSAGES.rsvpEmailInvalid;
  const size = Number(partySize);
  if (!WHOLE_NUMBER.test(partySize) || size < 1 || size > RSVP_PARTY_MAX)
    problems.partySize = MEMORIAL_MESSAGES.rsvpPartySize;
  const noteProblem = note ? checkFreeText(note, RSVP_NOTE_MAX) : null;
  if (noteProblem) problems.note = noteProblem;
  return problems;
}
