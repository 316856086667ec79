import { DISPLAY_DATE, formatIsoDate } from '../dates/display-formats.ts';

type NoticeInput = {
  recipientFirstName: string;
  actorName: string;
  taskTitle: string;
  /** Null while no name is given: the notice then names no one. */
  lovedOneName: string | null;
  taskUrl: string;
};

const forWhom = (lovedOneName: string | null) => (lovedOneName ? ` for ${lovedOneName}` : '');

/** "A task was assigned to you", with its due date when it has one. */
export function composeAssignmentNotice(input: NoticeInput & { dueDate: string | null }) {
  const due = input.dueDate ? ` It is due ${formatIsoDate(input.dueDate, DISPLAY_DATE)}.` : '';
  return {
    subject: `A task for you: ${input.taskTitle}`,
    text: [
      `Hello ${input.recipientFirstName || 'there'},`,
      '',
      `${input.actorName} asked you to help with “${input.taskTitle}”${forWhom(input.lovedOneName)}.${due}`,
      '',
      `Open the task: ${input.taskUrl}`,
      '',
      'Thank you for helping.',
    ].join('\n'),
  };
}

/** "A task you assigned is done". */
export function composeCompletionNotice(input: NoticeInput) {
  return {
    subject: `Done: ${input.taskTitle}`,
    text: [
      `Hello ${input.recipientFirstName || 'there'},`,
      '',
      `${input.actorName} completed “${input.taskTitle}”${forWhom(input.lovedOneName)}, a task you assigned.`,
      '',
      `See the task: ${input.taskUrl}`,
    ].join('\n'),
  };
}
