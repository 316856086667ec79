import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskUpdateInput } from '#shared/tasks/task-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { TaskDetail } from './get-task.ts';

export function useUpdateTask(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TaskUpdateInput) =>
      unwrap(api.tasks[':taskId'].$patch({ param: { taskId }, json: update })),
    onSuccess: async ({ task }) => {
      queryClient.setQueryData<TaskDetail>(queryKeys.task.detail(taskId), (detail) =>
        detail ? { ...detail, task } : detail,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.task.detail(taskId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.lovedOnes.all }),
      ]);
    },
  });
}
