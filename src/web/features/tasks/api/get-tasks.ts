import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const getTasks = (lovedOneId: string) => unwrap(api.tasks.$get({ query: { lovedOneId } }));

export type TaskList = Awaited<ReturnType<typeof getTasks>>;
export type Task = TaskList['tasks'][number];
export type TeamPerson = TaskList['team'][number];

/** The Tasks tab in one request: tasks, what the viewer may do, the team to assign to, onboarding. */
export function useTasks(lovedOneId: string) {
  return useQuery({ queryKey: queryKeys.tasks.list(lovedOneId), queryFn: () => getTasks(lovedOneId) });
}
