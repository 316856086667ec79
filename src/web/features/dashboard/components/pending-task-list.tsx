import { Clock, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { formatShortIsoDate } from '#shared/dates/short-date.ts';
import { taskPolicy } from '#shared/permissions/task-permissions.ts';
import { PhoneNumbersKeptWhole } from '#web/components/phone-links.tsx';
import { paths } from '#web/lib/paths.ts';
import type { DashboardSummary } from '../api/get-dashboard.ts';

type OpenTask = DashboardSummary['openTasks'][number];

/**
 * Up to four open tasks, each with a checkbox that completes or reopens it. A task the viewer may
 * not edit (what the server sent with the task) shows its checkbox read-only with the reason.
 * Only for a loved one who has tasks: with none open, every one is done (no tasks at all is the
 * dashboard's "Build their checklist").
 *
 * The title opens the task; only the checkbox ticks. The title used to be the checkbox's label, so
 * a tap on it, meant to open the task, marked it done (a phone audit). Each is a 44 px target of its
 * own: the checkbox sits in a 44 px box that ticks it, the title link is at least 44 px tall.
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
        const reasonId = `task-read-only-${task.id}`;
        const canEdit = task.can.edit;
        return (
          <li
            key={task.id}
            className="flex items-start gap-1 rounded-xl border border-border bg-surface p-1 pr-3"
          >
            {/* A label with no words of its own: the whole 44 px box ticks, not only the 24 px square. */}
            <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center has-disabled:cursor-not-allowed">
              <input
                type="checkbox"
                // The task's title, as the specs and the offline copy find it; the role says it ticks.
                aria-label={task.title}
                data-task-checkbox={task.id}
                checked={isDone}
                disabled={!canEdit}
                aria-describedby={canEdit ? undefined : reasonId}
                onChange={(event) => onToggle(task, event.target.checked)}
                className="size-6 accent-primary disabled:opacity-60"
              />
            </label>
            <div className="flex min-w-0 flex-1 flex-col gap-1 pb-2">
              <Link
                to={paths.task.getHref(task.id)}
                className={`flex min-h-11 items-center py-2 underline underline-offset-4 ${
                  isDone ? 'text-muted line-through' : 'font-medium'
                }`}
              >
                <span>
                  <PhoneNumbersKeptWhole text={task.title} />
                </span>
              </Link>
              {canEdit ? null : (
                <p id={reasonId} className="inline-flex items-center gap-1 text-sm text-muted">
                  <Lock aria-hidden="true" className="size-4 shrink-0" />
                  {taskPolicy.refusals.edit}
                </p>
              )}
              {task.dueDate || task.estimatedMinutes ? (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  {task.dueDate ? <span>Due {formatShortIsoDate(task.dueDate)}</span> : null}
                  {task.estimatedMinutes ? (
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-4" />
                      About {task.estimatedMinutes} min
                    </span>
                  ) : null}
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
