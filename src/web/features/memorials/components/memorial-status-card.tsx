import { ExternalLink, Flower2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { givenFirstName } from '#shared/loved-ones/loved-one-display.ts';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { countOf } from '#shared/text/plural.ts';
import { possessive } from '#shared/text/possessive.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { AddTheirNameLink } from '#web/features/loved-ones/components/add-their-name.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useCreateMemorial } from '../api/create-memorial.ts';
import { useMemorialSummary } from '../api/get-memorial-summary.ts';
import { VisibilityBadge } from './visibility-badge.tsx';

/**
 * The profile tab's memorial card: create the page (admin) or open it, with Live or Private.
 * Team members see the page's state and may open it; the server says who may create it.
 */
export function MemorialStatusCard({ lovedOneId }: { lovedOneId: string }) {
  return (
    <Card aria-labelledby="memorial-status-title">
      <CardTitle id="memorial-status-title" className="mb-3">
        Memorial page
      </CardTitle>
      <MemorialStatus lovedOneId={lovedOneId} />
    </Card>
  );
}

function MemorialStatus({ lovedOneId }: { lovedOneId: string }) {
  const summary = useMemorialSummary(lovedOneId);
  const create = useCreateMemorial(lovedOneId);
  const navigate = useNavigate();

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: ({ status, slug }) => {
        if (status === 'created') toast.success(MEMORIAL_MESSAGES.created);
        else toast.info(MEMORIAL_MESSAGES.alreadyExists);
        navigate(paths.memorial.getHref(slug));
      },
      onError: (error) => toast.error(MEMORIAL_MESSAGES.createFailed, { description: messageOf(error) }),
    });

  if (summary.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 text-muted">
        <Spinner size="sm" /> Loading...
      </div>
    );
  }
  // A failed refresh keeps the card as it was.
  if (!summary.data) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-muted">{MEMORIAL_MESSAGES.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { lovedOne, memorial, counts, can } = summary.data;
  if (!memorial && can.memorial.create && !lovedOne.nameGiven) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted">{MEMORIAL_MESSAGES.nameNeeded}</p>
        <AddTheirNameLink lovedOneId={lovedOne.id} />
      </div>
    );
  }
  if (!memorial) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted">
          A free memorial page where family and friends can read{' '}
          {possessive(givenFirstName(lovedOne), 'their')} story, see photos and leave tributes. It starts
          private; you choose when it goes live.
        </p>
        {can.memorial.create ? (
          <Button onClick={onCreate} isLoading={create.isPending}>
            <Flower2 aria-hidden="true" className="size-5" />
            Create memorial page
          </Button>
        ) : (
          <p className="text-sm text-muted">No memorial page yet.</p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{memorial.title}</span>
        <VisibilityBadge isPublic={memorial.isPublic} />
      </div>
      <p className="text-sm text-muted">
        {countOf(counts.photos, 'photo', 'photos')} · {countOf(counts.tributes, 'tribute', 'tributes')}
      </p>
      {can.tributes.moderate && counts.heldTributes > 0 ? (
        <Link
          to={paths.memorial.heldTributesHref(memorial.slug)}
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
        >
          {countOf(counts.heldTributes, 'tribute', 'tributes')} waiting for approval
        </Link>
      ) : null}
      <Button asChild variant="outline">
        <Link to={paths.memorial.getHref(memorial.slug)}>
          <ExternalLink aria-hidden="true" className="size-5" />
          View memorial page
        </Link>
      </Button>
    </div>
  );
}
