import { CHECKLIST_CATEGORIES, type ChecklistCategory } from '../checklist/checklist-types.ts';
import type { ClientAnalyticsEvent } from './analytics-events.ts';

type CreatedTask = {
  id: string;
  lovedOneId: string;
  category: string;
  description: string | null;
  assignedToUserId: string | null;
  dueDate: string | null;
  createdAt: string;
};

const isChecklistCategory = (category: string): category is ChecklistCategory =>
  (CHECKLIST_CATEGORIES as readonly string[]).includes(category);

/**
 * The spec's task_custom_created, from the task the server returned: which task and loved one, and
 * how it was filled in, but not what it says or who the people are.
 */
export function taskCustomCreatedEvent(task: CreatedTask, viewerId: string): ClientAnalyticsEvent {
  return {
    name: 'task_custom_created',
    task_id: task.id,
    profile_id: task.lovedOneId,
    category: isChecklistCategory(task.category) ? task.category : 'Other',
    has_description: Boolean(task.description?.trim()),
    assigned_to: !task.assignedToUserId
      ? 'unassigned'
      : task.assignedToUserId === viewerId
        ? 'self'
        : 'team_member',
    due_date_set: task.dueDate !== null,
    created_at: task.createdAt,
  };
}
