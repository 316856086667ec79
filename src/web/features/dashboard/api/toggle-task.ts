import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TASK_TOASTS } from '#shared/tasks/task-status.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import { api, unwrap } from '#web/lib/api-client.ts';

type Status = 'pending' | 'completed';
type Toggle = { taskId: string; completed: boolean };

/**
 * The dashboard checkbox: `show` ticks it at once, then the server is asked; on failure the tick
 * is undone and the person is told. Every summary number is refetched afterwards so they stay true.
 */
export function useToggleTask(show: (taskId: string, status: Status) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, completed }: Toggle) =>
      unwrap(
        api.tasks[':taskId'].$patch({
          param: { taskId },
          json: { status: completed ? 'completed' : 'pending' },
        }),
      ),
    onMutate: ({ taskId, completed }) => show(taskId, completed ? 'completed' : 'pending'),
    onError: (_error, { taskId, completed }) => {
      show(taskId, completed ? 'pending' : 'completed');
      toast.error(TASK_TOASTS.toggleFailed);
    },
    onSuccess: (_data, { completed }) => {
      toast.success(completed ? TASK_TOASTS.completed : TASK_TOASTS.reopened);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['loved-one'] }),
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['task'] }),
      ]);
    },
  });
}
