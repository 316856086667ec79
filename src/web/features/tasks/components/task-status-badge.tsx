import { TASK_STATUS_LABELS, type VisibleTaskStatus } from '#shared/tasks/task-status.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const TONES = { pending: 'neutral', in_progress: 'primary', completed: 'success' } as const;

export function TaskStatusBadge({ status }: { status: VisibleTaskStatus }) {
  return <Badge tone={TONES[status]}>{TASK_STATUS_LABELS[status]}</Badge>;
}
