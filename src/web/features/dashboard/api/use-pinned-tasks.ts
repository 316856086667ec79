import { useCallback, useEffect, useState } from 'react';
import { withQueuedTicks } from '#shared/offline/queued-ticks.ts';
import { readTickQueue } from '#web/pwa/queued-ticks-store.ts';
import type { DashboardSummary } from './get-dashboard.ts';

type OpenTask = DashboardSummary['openTasks'][number];
type Pinned = { lovedOneId: string; tasks: OpenTask[] };

/**
 * The four tasks on the dashboard stay in place while the person is here: a task just ticked stays
 * visible (ticked) so it can be unticked, instead of vanishing when the summary is refetched.
 */
export function usePinnedTasks(lovedOneId: string | null, openTasks: OpenTask[] | undefined, userId: string) {
  const [pinned, setPinned] = useState<Pinned | null>(null);

  useEffect(() => {
    if (!lovedOneId || !openTasks) return;
    // Ticks still waiting are pinned with the tasks: once sent, the queue forgets them before the
    // refetched summary arrives (which no longer lists a ticked task), and the box must stay ticked.
    const serverTasks = withQueuedTicks(openTasks, readTickQueue(), userId);
    setPinned((current) => {
      // Nothing pinned (no tasks yet, or all done) leaves nothing to keep in place: a checklist
      // just built, or a task added meanwhile, shows at once.
      if (!current || current.lovedOneId !== lovedOneId || current.tasks.length === 0) {
        return { lovedOneId, tasks: serverTasks };
      }
      return {
        lovedOneId,
        tasks: current.tasks.map((task) => serverTasks.find((fresh) => fresh.id === task.id) ?? task),
      };
    });
  }, [lovedOneId, openTasks, userId]);

  const showStatus = useCallback((taskId: string, status: 'pending' | 'completed') => {
    setPinned((current) =>
      current
        ? {
            ...current,
            tasks: current.tasks.map((task) => (task.id === taskId ? { ...task, status } : task)),
          }
        : current,
    );
  }, []);

  const tasks = pinned && pinned.lovedOneId === lovedOneId ? pinned.tasks : (openTasks ?? []);
  return { tasks, showStatus };
}
