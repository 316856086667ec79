import { isAdmin, onTeam, type Policy, type Viewer } from './policy.ts';

export const TASK_MESSAGES = {
  notFound: 'Task not found',
  onlyAssigned: 'You can only edit tasks assigned to you.',
  adminOnlyFields: 'Only the admin can change who a task is assigned to or its due date.',
  adminAddsTasks: 'Only the admin can add custom tasks.',
} as const;

/** What the task rules look at: whom the task is assigned to. */
type TaskSubject = { assignedToUserId: string | null };
export type TaskAction = 'view' | 'edit' | 'assign';

const assignedToViewer = (viewer: Viewer, task: TaskSubject) =>
  viewer.userId !== null && task.assignedToUserId === viewer.userId;

/**
 * The team reads every task; the admin edits every task (status, notes, assignee, due date); a
 * support member edits status and notes of tasks assigned to them only, and attaches documents to
 * those. `assign` covers the assignee and the due date.
 */
export const taskPolicy: Policy<TaskSubject, TaskAction> = {
  sees: onTeam,
  may: {
    view: () => true,
    edit: (viewer, task) => isAdmin(viewer) || assignedToViewer(viewer, task),
    assign: isAdmin,
  },
  refusals: {
    view: TASK_MESSAGES.onlyAssigned,
    edit: TASK_MESSAGES.onlyAssigned,
    assign: TASK_MESSAGES.adminOnlyFields,
  },
};

/** A loved one's task list: the team reads it; only the admin adds custom tasks (the spec hides the button from members). */
export const taskListPolicy: Policy<{ lovedOneId: string }, 'view' | 'create'> = {
  sees: onTeam,
  may: { view: () => true, create: isAdmin },
  refusals: { view: TASK_MESSAGES.adminAddsTasks, create: TASK_MESSAGES.adminAddsTasks },
};
