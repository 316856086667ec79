import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteMemberInput } from '#shared/team/invitation.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { refreshTeamViews } from './manage-team.ts';

const inviteMember = (lovedOneId: string, json: InviteMemberInput) =>
  unwrap(api.team[':lovedOneId'].invitations.$post({ param: { lovedOneId }, json }));

export function useInviteMember(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMemberInput) => inviteMember(lovedOneId, input),
    onSettled: () => refreshTeamViews(queryClient, lovedOneId),
  });
}
