/** The statuses a person can choose; 'hidden' exists only in the database and counts nowhere. */
export const VISIBLE_TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type VisibleTaskStatus = (typeof VISIBLE_TASK_STATUSES)[number];

export const TASK_STATUS_LABELS: Record<VisibleTaskStatus, string> = {
  pending: 'Not Started',
  in_progress: 'In Progress',
  completed: 'Complete',
};

export const TASK_TOASTS = {
  completed: 'Task completed',
  reopened: 'Task reopened',
  toggleFailed: 'Failed to update task. Please try again.',
  updated: 'Task updated',
  updateFailed: 'Failed to update task.',
  created: 'Task created',
  createFailed: 'Failed to create task. Please try again.',
  missingContext: 'Missing context to create task.',
  loadFailed: 'Failed to load tasks',
} as const;

/** completed_at follows the status: the time it was completed, otherwise null. */
export function completedAtFor(
  status: VisibleTaskStatus,
  previous: { status: string; completedAt: Date | null },
  now: Date,
): Date | null {
  if (status !== 'completed') return null;
  return previous.status === 'completed' && previous.completedAt ? previous.completedAt : now;
}
