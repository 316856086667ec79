import { and, eq, ne } from 'drizzle-orm';
import {
  countTasks,
  dashboardBadges,
  nextOpenTasks,
  overallProgressPercent,
  percentOf,
  progressByArea,
} from '#shared/dashboard/progress.ts';
import { itemProgressByArea, withItemProgress } from '#shared/inventory/inventory-tasks.ts';
import { permittedActions } from '#shared/permissions/policy.ts';
import { taskPolicy } from '#shared/permissions/task-permissions.ts';
import type { Db } from '../db/client.ts';
import { listItemStatuses } from '../inventory/inventory-items.repository.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { countTeamMembers } from './count-team-members.ts';
import { hasMemorialPage } from './find-memorial-presence.ts';
import { findOnboardingCompletionPct } from './find-onboarding-completion.ts';
import type { TeamViewer } from './loved-one-access.ts';

/**
 * Every number the two dashboards show for one loved one, from one read of its tasks. `today` is
 * the user's own date, so "due this week" and "overdue" follow their time zone. Each open task says
 * what the viewer may do with it, so the page never offers a tick that would be refused.
 */
export async function summarizeLovedOne(db: Db, lovedOneId: string, today: string, viewer: TeamViewer) {
  const [rows, onboardingPct, hasMemorial, teamCount, items] = await Promise.all([
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        category: tasks.category,
        area: tasks.area,
        status: tasks.status,
        dueDate: tasks.dueDate,
        estimatedMinutes: tasks.estimatedMinutes,
        sortOrder: tasks.sortOrder,
        assignedToUserId: tasks.assignedToUserId,
      })
      .from(tasks)
      .where(and(eq(tasks.lovedOneId, lovedOneId), ne(tasks.status, 'hidden'))),
    findOnboardingCompletionPct(db, lovedOneId),
    hasMemorialPage(db, lovedOneId),
    countTeamMembers(db, lovedOneId),
    listItemStatuses(db, lovedOneId),
  ]);
  const counts = countTasks(rows, today);
  const taskCompletionPct = percentOf(counts.completed, counts.total);
  const openTasks = nextOpenTasks(rows).map((task) => {
    const { sortOrder: _order, area: _area, assignedToUserId: _assignee, ...shown } = task;
    return { ...shown, can: permittedActions(taskPolicy, viewer, task) };
  });
  return {
    today,
    counts,
    taskCompletionPct,
    onboardingCompletionPct: onboardingPct,
    overallProgressPct: overallProgressPercent(taskCompletionPct, onboardingPct),
    // The Financial and Accounts cards count the estate inventory's items beside their tasks.
    areas: withItemProgress(progressByArea(rows), itemProgressByArea(items)),
    badges: dashboardBadges({ openTasks: counts.open, hasMemorial }),
    hasMemorial,
    teamCount,
    nextTask: openTasks[0] ? { id: openTasks[0].id, title: openTasks[0].title } : null,
    openTasks,
  };
}
export type LovedOneSummary = Awaited<ReturnType<typeof summarizeLovedOne>>;
