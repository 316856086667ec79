import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getTeam = (lovedOneId: string) =>
  unwrap(api.team[':lovedOneId'].$get({ param: { lovedOneId } }));

export type Team = Awaited<ReturnType<typeof getTeam>>;
export type TeamMember = Team['members'][number];
export type PendingInvitation = Team['invitations'][number];
export type JoinRequest = Team['joinRequests'][number];

/** The Family & Friends table: members, pending invitations and (for the admin) join requests. */
export function useTeam(lovedOneId: string) {
  return useQuery({ queryKey: queryKeys.team.detail(lovedOneId), queryFn: () => getTeam(lovedOneId) });
}
