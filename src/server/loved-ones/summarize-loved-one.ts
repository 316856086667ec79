import { and, eq, exists, ne, sql } from 'drizzle-orm';
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
import { teamCount } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import { jsonRows } from '../db/json-rows.ts';
import { notFound } from '../infra/app-error.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { supportTeamInvitations } from '../team/team.schema.ts';
import { LOVED_ONE_NOT_FOUND } from './find-loved-one.ts';
import { onboardingCompletionPctQuery } from './find-onboarding-completion.ts';
import type { TeamViewer } from './loved-one-access.ts';
import { lovedOneAccess, lovedOnes } from './loved-ones.schema.ts';

const SUMMARY_TASK_FIELDS = {
  id: tasks.id,
  title: tasks.title,
  category: tasks.category,
  area: tasks.area,
  status: tasks.status,
  dueDate: tasks.dueDate,
  estimatedMinutes: tasks.estimatedMinutes,
  sortOrder: tasks.sortOrder,
  assignedToUserId: tasks.assignedToUserId,
};

/**
 * Everything the summary reads, in one statement (one round trip, one snapshot of the data —
 * decision 043): its kind, the visible tasks and the inventory items as JSON rows, onboarding's share, whether a
 * memorial page exists, and the two counts the team count adds up. The rules stay in the shared code.
 */
async function readSummaryData(db: Db, lovedOneId: string) {
  const [read] = await db
    .select({
      kind: lovedOnes.kind,
      tasks: jsonRows(
        SUMMARY_TASK_FIELDS,
        tasks,
        and(eq(tasks.lovedOneId, lovedOneId), ne(tasks.status, 'hidden')),
      ),
      items: jsonRows(
        { kind: inventoryItems.kind, status: inventoryItems.status },
        inventoryItems,
        eq(inventoryItems.lovedOneId, lovedOneId),
      ),
      onboardingPct: sql<number | null>`${onboardingCompletionPctQuery(db, lovedOneId)}`,
      hasMemorial: sql<boolean>`${exists(
        db
          .select({ id: memorialPages.id })
          .from(memorialPages)
          .where(eq(memorialPages.lovedOneId, lovedOneId)),
      )}`,
      activeMembers: db.$count(lovedOneAccess, eq(lovedOneAccess.lovedOneId, lovedOneId)),
      pendingInvitations: db.$count(
        supportTeamInvitations,
        and(eq(supportTeamInvitations.lovedOneId, lovedOneId), eq(supportTeamInvitations.status, 'pending')),
      ),
    })
    .from(lovedOnes)
    .where(eq(lovedOnes.id, lovedOneId));
  // Only a loved one deleted since the caller found it comes back empty.
  if (!read) throw notFound(LOVED_ONE_NOT_FOUND);
  return read;
}

/**
 * Every number the two dashboards show for one loved one, from one read. `today` is the user's own
 * date, so "due this week" and "overdue" follow their time zone. Each open task says what the viewer
 * may do with it, so the page never offers a tick that would be refused.
 */
export async function summarizeLovedOne(db: Db, lovedOneId: string, today: string, viewer: TeamViewer) {
  const {
    kind,
    tasks: rows,
    items,
    onboardingPct,
    hasMemorial,
    activeMembers,
    pendingInvitations,
  } = await readSummaryData(db, lovedOneId);
  const counts = countTasks(rows, today);
  const taskCompletionPct = percentOf(counts.completed, counts.total);
  const openTasks = nextOpenTasks(rows).map((task) => {
    // The area stays, so a tick made offline moves its section's card too (summaryAsShown).
    const { sortOrder: _order, assignedToUserId: _assignee, ...shown } = task;
    return { ...shown, can: permittedActions(taskPolicy, viewer, task) };
  });
  return {
    today,
    kind,
    counts,
    taskCompletionPct,
    onboardingCompletionPct: onboardingPct,
    overallProgressPct: overallProgressPercent(taskCompletionPct, onboardingPct),
    // The Financial and Accounts cards count the estate inventory's items beside their tasks.
    areas: withItemProgress(progressByArea(rows), itemProgressByArea(items)),
    badges: dashboardBadges({ openTasks: counts.open, hasMemorial, kind }),
    hasMemorial,
    teamCount: teamCount({ activeMembers, pendingInvitations }),
    nextTask: openTasks[0] ? { id: openTasks[0].id, title: openTasks[0].title } : null,
    openTasks,
  };
}
export type LovedOneSummary = Awaited<ReturnType<typeof summarizeLovedOne>>;
