import { Clock, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { formatShortIsoDate } from '#shared/dates/short-date.ts';
import { taskPolicy } from '#shared/permissions/task-permissions.ts';
import { paths } from '#web/lib/paths.ts';
import type { DashboardSummary } from '../api/get-dashboard.ts';

type OpenTask = DashboardSummary['openTasks'][number];

/**
 * Up to four open tasks, each with a checkbox that completes or reopens it. A task the viewer may
 * not edit (what the server sent with the task) shows its checkbox read-only with the reason.
 * Only for a loved one who has tasks: with none open, every one is done (no tasks at all is the
 * dashboard's "Build their checklist").
 */
export function PendingTaskList({
  tasks,
  onToggle,
}: {
  tasks: OpenTask[];
  onToggle: (task: OpenTask, completed: boolean) => void;
}) {
  if (tasks.length === 0) {
    return <p className="text-muted">Nothing is waiting right now. Well done for getting here.</p>;
  }
  return (
    <ul className="flex flex-col gap-2">
      {tasks.map((task) => {
        const isDone = task.status === 'completed';
        const checkboxId = `task-check-${task.id}`;
        const reasonId = `task-read-only-${task.id}`;
        const canEdit = task.can.edit;
        return (
          <li key={task.id} className="flex items-start gap-3 rounded-xl border border-border bg-surface p-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={isDone}
              disabled={!canEdit}
              aria-describedby={canEdit ? undefined : reasonId}
              onChange={(event) => onToggle(task, event.target.checked)}
              className="mt-0.5 size-6 shrink-0 accent-primary disabled:cursor-not-allowed disabled:opacity-60"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={checkboxId} className={isDone ? 'text-muted line-through' : 'font-medium'}>
                {task.title}
              </label>
              {canEdit ? null : (
                <p id={reasonId} className="inline-flex items-center gap-1 text-sm text-muted">
                  <Lock aria-hidden="true" className="size-4 shrink-0" />
                  {taskPolicy.refusals.edit}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                {task.dueDate ? <span>Due {formatShortIsoDate(task.dueDate)}</span> : null}
                {task.estimatedMinutes ? (
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-4" />
                    About {task.estimatedMinutes} min
                  </span>
                ) : null}
                <Link
                  to={paths.task.getHref(task.id)}
                  className="-my-2 inline-flex min-h-11 items-center px-1 underline underline-offset-2"
                  aria-label={`Open ${task.title}`}
                >
                  Open
                </Link>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
