import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { SHORT_DATE } from '#shared/dates/display-formats.ts';
import { PhoneNumbersKeptWhole } from '#web/components/phone-links.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { paths } from '#web/lib/paths.ts';
import type { Task } from '../api/get-tasks.ts';
import { AssigneeChip } from './assignee-chip.tsx';
import { TaskStatusBadge } from './task-status-badge.tsx';

/** One task in the grid; the whole card opens the task page. */
export function TaskCard({ task, viewerId }: { task: Task; viewerId: string }) {
  return (
    <Link
      to={paths.task.getHref(task.id)}
      data-task-id={task.id}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 hover:bg-surface-muted"
    >
      <span className="font-semibold wrap-anywhere">
        <PhoneNumbersKeptWhole text={task.title} />
      </span>
      <span className="flex flex-wrap gap-2">
        {task.isCustom ? <Badge tone="primary">Custom</Badge> : null}
        <TaskStatusBadge status={task.status} />
      </span>
      <span className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <AssigneeChip task={task} viewerId={viewerId} />
        {task.dueDate ? (
          <span className="inline-flex items-center gap-1 text-sm text-muted">
            <CalendarDays aria-hidden="true" className="size-4" />
            {format(parseISO(task.dueDate), SHORT_DATE)}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
