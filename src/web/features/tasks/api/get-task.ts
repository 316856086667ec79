import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const getTask = (taskId: string) => unwrap(api.tasks[':taskId'].$get({ param: { taskId } }));

export type TaskDetail = Awaited<ReturnType<typeof getTask>>;

export function useTask(taskId: string) {
  return useQuery({ queryKey: queryKeys.task.detail(taskId), queryFn: () => getTask(taskId) });
}
