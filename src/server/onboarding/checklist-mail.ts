import { type Checklist, checklistOwnerName } from './list-checklist.ts';
import { formatDueDate } from './render-checklist-pdf.ts';

/** The checklist as a plain-text e-mail: every category, a box per task, due dates, a link back. */
export function checklistMail(checklist: Checklist, appUrl: string): { subject: string; text: string } {
  const owner = checklistOwnerName(checklist);
  const lines = [
    owner
      ? `Here is the checklist for ${owner}, as it stands today.`
      : 'Here is your checklist, as it stands today.',
    `${checklist.completed} of ${checklist.total} completed.`,
    '',
  ];
  for (const group of checklist.groups) {
    if (group.tasks.length === 0) continue;
    lines.push(group.category.toUpperCase(), '');
    for (const task of group.tasks) {
      const box = task.status === 'completed' ? '[x]' : '[ ]';
      const due = task.dueDate ? ` (due ${formatDueDate(task.dueDate)})` : '';
      lines.push(`${box} ${task.title}${due}`);
    }
    lines.push('');
  }
  lines.push(
    `Open your checklist: ${new URL(`/dashboard/${checklist.lovedOne.id}?tab=tasks`, appUrl).toString()}`,
    '',
    'Take it one step at a time. There is no need to do everything at once.',
    '— Harbor',
  );
  return {
    subject: owner ? `Your Harbor checklist for ${owner}` : 'Your Harbor checklist',
    text: lines.join('\n'),
  };
}
