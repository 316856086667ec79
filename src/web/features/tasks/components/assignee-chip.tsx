import { assigneeDisplayName, initialsOf } from '#shared/tasks/assignee-display.ts';
import type { Task } from '../api/get-tasks.ts';

/** The assignee's avatar (initials when there is no picture) and the spec's display name. */
export function AssigneeChip({
  task,
  viewerId,
}: {
  task: Pick<Task, 'assignedToUserId' | 'assignee'>;
  viewerId: string;
}) {
  const name = assigneeDisplayName(task.assignedToUserId, task.assignee, viewerId);
  const fullName = task.assignee ? `${task.assignee.firstName} ${task.assignee.lastName}` : name;
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      {task.assignedToUserId ? (
        task.assignee?.avatarUrl ? (
          <img src={task.assignee.avatarUrl} alt="" className="size-7 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-7 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
          >
            {initialsOf(fullName) || '?'}
          </span>
        )
      ) : null}
      <span className={task.assignedToUserId ? '' : 'text-muted'}>{name}</span>
    </span>
  );
}
