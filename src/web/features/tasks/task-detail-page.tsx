import { format, parseISO } from 'date-fns';
import { CalendarDays, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { SHORT_DATE } from '#shared/dates/display-formats.ts';
import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import { taskPolicy } from '#shared/permissions/task-permissions.ts';
import { TASK_STATUS_LABELS } from '#shared/tasks/task-status.ts';
import { GLOSSARY } from '#shared/text/glossary.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { PhoneLinks } from '#web/components/phone-links.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useTask } from './api/get-task.ts';
import { AssigneeChip } from './components/assignee-chip.tsx';
import { LinkifiedText } from './components/linkified-text.tsx';
import { TaskDocumentsSection } from './components/task-documents-section.tsx';
import { TaskEditForm } from './components/task-edit-form.tsx';
import { TaskStatusBadge } from './components/task-status-badge.tsx';

function TaskNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <title>Task not found · Harbor</title>
      <h1 className="text-2xl font-semibold">Task not found</h1>
      <p className="text-muted">This task doesn't exist, or you don't have access to it.</p>
      <Button asChild>
        <Link to={paths.dashboard.getHref()}>{GLOSSARY.backToDashboard}</Link>
      </Button>
    </div>
  );
}

/** Someone's own plans are named as the plans ("My Plans", "Alex Rivera’s plans"), never "My Plans's tasks". */
const backLabel = (name: string | null, ownPlan: boolean) => {
  if (!name) return 'Back to tasks';
  return ownPlan ? `Back to ${name}` : `Back to ${name}’s tasks`;
};

export function TaskDetailPage() {
  const { taskId = '' } = useParams();
  const { user } = useSession();
  const detail = useTask(taskId);

  if (detail.isPending) return <LoadingState isWholePage />;
  if (detail.error instanceof ApiError && detail.error.status === 404) return <TaskNotFound />;
  // Any other failed refresh keeps the task on screen, with the notes being typed.
  if (!detail.data)
    return (
      <div className="mx-auto max-w-xl">
        <NotLoaded query={detail} failedTitle="We couldn’t load this task" />
      </div>
    );
  const { task, lovedOne, can } = detail.data;
  const viewerId = user?.id ?? '';

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <title>{`${task.title} · Harbor`}</title>
      <BackLink to={paths.lovedOne.getHref(lovedOne.id, 'tasks')}>
        {backLabel(givenName(lovedOne), isOwnPlan(lovedOne.kind))}
      </BackLink>
      <header className="flex flex-col gap-2">
        <p className="text-muted">{task.category}</p>
        <h1 className="font-serif text-3xl font-semibold wrap-anywhere">
          <PhoneLinks text={task.title} />
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          {task.isCustom ? <Badge tone="primary">Custom</Badge> : null}
          <TaskStatusBadge status={task.status} />
          <AssigneeChip task={task} viewerId={viewerId} />
          {task.dueDate ? (
            <span className="inline-flex items-center gap-1 text-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              Due {format(parseISO(task.dueDate), SHORT_DATE)}
            </span>
          ) : null}
          {task.estimatedMinutes ? (
            <span className="inline-flex items-center gap-1 text-muted">
              <Clock aria-hidden="true" className="size-4" />
              About {task.estimatedMinutes} min
            </span>
          ) : null}
        </div>
        {task.completedAt ? (
          <p className="text-muted">Completed {format(new Date(task.completedAt), SHORT_DATE)}</p>
        ) : null}
      </header>
      {task.description ? (
        <Card>
          <CardTitle className="mb-2">{task.isCustom ? 'Details' : 'What to do'}</CardTitle>
          <LinkifiedText text={task.description} />
        </Card>
      ) : null}
      {can.edit ? (
        <TaskEditForm key={task.id} detail={detail.data} viewerId={viewerId} />
      ) : (
        <Card className="flex flex-col gap-3">
          <CardTitle>Your progress</CardTitle>
          <p>
            Status: <strong>{TASK_STATUS_LABELS[task.status]}</strong>
          </p>
          {task.notes ? (
            <p className="whitespace-pre-line">{task.notes}</p>
          ) : (
            <p className="text-muted">No notes yet.</p>
          )}
          <Alert tone="info">{taskPolicy.refusals.edit}</Alert>
        </Card>
      )}
      <TaskDocumentsSection taskId={task.id} canUpload={can.edit} />
    </div>
  );
}
