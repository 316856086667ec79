import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomTaskInput } from '#shared/tasks/task-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { TaskList } from './get-tasks.ts';

/** Adds the task at the top of the list at once, then refetches the list (the spec's order). */
export function useCreateCustomTask(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: CustomTaskInput) => unwrap(api.tasks.$post({ json: { ...task, lovedOneId } })),
    onSuccess: async ({ task }) => {
      queryClient.setQueryData<TaskList>(queryKeys.tasks.list(lovedOneId), (list) =>
        list ? { ...list, tasks: [task, ...list.tasks] } : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.list(lovedOneId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.lovedOnes.detail(lovedOneId) }),
      ]);
    },
  });
}
