import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';

const team = api.team[':lovedOneId'];

export const deleteInvitation = (lovedOneId: string, invitationId: string) =>
  resendIfLost(() =>
    unwrap(team.invitations[':invitationId'].$delete({ param: { lovedOneId, invitationId } })),
  );

export const resendInvitation = (lovedOneId: string, invitationId: string) =>
  unwrap(team.invitations[':invitationId'].resend.$post({ param: { lovedOneId, invitationId } }));

/** A fresh link for sharing by hand; the previous link stops working. */
export const copyInvitationLink = (lovedOneId: string, invitationId: string) =>
  unwrap(team.invitations[':invitationId'].link.$post({ param: { lovedOneId, invitationId } }));

export const removeMember = (lovedOneId: string, userId: string) =>
  resendIfLost(() => unwrap(team.members[':userId'].$delete({ param: { lovedOneId, userId } })));

/**
 * The member becomes the admin; the caller stays on the team as a support member. Sent once more if its
 * answer is lost: a hand-over to the person already the admin is done (decision 081).
 */
const makeAdmin = (lovedOneId: string, userId: string) =>
  resendIfLost(() => unwrap(team.members[':userId']['make-admin'].$post({ param: { lovedOneId, userId } })));

/** Sent once more if its answer is lost: leaving a team one is no longer on is done (decision 081). */
export const leaveTeam = (lovedOneId: string) =>
  resendIfLost(() => unwrap(team.leave.$post({ param: { lovedOneId } })));

export const decideJoinRequest = (lovedOneId: string, requestId: string, decision: 'approve' | 'decline') =>
  unwrap(
    team['join-requests'][':requestId'][':decision{approve|decline}'].$post({
      param: { lovedOneId, requestId, decision },
    }),
  );

/** After any team change: the table and assignee list, and the counts the dashboard's summary shows. */
export const refreshTeamViews = (queryClient: QueryClient, lovedOneId: string) =>
  Promise.all(
    [queryKeys.team.detail(lovedOneId), queryKeys.lovedOnes.detail(lovedOneId), queryKeys.dashboard.all].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** Any team change: the table, the assignee list and the dashboard's counts are all refetched. */
export function useTeamMutation<Input, Output>(lovedOneId: string, run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => refreshTeamViews(queryClient, lovedOneId),
  });
}

/**
 * Hand over (decision 076): the caller's role changes, and with it what every screen of this loved one
 * may offer them (memorial controls, tasks, inventory), so everything cached is read again.
 */
export function useHandOver(lovedOneId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => makeAdmin(lovedOneId, userId),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
