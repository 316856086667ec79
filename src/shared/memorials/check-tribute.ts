import { checkFreeText } from '../validation/check-free-text.ts';
import { MEMORIAL_MESSAGES, TRIBUTE_NAME_MAX } from './memorial-messages.ts';

export type TributeDraft = { authorName: string; message: string };
export type TributeProblems = Partial<Record<keyof TributeDraft, string>>;

/**
 * tributeSchema's rules (trim, required, length, dangerous content) without zod, for the public
 * memorial page's form: zod would double the JavaScript a visitor downloads (decision 017). The server
 * still parses with tributeSchema; check-tribute.test.ts holds the two to the same answers.
 */
export function checkTribute(draft: TributeDraft): TributeProblems {
  const problems: TributeProblems = {};
  const name = draft.authorName.trim();
  const message = draft.message.trim();
  const nameProblem = name ? checkFreeText(name, TRIBUTE_NAME_MAX) : MEMORIAL_MESSAGES.tributeNameRequired;
  const messageProblem = message ? checkFreeText(message) : MEMORIAL_MESSAGES.tributeMessageRequired;
  if (nameProblem) problems.authorName = nameProblem;
  if (messageProblem) problems.message = messageProblem;
  return problems;
}
