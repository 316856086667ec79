import { isValidEmail } from '../validation/email-address.ts';
import { FOLLOW_MESSAGES } from './follow-messages.ts';

export type FollowDraft = { email: string; updates: boolean; anniversaries: boolean };
export type FollowProblems = Partial<Record<'email' | 'choice', string>>;

/**
 * A request to follow a memorial page: an e-mail address and at least one kind of mail. One rule for
 * both sides, like checkRsvp: the page's form checks with it, the server's schema refines with it, and
 * the visitor downloads no zod (decision 017).
 */
export function checkFollow(draft: FollowDraft): FollowProblems {
  const problems: FollowProblems = {};
  const email = draft.email.trim();
  if (!email) problems.email = FOLLOW_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) problems.email = FOLLOW_MESSAGES.emailInvalid;
  if (!draft.updates && !draft.anniversaries) problems.choice = FOLLOW_MESSAGES.chooseOne;
  return problems;
}
