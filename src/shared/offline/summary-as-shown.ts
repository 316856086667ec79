import {
  countTasks,
  dashboardBadges,
  overallProgressPercent,
  type ProgressTask,
  percentOf,
} from '../dashboard/progress.ts';
import { type AreaProgress, withItemProgress } from '../inventory/inventory-tasks.ts';
import type { ProfileKind } from '../loved-ones/profile-kind.ts';

type TaskCounts = ReturnType<typeof countTasks>;

type ListedTask = {
  id: string;
  title: string;
  status: ProgressTask['status'];
  dueDate: string | null;
  area?: string;
};

/** The parts of a loved one's summary (the server's summarizeLovedOne) that follow a task's status. */
type TaskSummary = {
  today: string;
  kind: ProfileKind;
  counts: TaskCounts;
  taskCompletionPct: number;
  onboardingCompletionPct: number | null;
  overallProgressPct: number;
  badges: ReturnType<typeof dashboardBadges>;
  hasMemorial: boolean;
  nextTask: { id: string; title: string } | null;
  /** The open tasks the summary lists, as the server had them when it counted. */
  openTasks: readonly ListedTask[];
  areas?: readonly AreaProgress[];
};

type Change = { before: ListedTask; after: ListedTask };

const completedIn = (task: ListedTask) => (task.status === 'completed' ? 1 : 0);

/** The section cards with each changed task's tick counted in its own card, through the same rule. */
function areasAsShown(areas: readonly AreaProgress[], changed: readonly Change[]) {
  const delta = new Map<string, number>();
  for (const { before, after } of changed) {
    if (before.area)
      delta.set(before.area, (delta.get(before.area) ?? 0) + completedIn(after) - completedIn(before));
  }
  const tasksOnly = areas.map(({ items: _items, ...entry }) => {
    const completed = entry.completed + (delta.get(entry.area) ?? 0);
    return { ...entry, completed, percent: percentOf(completed, entry.total) };
  });
  const items = areas.flatMap(({ area, items: ofArea }) => (ofArea ? [{ area, ...ofArea }] : []));
  return withItemProgress(tasksOnly, items);
}

// countTasks reads no area.
const asProgress = ({ status, dueDate }: ListedTask): ProgressTask => ({ status, dueDate, area: '' });

const isOpen = (status: ProgressTask['status']) => status === 'pending' || status === 'in_progress';

/**
 * A summary whose figures agree with the checkboxes on screen: `shown` holds the statuses the page
 * shows (a tick still waiting in the queue, or one on its way), and every count, percentage, badge,
 * section card and "What's next" moves with them. Only the tasks the summary lists can be counted again, because for
 * those it says what it counted; a summary that already has the change lists the task no more (or
 * with the new status), so nothing is counted twice and the server's figures win as soon as they come.
 *
 * `reopened` are tasks unticked while their tick waits, which the server had completed
 * (reopenedByQueue): a summary that does not list them counted them as done, and they count as open
 * again. One that lists them has the untick already.
 */
export function summaryAsShown<S extends TaskSummary>(
  summary: S,
  shown: readonly { id: string; status: string }[],
  reopened: readonly ListedTask[] = [],
): S {
  const statusShown = new Map(shown.map((task) => [task.id, task.status as ProgressTask['status']]));
  const changed = summary.openTasks.flatMap((task): Change[] => {
    const status = statusShown.get(task.id);
    return status === undefined || status === task.status
      ? []
      : [{ before: task, after: { ...task, status } }];
  });
  const listed = new Set(summary.openTasks.map((task) => task.id));
  for (const task of reopened) {
    if (!listed.has(task.id))
      changed.push({ before: { ...task, status: 'completed' }, after: { ...task, status: 'pending' } });
  }
  if (changed.length === 0) return summary;

  const before = countTasks(
    changed.map((change) => asProgress(change.before)),
    summary.today,
  );
  const after = countTasks(
    changed.map((change) => asProgress(change.after)),
    summary.today,
  );
  const counts = { ...summary.counts };
  for (const field of Object.keys(counts) as (keyof TaskCounts)[]) {
    counts[field] += after[field] - before[field];
  }
  const taskCompletionPct = percentOf(counts.completed, counts.total);
  // The summary lists the open tasks in "What's next" order; past the ones listed, the next is unknown.
  const next = summary.openTasks.find((task) => isOpen(statusShown.get(task.id) ?? task.status));
  return {
    ...summary,
    counts,
    taskCompletionPct,
    overallProgressPct: overallProgressPercent(taskCompletionPct, summary.onboardingCompletionPct),
    badges: dashboardBadges({ openTasks: counts.open, hasMemorial: summary.hasMemorial, kind: summary.kind }),
    nextTask: next ? { id: next.id, title: next.title } : null,
    ...(summary.areas ? { areas: areasAsShown(summary.areas, changed) } : {}),
  };
}
