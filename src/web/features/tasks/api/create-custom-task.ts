import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomTaskInput } from '#shared/tasks/task-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { type TaskList, tasksQueryKey } from './get-tasks.ts';

/** Adds the task at the top of the list at once, then refetches the list (the spec's order). */
export function useCreateCustomTask(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: CustomTaskInput) => unwrap(api.tasks.$post({ json: { ...task, lovedOneId } })),
    onSuccess: async ({ task }) => {
      queryClient.setQueryData<TaskList>(tasksQueryKey(lovedOneId), (list) =>
        list ? { ...list, tasks: [task, ...list.tasks] } : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksQueryKey(lovedOneId) }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['loved-one', lovedOneId] }),
      ]);
    },
  });
}
