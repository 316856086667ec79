export type TaskRole = 'admin' | 'support_member';

export type TaskEditVerdict =
  | { canEdit: true; canAssign: boolean }
  | {
      canEdit: false;
      reason: 'You can only edit tasks assigned to you.' | 'You do not have permission to edit this task.';
    };

/**
 * The admin edits every task (status, notes, assignee, due date); a support member edits status and
 * notes of tasks assigned to them only. The server and the task page ask the same question.
 */
export function taskEditVerdict(
  role: TaskRole | null,
  task: { assignedToUserId: string | null },
  userId: string,
): TaskEditVerdict {
  if (role === 'admin') return { canEdit: true, canAssign: true };
  if (role === 'support_member') {
    return task.assignedToUserId === userId
      ? { canEdit: true, canAssign: false }
      : { canEdit: false, reason: 'You can only edit tasks assigned to you.' };
  }
  return { canEdit: false, reason: 'You do not have permission to edit this task.' };
}
