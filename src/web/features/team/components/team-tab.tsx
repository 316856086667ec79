import { RefreshCw, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isOwnPlan, type ProfileKind, wordsFor } from '#shared/loved-ones/profile-kind.ts';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import { countOf } from '#shared/text/plural.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { lazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { WhenLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useTeam } from '../api/get-team.ts';
import { leaveTeam, useTeamMutation } from '../api/manage-team.ts';
import { AvatarStack } from './avatar-stack.tsx';
import { JoinRequestsCard } from './join-requests-card.tsx';
import { ShareLinkCard } from './share-link-card.tsx';
import { TeamTable } from './team-table.tsx';

const InviteDialog = lazyDialog(() => import('./invite-dialog.tsx').then((module) => module.InviteDialog));

/** The loved-one dashboard's Family & Friends tab. The server decides what each viewer may see and do. */
export function TeamTab({ lovedOneId, kind }: { lovedOneId: string; kind: ProfileKind }) {
  const team = useTeam(lovedOneId);
  const can = team.data?.can;
  const navigate = useNavigate();
  const [isInviting, setIsInviting] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const leave = useTeamMutation(lovedOneId, () => leaveTeam(lovedOneId));
  const lovedOneName = team.data?.lovedOne.name;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">Family &amp; Friends</h2>
          {team.data ? (
            <div className="mt-1 flex items-center gap-3">
              <AvatarStack people={team.data.members} />
              <p className="text-muted">{countOf(team.data.count, 'person', 'people')} on this team</p>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void team.refetch()} isLoading={team.isRefetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </Button>
          {can?.invite ? (
            <Button onClick={() => setIsInviting(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              Invite
            </Button>
          ) : null}
        </div>
      </div>

      {/* Its own Refresh button above: a refresh that fails says so over the team as last loaded. */}
      <WhenLoaded
        query={team}
        failedTitle="We couldn’t load the team"
        loadingLabel="Loading team..."
        noteFailedRefresh
      >
        {(data) => (
          <>
            {data.can.answerJoinRequests ? (
              <JoinRequestsCard lovedOneId={lovedOneId} requests={data.joinRequests} />
            ) : null}
            <TeamTable team={data} lovedOneId={lovedOneId} />
            {data.members.length === 1 && data.invitations.length === 0 ? (
              <p className="text-muted">{wordsFor(kind).teamAlone}</p>
            ) : null}
            {data.can.shareJoinLink ? <ShareLinkCard lovedOneId={lovedOneId} /> : null}
            {data.can.leave ? (
              <div>
                <Button variant="outline" onClick={() => setIsLeaving(true)}>
                  Leave this team
                </Button>
              </div>
            ) : null}
          </>
        )}
      </WhenLoaded>

      {can?.invite ? (
        <InviteDialog
          lovedOneId={lovedOneId}
          lovedOneName={isOwnPlan(kind) ? null : (lovedOneName ?? null)}
          open={isInviting}
          onOpenChange={setIsInviting}
        />
      ) : null}
      <ConfirmDialog
        open={isLeaving}
        onOpenChange={setIsLeaving}
        title="Leave this team?"
        description={`You will no longer see ${lovedOneName ? `${lovedOneName}’s profile or tasks` : 'this loved one or their tasks'}. Tasks assigned to you become Unassigned.`}
        confirmLabel="Leave team"
        isPending={leave.isPending}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              toast.success(TEAM_MESSAGES.leftTeam);
              navigate(paths.dashboard.getHref());
            },
            onError: (error) => toast.error(messageOf(error)),
          })
        }
      />
    </div>
  );
}
