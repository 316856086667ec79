import { DISPLAY_MONTH_DAY, formatIsoDate } from '../dates/display-formats.ts';

export type DigestTask = { title: string; dueDate: string | null; isYours: boolean };

export type DigestContent = {
  recipientFirstName: string;
  /** Null while no name is given: the digest then names no one. */
  lovedOneName: string | null;
  overdue: DigestTask[];
  dueSoon: DigestTask[];
  /** Open tasks assigned to the recipient that are in neither list above. */
  alsoYours: DigestTask[];
  finishedTitles: string[];
  checklistUrl: string;
};

/** Each list stays short; the rest is one click away. */
export const DIGEST_LIST_LIMIT = 5;

const dueText = (dueDate: string) => formatIsoDate(dueDate, DISPLAY_MONTH_DAY);

function section(heading: string, lines: string[]): string[] {
  if (lines.length === 0) return [];
  const shown = lines.slice(0, DIGEST_LIST_LIMIT).map((line) => `- ${line}`);
  const more = lines.length - DIGEST_LIST_LIMIT;
  return [`${heading} (${lines.length})`, ...shown, ...(more > 0 ? [`- and ${more} more`] : []), ''];
}

const taskLine = (task: DigestTask, due: 'was due' | 'due') =>
  `${task.title}${task.dueDate ? ` (${due} ${dueText(task.dueDate)})` : ''}${task.isYours ? ' · assigned to you' : ''}`;

/** The weekly digest as plain text, or null when there is nothing to say (then nothing is sent). */
export function composeDigest(content: DigestContent): { subject: string; text: string } | null {
  const { overdue, dueSoon, alsoYours, finishedTitles } = content;
  if (overdue.length + dueSoon.length + alsoYours.length + finishedTitles.length === 0) return null;
  const forWhom = content.lovedOneName ? ` for ${content.lovedOneName}` : '';
  const opening =
    overdue.length + dueSoon.length + alsoYours.length === 0
      ? `Nothing is pressing${forWhom} this week. Here is what the team finished.`
      : `Here is the week ahead${forWhom}, in short.`;
  return {
    subject: content.lovedOneName ? `Your week for ${content.lovedOneName}` : 'Your week on Harbor',
    text: [
      `Hello ${content.recipientFirstName || 'there'},`,
      '',
      opening,
      '',
      ...section(
        'Past their due date',
        overdue.map((task) => taskLine(task, 'was due')),
      ),
      ...section(
        'Due in the next 7 days',
        dueSoon.map((task) => taskLine(task, 'due')),
      ),
      ...section(
        overdue.length + dueSoon.length > 0 ? 'Also assigned to you' : 'Assigned to you',
        alsoYours.map((task) => taskLine({ ...task, isYours: false }, 'due')),
      ),
      ...section('Finished by the team this week', finishedTitles),
      'There is no need to do it all at once. One thing at a time is enough.',
      '',
      `Open the checklist: ${content.checklistUrl}`,
    ].join('\n'),
  };
}
