import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';

export const taskQueryKey = (taskId: string) => ['task', taskId] as const;

const getTask = (taskId: string) => unwrap(api.tasks[':taskId'].$get({ param: { taskId } }));

export type TaskDetail = Awaited<ReturnType<typeof getTask>>;

export function useTask(taskId: string) {
  return useQuery({ queryKey: taskQueryKey(taskId), queryFn: () => getTask(taskId) });
}
