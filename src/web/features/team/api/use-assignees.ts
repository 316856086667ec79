import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getAssignees = (lovedOneId: string) =>
  unwrap(api.team[':lovedOneId'].assignees.$get({ param: { lovedOneId } })).then((body) => body.assignees);

export type Assignee = Awaited<ReturnType<typeof getAssignees>>[number];

/** Who a task can be assigned to: the admin and every member with access (accepted invitees included). */
export function useAssignees(lovedOneId: string) {
  return useQuery({
    queryKey: queryKeys.team.assignees(lovedOneId),
    queryFn: () => getAssignees(lovedOneId),
  });
}
