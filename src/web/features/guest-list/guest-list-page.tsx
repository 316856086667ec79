import { BackLink } from '#web/components/back-link.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import './guest-list-print.css';
import { Link, useParams } from 'react-router';
import { GUEST_LIST_WORDS } from '#shared/guest-list/guest-list-words.ts';
import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { paths } from '#web/lib/paths.ts';
import { useMemorialSummary } from '../memorials/api/get-memorial-summary.ts';
import { useGuestList } from './api/guest-list-api.ts';
import { AddGuestForm } from './components/add-guest-form.tsx';
import { GuestListView, ReplyTotals } from './components/guest-list-view.tsx';
import { ImportGuests } from './components/import-guests.tsx';
import { SendInvitations } from './components/send-invitations.tsx';

const words = GUEST_LIST_WORDS;

/** /hub/memorial/:lovedOneId/guests: the Guest List Manager, for the loved one's admin. */
export function GuestListPage() {
  const { lovedOneId = '' } = useParams();
  const summary = useMemorialSummary(lovedOneId);
  const memorialId = summary.data?.memorial?.id ?? null;
  const list = useGuestList(memorialId);
  const name = summary.data ? givenName(summary.data.lovedOne) : null;

  // A failed refresh keeps the list on screen, and the guests being pasted or typed in.
  function body() {
    if (!summary.data) return <NotLoaded query={summary} failedTitle={words.loadError} />;
    if (!memorialId)
      return (
        <Card className="flex flex-col items-start gap-3">
          <p>{words.createPageFirst}</p>
          <Button asChild variant="outline">
            <Link to={paths.memorialHub.getHref(lovedOneId)}>Go to Memorial</Link>
          </Button>
        </Card>
      );
    if (!list.data) return <NotLoaded query={list} failedTitle={words.loadError} />;
    return (
      <>
        <SendInvitations list={list.data} />
        <ReplyTotals list={list.data} />
        <GuestListView memorialId={memorialId} list={list.data} />
        <AddGuestForm memorialId={memorialId} />
        <ImportGuests memorialId={memorialId} />
      </>
    );
  }

  return (
    <div className="guest-list-print flex flex-col gap-4">
      <title>{`${words.title} · Harbor`}</title>
      <div className="guest-list-print-hide">
        <BackLink to={paths.memorialHub.getHref(lovedOneId)}>{words.back}</BackLink>
      </div>
      <PageHeading
        title={words.title}
        subtitle={
          <>
            {words.subtitle}
            {name ? <span className="mt-1 block font-medium text-foreground">For {name}</span> : null}
          </>
        }
      />
      {body()}
    </div>
  );
}
