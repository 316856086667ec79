import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TASK_TOASTS } from '#shared/tasks/task-status.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import { readTickQueue } from '#web/pwa/queued-ticks-store.ts';
import { refreshTaskViews, sendQueuedTicks } from './send-queued-ticks.ts';

/** While something waits (the server away on a line the browser thinks is fine), try again this often. */
const RETRY_INTERVAL_MS = 30_000;

const OFFLINE_TICKS_SAVED = (count: number) =>
  count === 1 ? 'The change you made offline is saved.' : `The ${count} changes you made offline are saved.`;

/**
 * Sends the ticks made offline as soon as Harbor is back online: when the browser says so, when a
 * signed-in page opens, and every little while as long as any are waiting.
 */
export function useReplayQueuedTicks(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const replay = async () => {
      if (readTickQueue().length === 0 || !navigator.onLine) return;
      const outcomes = await sendQueuedTicks(userId);
      const saved = outcomes.filter((outcome) => outcome.result === 'saved').length;
      const refused = outcomes.some((outcome) => outcome.result === 'refused');
      if (saved > 0) toast.success(OFFLINE_TICKS_SAVED(saved));
      if (refused) toast.error(TASK_TOASTS.toggleFailed);
      if (saved > 0 || refused) await refreshTaskViews(queryClient);
    };
    void replay();
    window.addEventListener('online', replay);
    const timer = window.setInterval(replay, RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', replay);
      window.clearInterval(timer);
    };
  }, [userId, queryClient]);
}
