import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CHECKLIST_CATEGORIES } from '#shared/checklist/checklist-types.ts';
import { countTasks } from '#shared/dashboard/progress.ts';
import { withQueuedTicks } from '#shared/offline/queued-ticks.ts';
import { TASK_TOASTS } from '#shared/tasks/task-status.ts';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { seedChecklist } from '#web/features/onboarding/api/loved-one-answers.ts';
import { BuildChecklistPrompt } from '#web/features/onboarding/components/build-checklist-prompt.tsx';
import { RepersonaliseButton } from '#web/features/onboarding/components/repersonalise-button.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { reportClientError } from '#web/lib/client-errors.ts';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useTickQueue } from '#web/pwa/queued-ticks-store.ts';
import { type Task, useTasks } from '../api/get-tasks.ts';
import { CustomTaskForm } from './custom-task-form.tsx';
import { TaskCard } from './task-card.tsx';

// Counters only need statuses; due dates play no part, so any day will do.
const NO_DAY = '0000-01-01';

/** Categories in the checklist's order, then any others; 'Other' is always there for custom tasks. */
function groupByCategory(tasks: Task[]): [string, Task[]][] {
  const groups = new Map<string, Task[]>(CHECKLIST_CATEGORIES.map((category) => [category, []]));
  for (const task of tasks) groups.set(task.category, [...(groups.get(task.category) ?? []), task]);
  return [...groups].filter(([category, list]) => list.length > 0 || category === 'Other');
}

/**
 * The spec's auto-seeding: onboarding finished but no tasks (e.g. setup ran before generation existed)
 * → generate once and reload. The server makes it idempotent; a failure is only reported to the
 * server's log, as the spec says (the person sees the empty checklist and can generate it themselves).
 */
function useAutoSeed(lovedOneId: string, shouldSeed: boolean) {
  const queryClient = useQueryClient();
  const hasTried = useRef(false);
  useEffect(() => {
    if (!shouldSeed || hasTried.current) return;
    hasTried.current = true;
    seedChecklist(lovedOneId)
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.list(lovedOneId) }))
      .catch((error: unknown) =>
        reportClientError('background_request_failed', {
          request: 'checklist_auto_seed',
          message: messageOf(error).slice(0, 500),
        }),
      );
  }, [lovedOneId, shouldSeed, queryClient]);
}

/** The loved one as the tab shows it: the given name (null while none) and whether the viewer may answer. */
type TasksTabProps = {
  lovedOneId: string;
  viewerId: string;
  name: string | null;
  canPersonalise: boolean;
};

function TasksSection({ lovedOneId, viewerId, name, canPersonalise }: TasksTabProps) {
  const tasksQuery = useTasks(lovedOneId);
  const tickQueue = useTickQueue();
  const [formCategory, setFormCategory] = useState<string | null>(null);
  // Where the keyboard goes once the custom task form closes: the task it made, or back to the Add button
  // that opened it (the form hides every Add button while it is open, so focus would fall to the page).
  const [focusAfterForm, setFocusAfterForm] = useState<{ taskId: string } | { category: string } | null>(
    null,
  );
  const sectionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusAfterForm || formCategory !== null) return;
    const selector =
      'taskId' in focusAfterForm
        ? `[data-task-id="${CSS.escape(focusAfterForm.taskId)}"]`
        : `[data-add-task-category="${CSS.escape(focusAfterForm.category)}"]`;
    const target = sectionRef.current?.querySelector<HTMLElement>(selector);
    if (!target) return;
    target.focus();
    setFocusAfterForm(null);
  });
  useAutoSeed(
    lovedOneId,
    tasksQuery.data?.onboardingCompletionPct === 100 && tasksQuery.data.tasks.length === 0,
  );

  // A failed refresh keeps the tasks on screen, with a task form or the Personalise dialog open on them.
  if (!tasksQuery.data)
    return (
      <NotLoaded query={tasksQuery} failedTitle={TASK_TOASTS.loadFailed} loadingLabel="Loading tasks..." />
    );
  const { can, team, onboardingCompletionPct } = tasksQuery.data;
  // Ticks made on the dashboard and still waiting to be sent show here as made, in the counts too.
  const tasks = withQueuedTicks(tasksQuery.data.tasks, tickQueue, viewerId);
  const counts = countTasks(tasks, NO_DAY);
  // No tasks and nothing to seed from (added through Add Loved One, no answers): offer to build it.
  const needsChecklist = tasks.length === 0 && onboardingCompletionPct !== 100;

  return (
    <div ref={sectionRef} className="flex flex-col gap-6">
      {needsChecklist ? (
        <Alert tone="info">
          <BuildChecklistPrompt lovedOneId={lovedOneId} name={name} canPersonalise={canPersonalise} />
        </Alert>
      ) : null}
      {!needsChecklist && onboardingCompletionPct !== null && onboardingCompletionPct < 100 ? (
        <Alert tone="info">
          <p className="mb-2">
            Your plan is {onboardingCompletionPct}% set up. A few more answers will make it fit your
            situation.
          </p>
          {can.create ? (
            <RepersonaliseButton lovedOneId={lovedOneId} startWith="basic" label="Finish the questions" />
          ) : (
            <Link className="font-medium underline" to={paths.onboarding.getHref()}>
              Finish the questions
            </Link>
          )}
        </Alert>
      ) : null}
      {can.create && !needsChecklist ? (
        <div className="flex justify-end">
          <RepersonaliseButton lovedOneId={lovedOneId} />
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['Total Tasks', counts.total],
            ['Completed', counts.completed],
            ['In Progress', counts.inProgress],
            ['Not Started', counts.notStarted],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border bg-surface p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {groupByCategory(tasks).map(([category, list]) => {
        const headingId = `category-${category.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
        return (
          <section key={category} aria-labelledby={headingId} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
                {category}
                <Badge aria-label={`${list.length} tasks`}>{list.length}</Badge>
              </h3>
              {/* One custom task at a time: another Add would throw away the form being filled in. */}
              {can.create && formCategory === null ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11"
                  data-add-task-category={category}
                  onClick={() => setFormCategory(category)}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add Custom Task
                </Button>
              ) : null}
            </div>
            {formCategory === category ? (
              <CustomTaskForm
                lovedOneId={lovedOneId}
                category={category}
                team={team}
                viewerId={viewerId}
                onDone={(createdTaskId) => {
                  setFocusAfterForm(createdTaskId ? { taskId: createdTaskId } : { category });
                  setFormCategory(null);
                }}
              />
            ) : null}
            {list.length > 0 ? (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((task) => (
                  <li key={task.id}>
                    <TaskCard task={task} viewerId={viewerId} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">No tasks here yet.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The Tasks tab; a crash inside it leaves the rest of the dashboard usable. */
export function TasksTab(props: TasksTabProps) {
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <Alert tone="error">
          <p className="font-semibold">Something went wrong in Tasks.</p>
          <p>Please refresh or try again. If it persists, contact support.</p>
          <Button className="mt-3" variant="outline" onClick={reset}>
            Try again
          </Button>
        </Alert>
      )}
    >
      <TasksSection {...props} />
    </ErrorBoundary>
  );
}
