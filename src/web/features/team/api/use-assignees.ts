import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';

export const assigneesQueryKey = (lovedOneId: string) => ['team', lovedOneId, 'assignees'] as const;

export const getAssignees = (lovedOneId: string) =>
  unwrap(api.team[':lovedOneId'].assignees.$get({ param: { lovedOneId } })).then((body) => body.assignees);

export type Assignee = Awaited<ReturnType<typeof getAssignees>>[number];

/** Who a task can be assigned to: the admin and every member with access (accepted invitees included). */
export function useAssignees(lovedOneId: string) {
  return useQuery({ queryKey: assigneesQueryKey(lovedOneId), queryFn: () => getAssignees(lovedOneId) });
}
