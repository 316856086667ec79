import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addTap, type TappedTask } from '#shared/offline/queued-ticks.ts';
import { TASK_TOASTS } from '#shared/tasks/task-status.ts';
import { focusFromToast, toast } from '#web/components/ui/toaster.tsx';
import { refreshTaskViews, sendQueuedTicks } from '#web/features/tasks/api/send-queued-ticks.ts';
import { readTickQueue, updateTickQueue } from '#web/pwa/queued-ticks-store.ts';

type Status = 'pending' | 'completed';
type Toggle = { taskId: string; completed: boolean; task: TappedTask };

const TICK_KEPT_OFFLINE = "We couldn't reach Harbor, so this is kept on this device and will be sent soon.";
/** The action on "Task completed": a tick made by mistake (no confirm asked first) is taken back. */
const UNDO_TICK = 'Undo';
const UNDO_SHOWN_MS = 10_000;

/**
 * The dashboard checkbox: `show` ticks it at once. The tick joins the queue of ticks to send
 * (src/shared/offline/queued-ticks.ts), so one made offline is kept and sent later, and taps never
 * overtake each other. A refusal undoes the tick and tells the person; summary numbers are refetched.
 * "Task completed" offers Undo, which unticks the task as its checkbox would: the same call, so the
 * same queue.
 */
export function useToggleTask(userId: string, show: (taskId: string, status: Status) => void) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    // Run while offline too: the tick must reach the queue, not wait in TanStack's memory (lost on reload).
    networkMode: 'always',
    mutationFn: async ({ taskId, completed, task }: Toggle) => {
      updateTickQueue((queue) => addTap(queue, { userId, taskId, completed, task }));
      // Surely offline: no request to fail; useReplayQueuedTicks sends it when the connection returns.
      if (!navigator.onLine) return 'waiting';
      const outcome = (await sendQueuedTicks(userId)).findLast((sent) => sent.tick.taskId === taskId);
      if (outcome?.result === 'refused') throw outcome.error;
      if (outcome) return outcome.result;
      // Not sent by this call: taps that cancelled out, or another tab that sent it first.
      const isWaiting = readTickQueue().some((tick) => tick.userId === userId && tick.taskId === taskId);
      return isWaiting ? 'waiting' : 'saved';
    },
    onMutate: ({ taskId, completed }) => show(taskId, completed ? 'completed' : 'pending'),
    onError: (_error, { taskId, completed }) => {
      show(taskId, completed ? 'pending' : 'completed');
      toast.error(TASK_TOASTS.toggleFailed);
    },
    onSuccess: (result, tapped) => {
      if (result === 'saved' && tapped.completed) {
        toast.success(TASK_TOASTS.completed, {
          // Long enough to reach by keyboard; the keyboard goes back to the task taken back.
          duration: UNDO_SHOWN_MS,
          action: {
            label: UNDO_TICK,
            onClick: () => {
              toggle.mutate({ ...tapped, completed: false });
              focusFromToast(document.querySelector(`[data-task-checkbox="${tapped.taskId}"]`));
            },
          },
        });
      } else if (result === 'saved') toast.success(TASK_TOASTS.reopened);
      // Offline, the banner already says changes will wait; a line the browser thinks is fine needs words.
      else if (navigator.onLine) toast(TICK_KEPT_OFFLINE);
    },
    onSettled: async (result) => {
      if (result !== 'waiting') await refreshTaskViews(queryClient);
    },
  });
  return toggle;
}
