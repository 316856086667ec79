import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { OWN_PLAN_TEAM_WORDS } from '#shared/team/invitation.ts';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { isDeliveryFailure, messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { askToJoin, lookUpJoinLink } from './api/invitations.ts';
import { CalmStatePage } from './components/calm-state-page.tsx';

/** `/join/:lovedOneId?key=…`: the quick share link. Following it only lets a person ask; the admin decides. */
export function JoinTeamPage() {
  const { lovedOneId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const location = useLocation();
  const { user, isLoading: isSessionLoading } = useSession();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.joinRequests.lookup(lovedOneId, key, user?.id ?? null);
  const lookup = useQuery({
    queryKey,
    queryFn: () => lookUpJoinLink(lovedOneId, key),
    enabled: key !== '' && !isSessionLoading,
    retry: false,
  });
  const ask = useMutation({
    mutationFn: () => askToJoin(lovedOneId, key),
    onSuccess: () => {
      toast.success(TEAM_MESSAGES.requestSent);
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  if (!key) return <CalmStatePage title="Invalid join link">{TEAM_MESSAGES.invalidJoinLink}</CalmStatePage>;
  if (isSessionLoading || lookup.isPending) return <LoadingState />;
  // Once read, the link's page stays as it was when a later check fails (the window focused again
  // offline); Ask to join then says what went wrong.
  if (!lookup.data) {
    if (isDeliveryFailure(lookup.error))
      return (
        <div className="mx-auto max-w-lg py-8">
          <NotLoaded query={lookup} failedTitle="We couldn’t check this join link" />
        </div>
      );
    return <CalmStatePage title="Invalid join link">{messageOf(lookup.error)}</CalmStatePage>;
  }
  const { lovedOneName, adminName, status, isOwnPlan } = lookup.data;

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 py-8">
      <Card className="flex flex-col gap-4">
        <h1 className="font-serif text-2xl font-semibold">
          {isOwnPlan
            ? OWN_PLAN_TEAM_WORDS.joinTitle(adminName)
            : lovedOneName
              ? `Join the team for ${lovedOneName}`
              : 'Join the family & friends team'}
        </h1>
        {isOwnPlan ? (
          <p>{OWN_PLAN_TEAM_WORDS.joinAbout(adminName)}</p>
        ) : (
          <p>
            {adminName ?? 'The family'} shared this link so family and friends can help with what follows a
            loss. They will approve your request before you see anything.
          </p>
        )}
        {!user ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={paths.auth.backTo(location)}>Sign in or create an account</Link>
            </Button>
          </div>
        ) : status === 'member' ? (
          <>
            <Alert tone="success">You are already on this team.</Alert>
            <Button asChild>
              <Link to={paths.lovedOne.getHref(lovedOneId)}>Open the dashboard</Link>
            </Button>
          </>
        ) : status === 'pending' ? (
          <Alert tone="info">
            {isOwnPlan
              ? OWN_PLAN_TEAM_WORDS.joinPending
              : `Your request is waiting for approval. You will see ${lovedOneName ?? 'everything the team shares'} once it is approved.`}
          </Alert>
        ) : (
          <Button onClick={() => ask.mutate()} isLoading={ask.isPending}>
            Ask to join
          </Button>
        )}
      </Card>
    </div>
  );
}
