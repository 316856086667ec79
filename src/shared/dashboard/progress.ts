import { isDueSoon, isOverdue } from '../dates/due-soon.ts';
import { offersMemorial, type ProfileKind } from '../loved-ones/profile-kind.ts';

/** The spec: more than 10 pending tasks gives the badge. */
const MANY_PENDING_THRESHOLD = 10;
const MAIN_DASHBOARD_TASK_LIMIT = 4;

const BADGES = {
  manyPending: '10+ pending tasks',
  noMemorial: 'No memorial page',
} as const;
type DashboardBadge = (typeof BADGES)[keyof typeof BADGES];

export const SECTION_AREAS = ['memorial', 'support', 'legal', 'financial', 'accounts'] as const;
export type SectionArea = (typeof SECTION_AREAS)[number];

export type ProgressTask = {
  status: 'pending' | 'in_progress' | 'completed' | 'hidden';
  dueDate: string | null;
  area: string;
};

type AreaProgress = { area: SectionArea; total: number; completed: number; percent: number };

type TaskCounts = {
  total: number;
  completed: number;
  inProgress: number;
  notStarted: number;
  /** Not completed: pending or in progress. */
  open: number;
  /** Open and due within the due-soon window (see dates/due-soon.ts). */
  dueThisWeek: number;
  /** Open and due before today. */
  overdue: number;
};

export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

const isOpen = (task: ProgressTask) => task.status === 'pending' || task.status === 'in_progress';

/** Every counter of the dashboards; hidden tasks count nowhere. `today` is the user's own date. */
export function countTasks(tasks: readonly ProgressTask[], today: string): TaskCounts {
  const counts: TaskCounts = {
    total: 0,
    completed: 0,
    inProgress: 0,
    notStarted: 0,
    open: 0,
    dueThisWeek: 0,
    overdue: 0,
  };
  for (const task of tasks) {
    if (task.status === 'hidden') continue;
    counts.total += 1;
    if (task.status === 'completed') counts.completed += 1;
    if (task.status === 'in_progress') counts.inProgress += 1;
    if (task.status === 'pending') counts.notStarted += 1;
    if (!isOpen(task)) continue;
    counts.open += 1;
    if (isOverdue(task.dueDate, today)) counts.overdue += 1;
    if (isDueSoon(task.dueDate, today)) counts.dueThisWeek += 1;
  }
  return counts;
}

/** Progress of each section card, from the tasks of its area (never placeholder numbers). */
export function progressByArea(tasks: readonly ProgressTask[]): AreaProgress[] {
  return SECTION_AREAS.map((area) => {
    const ofArea = tasks.filter((task) => task.area === area && task.status !== 'hidden');
    const completed = ofArea.filter((task) => task.status === 'completed').length;
    return { area, total: ofArea.length, completed, percent: percentOf(completed, ofArea.length) };
  });
}

/**
 * The spec: the average of the task-completion percent and onboarding's completion_pct. When the
 * onboarding share is unknown (null) the task percent stands alone rather than being halved.
 */
export function overallProgressPercent(
  taskCompletionPercent: number,
  onboardingPercent: number | null,
): number {
  if (onboardingPercent === null) return taskCompletionPercent;
  return Math.round((taskCompletionPercent + onboardingPercent) / 2);
}

export function dashboardBadges(input: {
  openTasks: number;
  hasMemorial: boolean;
  kind: ProfileKind;
}): DashboardBadge[] {
  const badges: DashboardBadge[] = [];
  if (input.openTasks > MANY_PENDING_THRESHOLD) badges.push(BADGES.manyPending);
  if (!input.hasMemorial && offersMemorial(input.kind)) badges.push(BADGES.noMemorial);
  return badges;
}

/**
 * The order of "What's next" and of the dashboard's pending list: open tasks, earliest due date
 * first, undated ones after, then the checklist's own order.
 */
function compareForNext(
  a: ProgressTask & { sortOrder: number },
  b: ProgressTask & { sortOrder: number },
): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.sortOrder - b.sortOrder;
}

export function nextOpenTasks<T extends ProgressTask & { sortOrder: number }>(
  tasks: readonly T[],
  limit = MAIN_DASHBOARD_TASK_LIMIT,
): T[] {
  return tasks.filter(isOpen).sort(compareForNext).slice(0, limit);
}
