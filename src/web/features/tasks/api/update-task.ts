import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskUpdateInput } from '#shared/tasks/task-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { type TaskDetail, taskQueryKey } from './get-task.ts';

export function useUpdateTask(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TaskUpdateInput) =>
      unwrap(api.tasks[':taskId'].$patch({ param: { taskId }, json: update })),
    onSuccess: async ({ task }) => {
      queryClient.setQueryData<TaskDetail>(taskQueryKey(taskId), (detail) =>
        detail ? { ...detail, task } : detail,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['loved-one'] }),
      ]);
    },
  });
}
