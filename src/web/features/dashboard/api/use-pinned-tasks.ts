import { useCallback, useEffect, useState } from 'react';
import type { DashboardSummary } from './get-dashboard.ts';

type OpenTask = DashboardSummary['openTasks'][number];
type Pinned = { lovedOneId: string; tasks: OpenTask[] };

/**
 * The four tasks on the dashboard stay in place while the person is here: a task just ticked stays
 * visible (ticked) so it can be unticked, instead of vanishing when the summary is refetched.
 */
export function usePinnedTasks(lovedOneId: string | null, serverTasks: OpenTask[] | undefined) {
  const [pinned, setPinned] = useState<Pinned | null>(null);

  useEffect(() => {
    if (!lovedOneId || !serverTasks) return;
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
  }, [lovedOneId, serverTasks]);

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

  const tasks = pinned && pinned.lovedOneId === lovedOneId ? pinned.tasks : (serverTasks ?? []);
  return { tasks, showStatus };
}
