import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomTaskInput } from '#shared/tasks/task-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';
import type { TaskList } from './get-tasks.ts';

/**
 * Adds the task at the top of the list at once, then refetches the list (the spec's order). The same
 * task sent again after a failure carries the same submission key, so it is added once.
 */
export function useCreateCustomTask(lovedOneId: string) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (task: CustomTaskInput) => {
      const json = { ...task, lovedOneId };
      return unwrap(api.tasks.$post({ json }, sentOnce(keys.keyFor(json))));
    },
    onSuccess: async ({ task }) => {
      keys.renew();
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
