import { ClipboardList, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { givenName, lovedOneHeading } from '#shared/loved-ones/loved-one-display.ts';
import {
  isOwnPlan,
  missingProfileDetails,
  offersDeathLetters,
  offersMemorial,
  wordsFor,
} from '#shared/loved-ones/profile-kind.ts';
import { reopenedByQueue, withQueuedTicks } from '#shared/offline/queued-ticks.ts';
import { summaryAsShown } from '#shared/offline/summary-as-shown.ts';
import { GLOSSARY } from '#shared/text/glossary.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { lazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ActivityFeed } from '#web/features/activity/components/activity-feed.tsx';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { InventoryTab } from '#web/features/inventory/components/inventory-tab.tsx';
import { MemorialStatusCard } from '#web/features/memorials/components/memorial-status-card.tsx';
import { TasksTab } from '#web/features/tasks/components/tasks-tab.tsx';
import { TeamTab } from '#web/features/team/components/team-tab.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useTickQueue } from '#web/pwa/queued-ticks-store.ts';
import { useLovedOne } from './api/get-loved-one.ts';
import { AddTheirNameButton } from './components/add-their-name.tsx';
import { MissingDetailsNote } from './components/missing-details-note.tsx';
import { ProfileSummaryCard } from './components/profile-summary-card.tsx';

const EditProfileDialog = lazyDialog(() =>
  import('./components/edit-profile-dialog.tsx').then((module) => module.EditProfileDialog),
);

const TABS = ['profile', 'tasks', 'support', 'inventory', 'activity'] as const;
type Tab = (typeof TABS)[number];
// The spec's tab=support is Family & Friends; any unknown tab opens the default, the profile.
const tabOf = (value: string | null): Tab => (TABS.includes(value as Tab) ? (value as Tab) : 'profile');

function NotFoundState() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <title>Loved One Not Found · Harbor</title>
      <h1 className="text-2xl font-semibold">Loved One Not Found</h1>
      <p className="text-muted">This profile doesn't exist, or you don't have access to it.</p>
      <Button asChild>
        <Link to={paths.dashboard.getHref()}>{GLOSSARY.backToDashboard}</Link>
      </Button>
    </div>
  );
}

export function LovedOneDashboardPage() {
  const { lovedOneId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useSession();
  const detail = useLovedOne(lovedOneId);
  const tickQueue = useTickQueue();
  const [isEditOpen, setEditOpen] = useState(false);
  // "Add their name" (edit=name) and the legal tools' "add their state" (edit=place) link here, so Edit
  // Profile opens straight away, on the place for the latter.
  const editParam = searchParams.get('edit');
  const isEditing = isEditOpen || editParam === 'name' || editParam === 'place';
  const setIsEditing = (open: boolean) => {
    setEditOpen(open);
    if (!open && searchParams.has('edit')) setSearchParams({ tab }, { replace: true });
  };
  const tab = tabOf(searchParams.get('tab'));

  if (!lovedOneId) return <Navigate to={paths.landing.getHref()} replace />;
  if (detail.isPending) return <LoadingState isWholePage />;
  if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundState />;
  // A failed refresh keeps the profile on screen, and the editor open on it with what was typed.
  if (!detail.data) {
    return (
      <Alert tone="error" className="mx-auto max-w-xl">
        <p>We couldn’t load this profile. Please check your connection and try again.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.landing.getHref()}>Go Home</Link>
          </Button>
          <Button onClick={() => detail.refetch()}>Try Again</Button>
        </div>
      </Alert>
    );
  }

  const { lovedOne } = detail.data;
  // Ticks made on the dashboard and still waiting to be sent are counted, as the dashboard shows them.
  const summary = summaryAsShown(
    detail.data.summary,
    withQueuedTicks(detail.data.summary.openTasks, tickQueue, user?.id ?? ''),
    reopenedByQueue(tickQueue, user?.id ?? '', lovedOne.id),
  );
  const heading = lovedOneHeading(lovedOne);
  const missingDetails = missingProfileDetails({ ...lovedOne, hasPhoto: Boolean(lovedOne.photoUrl) });
  const onEdit = lovedOne.can.edit ? () => setIsEditing(true) : undefined;
  const cards = [
    {
      label: 'Profile',
      value: missingDetails.length === 0 ? 'Complete' : 'Needs details',
      icon: UserRound,
    },
    { label: 'Family & Friends', value: String(summary.teamCount), icon: Users },
    { label: 'Active tasks', value: String(summary.counts.open), icon: ClipboardList },
  ];

  return (
    <div className="flex flex-col gap-6">
      <title>{`${heading} · Harbor`}</title>
      <div>
        <BackLink to={paths.dashboard.getHref(lovedOne.id)}>{GLOSSARY.backToDashboard}</BackLink>
        <h1 className="font-serif text-3xl font-semibold">{heading}</h1>
        {!lovedOne.nameGiven && lovedOne.can.edit ? (
          <AddTheirNameButton onClick={() => setIsEditing(true)} />
        ) : null}
      </div>
      {/* Side by side even on a phone, small there, so the tabs are on the first screen. */}
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {cards.map(({ label, value, icon: Icon }) => (
          <li key={label} className="min-w-0">
            <Card className="flex h-full flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary sm:size-6" />
              <div className="min-w-0">
                <p className="text-xs text-muted sm:text-sm">{label}</p>
                <p className="font-semibold sm:text-xl" data-testid={`summary-${label}`}>
                  {value}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Tabs value={tab} onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}>
        <TabsList aria-label="Sections">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="tasks">Tasks</TabsTrigger>
          <TabsTrigger value="support">Family &amp; Friends</TabsTrigger>
          <TabsTrigger value="inventory">Estate inventory</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="flex flex-col gap-4">
          <ProfileSummaryCard lovedOne={lovedOne} onEdit={onEdit} />
          <MissingDetailsNote
            missing={missingDetails}
            name={givenName(lovedOne)}
            isOwnPlan={isOwnPlan(lovedOne.kind)}
            plannerName={lovedOne.plannerName}
            onEdit={onEdit}
          />
          <Card>
            <CardTitle className="mb-2">Obituary</CardTitle>
            {lovedOne.obituary ? (
              <p className="whitespace-pre-line">{lovedOne.obituary}</p>
            ) : (
              <p className="text-muted">{wordsFor(lovedOne.kind, lovedOne.plannerName).noObituary}</p>
            )}
            {lovedOne.memorialWebsiteUrl ? (
              <p className="mt-3">
                <a
                  className="text-primary underline"
                  href={lovedOne.memorialWebsiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Memorial website
                </a>
              </p>
            ) : null}
          </Card>
          {offersMemorial(lovedOne.kind) ? <MemorialStatusCard lovedOneId={lovedOne.id} /> : null}
        </TabsContent>
        <TabsContent value="tasks" keepMounted>
          <TasksTab
            lovedOneId={lovedOne.id}
            viewerId={user?.id ?? ''}
            name={givenName(lovedOne)}
            canPersonalise={lovedOne.can.personalise}
          />
        </TabsContent>
        <TabsContent value="support" keepMounted>
          <TeamTab lovedOneId={lovedOne.id} kind={lovedOne.kind} />
        </TabsContent>
        <TabsContent value="inventory" keepMounted>
          <InventoryTab lovedOneId={lovedOne.id} offersLetters={offersDeathLetters(lovedOne.kind)} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityFeed lovedOneId={lovedOne.id} />
        </TabsContent>
      </Tabs>
      {lovedOne.can.edit ? (
        <EditProfileDialog
          key={lovedOne.id}
          lovedOne={lovedOne}
          open={isEditing}
          onOpenChange={setIsEditing}
          startAt={editParam === 'place' ? 'place' : undefined}
        />
      ) : null}
    </div>
  );
}
