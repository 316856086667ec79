import { AlertTriangle, ArrowRight, Flower2, Landmark, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hubNameOf } from '#shared/hubs/hub-name.ts';
import { givenName, LOVED_ONE_MESSAGES, lovedOneHeading } from '#shared/loved-ones/loved-one-display.ts';
import { offersMemorial, wordsFor } from '#shared/loved-ones/profile-kind.ts';
import { reopenedByQueue, withQueuedTicks } from '#shared/offline/queued-ticks.ts';
import { summaryAsShown } from '#shared/offline/summary-as-shown.ts';
import { PhoneNumbersKeptWhole } from '#web/components/phone-links.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { lazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { AddTheirName } from '#web/features/loved-ones/components/add-their-name.tsx';
import { BuildChecklistPrompt } from '#web/features/onboarding/components/build-checklist-prompt.tsx';
import { paths } from '#web/lib/paths.ts';
import { useTickQueue } from '#web/pwa/queued-ticks-store.ts';
import { useDashboard } from './api/get-dashboard.ts';
import { useToggleTask } from './api/toggle-task.ts';
import { usePinnedTasks } from './api/use-pinned-tasks.ts';
import { CareCards } from './components/care-cards.tsx';
import { DashboardSidebar } from './components/dashboard-sidebar.tsx';
import { PendingTaskList } from './components/pending-task-list.tsx';
import { ProgressBar } from './components/progress-bar.tsx';
import { SectionCards } from './components/section-cards.tsx';
import { WelcomeCard } from './components/welcome-card.tsx';

const InviteDialog = lazyDialog(() =>
  import('#web/features/team/components/invite-dialog.tsx').then((module) => module.InviteDialog),
);

export function MainDashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('lovedOne');
  const dashboard = useDashboard(wanted);
  const selectedId = dashboard.data?.selectedId ?? null;
  // The page sits behind RequireAuth, so there is a user; ticks still waiting to be sent show as made.
  const userId = useSession().user?.id ?? '';
  const { tasks, showStatus } = usePinnedTasks(selectedId, dashboard.data?.summary?.openTasks, userId);
  const tickQueue = useTickQueue();
  const shownTasks = withQueuedTicks(tasks, tickQueue, userId);
  const toggle = useToggleTask(userId, showStatus);
  const [isInviting, setIsInviting] = useState(false);

  if (dashboard.isPending) return <LoadingState isWholePage />;
  // A failed refresh (the window focused again without a connection) keeps the dashboard on screen.
  if (!dashboard.data) {
    return (
      <Alert tone="error" className="mx-auto max-w-xl">
        <p>{LOVED_ONE_MESSAGES.loadFailed}</p>
        <Button className="mt-3" variant="outline" onClick={() => dashboard.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { lovedOnes } = dashboard.data;
  const selected = lovedOnes.find((lovedOne) => lovedOne.id === selectedId);
  // The figures follow the checkboxes, so a tick waiting to be sent is counted too.
  const summary =
    dashboard.data.summary &&
    selectedId &&
    summaryAsShown(dashboard.data.summary, shownTasks, reopenedByQueue(tickQueue, userId, selectedId));
  if (!selected || !summary) {
    return (
      <>
        <title>Dashboard · Harbor</title>
        <WelcomeCard />
      </>
    );
  }
  const name = givenName(selected);
  const words = wordsFor(selected.kind, selected.plannerName);
  const { counts } = summary;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
      <title>{name ? words.pageTitle(name) : 'Dashboard · Harbor'}</title>
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-start-1">
        <Card className="flex flex-col gap-4">
          {name ? (
            <div>
              {words.honoring ? <p className="text-muted">{words.honoring}</p> : null}
              <h1 className="font-serif text-3xl font-semibold">{name}</h1>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <h1 className="font-serif text-3xl font-semibold">{lovedOneHeading(selected)}</h1>
              <AddTheirName key={selected.id} lovedOne={selected} />
            </div>
          )}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="rounded-xl bg-surface-muted p-3">
              <dt className="text-sm text-muted">Completed</dt>
              <dd className="text-2xl font-semibold" data-testid="completed-count">
                {counts.completed} of {counts.total}
              </dd>
            </div>
            <div className="rounded-xl bg-surface-muted p-3">
              <dt className="text-sm text-muted">Due this week</dt>
              <dd className="text-2xl font-semibold" data-testid="due-this-week-count">
                {counts.dueThisWeek}
              </dd>
            </div>
            <div className="col-span-2 rounded-xl bg-surface-muted p-3 sm:col-span-1">
              <dt className="text-sm text-muted">Overall progress</dt>
              <dd className="flex flex-col gap-2">
                <span className="text-2xl font-semibold" data-testid="overall-progress">
                  {summary.overallProgressPct}%
                </span>
                <ProgressBar label="Overall progress" percent={summary.overallProgressPct} />
                {summary.onboardingCompletionPct === null ? null : (
                  // The spec's overall figure is an average; its two halves say why 0 tasks done can be 50%.
                  <span className="text-sm text-muted" data-testid="overall-progress-parts">
                    Tasks done {summary.taskCompletionPct}% · setup questions answered{' '}
                    {summary.onboardingCompletionPct}%
                  </span>
                )}
              </dd>
            </div>
          </dl>
          {counts.overdue > 0 || summary.badges.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Things to know">
              {counts.overdue > 0 ? (
                <li>
                  {/* A date gone by needs attention, not alarm: red is for real errors. */}
                  <Badge tone="warning">{counts.overdue} overdue</Badge>
                </li>
              ) : null}
              {summary.badges.map((badge) => (
                <li key={badge}>
                  <Badge tone="warning" className="gap-1">
                    <AlertTriangle aria-hidden="true" className="size-4" />
                    {badge}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {summary.nextTask ? (
              <Button asChild>
                <Link to={paths.task.getHref(summary.nextTask.id)}>
                  {/* One run of text: the button lays out its children side by side, with gaps. */}
                  <span>
                    What's next: <PhoneNumbersKeptWhole text={summary.nextTask.title} />
                  </span>
                  <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to={paths.lovedOne.getHref(selected.id, 'tasks')}>See everything</Link>
            </Button>
            {selected.can.invite ? (
              <Button variant="outline" onClick={() => setIsInviting(true)}>
                <Users aria-hidden="true" className="size-5" />
                Invite family
              </Button>
            ) : null}
          </div>
        </Card>

        <Card>
          <CardTitle className="mb-3">Up next</CardTitle>
          {counts.total === 0 ? (
            <BuildChecklistPrompt
              key={selected.id}
              lovedOneId={selected.id}
              name={name}
              canPersonalise={selected.can.personalise}
            />
          ) : (
            <PendingTaskList
              tasks={shownTasks}
              onToggle={(task, completed) =>
                toggle.mutate({
                  taskId: task.id,
                  completed,
                  task: {
                    lovedOneId: selected.id,
                    title: task.title,
                    dueDate: task.dueDate,
                    area: task.area,
                  },
                })
              }
            />
          )}
        </Card>

        <section aria-labelledby="ways-heading" className="flex flex-col gap-3">
          <h2 id="ways-heading" className="text-lg font-semibold">
            Ways we can help
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {offersMemorial(selected.kind) ? (
              <Button asChild variant="secondary" className="justify-start">
                <Link to={paths.memorialHub.getHref(selected.id)}>
                  <Flower2 aria-hidden="true" className="size-5" />
                  {summary.hasMemorial ? 'Manage the memorial page' : 'Create a memorial page'}
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary" className="justify-start">
              <Link to={paths.legalHub.getHref(selected.id)}>
                <Landmark aria-hidden="true" className="size-5" />
                Get legal guidance
              </Link>
            </Button>
          </div>
          <SectionCards
            lovedOneId={selected.id}
            areas={summary.areas}
            offersMemorial={offersMemorial(selected.kind)}
          />
        </section>

        <CareCards />
      </div>
      {selected.can.invite ? (
        <InviteDialog
          key={selected.id}
          lovedOneId={selected.id}
          lovedOneName={hubNameOf(selected)}
          open={isInviting}
          onOpenChange={setIsInviting}
        />
      ) : null}
      {/* After the page's own heading and Up next, which a phone shows first; beside them on a wide screen. */}
      <aside aria-label={name ? `About ${name}` : 'Loved one'} className="lg:col-start-1 lg:row-start-1">
        <DashboardSidebar
          lovedOnes={lovedOnes}
          selected={selected}
          onSelect={(id) => setSearchParams({ lovedOne: id })}
        />
      </aside>
    </div>
  );
}
