import {
  BookOpen,
  CalendarDays,
  ExternalLink,
  Flower2,
  ImageIcon,
  ListChecks,
  PenLine,
  UserRound,
  Users,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import { offersMemorial, PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { MEMORIAL_HUB } from '#shared/memorials/memorial-hub.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/lib/paths.ts';
import { type MemorialSummary, useMemorialSummary } from './api/get-memorial-summary.ts';
import { MemorialStatusCard } from './components/memorial-status-card.tsx';

const hub = MEMORIAL_HUB;

/** /hub/memorial/:lovedOneId */
export function MemorialHubPage() {
  const { lovedOneId = '' } = useParams();
  const summary = useMemorialSummary(lovedOneId);
  const { isError, errorUpdatedAt } = summary;

  useEffect(() => {
    if (isError && errorUpdatedAt > 0) toast.error(hub.loadError, { id: `memorial-hub-${lovedOneId}` });
  }, [isError, errorUpdatedAt, lovedOneId]);

  // Unnamed, the overview's card offers to add the name; the stand-in is never shown as one.
  const name = summary.data ? givenName(summary.data.lovedOne) : null;
  return (
    <div className="flex flex-col gap-2">
      <title>{name ? `${hub.title} for ${name} · Harbor` : `${hub.title} · Harbor`}</title>
      <div>
        <BackLink to={paths.dashboard.getHref(lovedOneId)}>{hub.back}</BackLink>
      </div>
      <PageHeading
        title={hub.title}
        subtitle={
          <>
            {hub.subtitle}
            {name ? <span className="mt-1 block font-medium text-foreground">For {name}</span> : null}
          </>
        }
      />
      {summary.isPending ? (
        <LoadingState />
      ) : !summary.data ? (
        <section
          aria-labelledby="memorial-hub-error"
          className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-5"
        >
          <h2 id="memorial-hub-error" className="text-lg font-semibold">
            {hub.loadError}
          </h2>
          <p className="text-muted">Please check your connection and try again.</p>
          <Button variant="outline" onClick={() => void summary.refetch()} isLoading={summary.isFetching}>
            Try again
          </Button>
        </section>
      ) : offersMemorial(summary.data.lovedOne.kind) ? (
        <MemorialHub lovedOneId={lovedOneId} summary={summary.data} />
      ) : (
        <NoMemorialForPlans lovedOneId={lovedOneId} />
      )}
    </div>
  );
}

/** Someone's own plans: nobody has died, so no memorial page, obituary or guest list (the server refuses them). */
function NoMemorialForPlans({ lovedOneId }: { lovedOneId: string }) {
  return (
    <Card className="flex flex-col items-start gap-3">
      <p>{PLAN_MESSAGES.noMemorial}</p>
      <p>{PLAN_MESSAGES.wishesInChecklist}</p>
      <Button asChild variant="outline">
        <Link to={paths.lovedOne.getHref(lovedOneId, 'tasks')}>Open the checklist</Link>
      </Button>
    </Card>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-xl bg-surface-muted p-4">
      <p className="text-3xl font-semibold">{value}</p>
      <p className="text-muted">{label}</p>
    </div>
  );
}

function MemorialHub({ lovedOneId, summary }: { lovedOneId: string; summary: MemorialSummary }) {
  const pageHref = summary.memorial ? paths.memorial.getHref(summary.memorial.slug) : null;
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={hub.title}>
        {hub.tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview" className="flex flex-col gap-4">
        <MemorialStatusCard lovedOneId={lovedOneId} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Count value={summary.counts.photos} label={summary.counts.photos === 1 ? 'Photo' : 'Photos'} />
          <Count
            value={summary.counts.tributes}
            label={summary.counts.tributes === 1 ? 'Tribute' : 'Tributes'}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.lovedOne.getHref(lovedOneId, 'profile')}>
              <UserRound aria-hidden="true" className="size-5" /> Profile
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.lovedOne.getHref(lovedOneId, 'tasks')}>
              <ListChecks aria-hidden="true" className="size-5" /> Memorial tasks
            </Link>
          </Button>
        </div>
      </TabsContent>
      <TabsContent value="guide" className="grid gap-4 md:grid-cols-2">
        {hub.guide.map((section) => (
          <Card key={section.title}>
            <h2 className="mb-3 flex items-center gap-2 text-xl font-semibold">
              <BookOpen aria-hidden="true" className="size-5 text-primary" /> {section.title}
            </h2>
            <ol className="list-decimal space-y-2 pl-5">
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        ))}
      </TabsContent>
      <TabsContent value="tools">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[
            { ...hub.tools.page, icon: Flower2, href: pageHref },
            { ...hub.tools.photos, icon: ImageIcon, href: pageHref ? `${pageHref}#memories` : null },
            { ...hub.tools.service, icon: CalendarDays, href: pageHref },
            {
              ...hub.tools.obituary,
              description: hub.tools.obituary.description(givenName(summary.lovedOne)),
              icon: PenLine,
              href: summary.can.memorial.edit ? paths.obituaryWriter.getHref(lovedOneId) : null,
              whenClosed: hub.tools.obituary.onlyAdmin,
            },
            {
              ...hub.tools.guestList,
              icon: Users,
              href: pageHref && summary.can.memorial.edit ? paths.guestList.getHref(lovedOneId) : null,
              // Without a page, the card says to create it first, like the others.
              ...(pageHref ? { whenClosed: hub.tools.guestList.onlyAdmin } : {}),
            },
          ].map((tool) => (
            <li key={tool.title} className="flex">
              <Card className="flex w-full flex-col gap-3">
                <h2 className="flex items-center gap-2 text-lg font-semibold">
                  <tool.icon aria-hidden="true" className="size-5 text-primary" /> {tool.title}
                </h2>
                <p className="text-muted">{tool.description}</p>
                <div className="mt-auto">
                  {tool.href ? (
                    <Button asChild variant="outline">
                      <Link to={tool.href}>Open</Link>
                    </Button>
                  ) : (
                    <p className="text-sm text-muted">
                      {'whenClosed' in tool ? tool.whenClosed : 'Create the memorial page first (Overview).'}
                    </p>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </TabsContent>
      <TabsContent value="resources">
        <Card>
          <h2 className="mb-3 text-xl font-semibold">Helpful links</h2>
          <ul className="flex flex-col gap-2">
            {hub.resources.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 text-primary underline underline-offset-4"
                >
                  {link.label}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
