import { and, eq } from 'drizzle-orm';
import { isAdmin, type Viewer } from '#shared/permissions/policy.ts';
import { TASK_MESSAGES, taskPolicy } from '#shared/permissions/task-permissions.ts';
import type { TaskUpdate } from '#shared/tasks/task-schemas.ts';
import { completedAtFor } from '#shared/tasks/task-status.ts';
import { recordTaskChange } from '../activity/record-task-activity.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { assertAssignable } from './assert-assignable.ts';
import type { TeamPerson } from './list-team-people.ts';
import { tasks } from './tasks.schema.ts';

/**
 * Applies an edit under the spec's rules: the admin changes anything; a support member changes
 * status and notes of a task assigned to them; everyone else is refused with the task page's words.
 */
export async function updateTask(
  db: Db,
  input: {
    task: typeof tasks.$inferSelect;
    viewer: Viewer & { userId: string };
    update: TaskUpdate;
    team: readonly TeamPerson[];
    now?: Date;
    /** Links and signing for the notices this edit may send. */
    mail?: MailContext;
  },
) {
  const { task, viewer, update, team, now = new Date() } = input;
  authorize(taskPolicy, viewer, 'edit', task, TASK_MESSAGES.notFound);
  const touchesAdminFields = update.assignedToUserId !== undefined || update.dueDate !== undefined;
  if (touchesAdminFields) authorize(taskPolicy, viewer, 'assign', task, TASK_MESSAGES.notFound);
  assertAssignable(update.assignedToUserId, team);

  // A support member's right hangs on the assignment, so it is checked again in the write itself:
  // an admin reassigning the task at the same moment wins.
  const stillTheirs = isAdmin(viewer) ? undefined : eq(tasks.assignedToUserId, viewer.userId);
  // The feed entry and any notice are written with the edit, so neither exists without the other.
  return db.transaction(async (tx) => {
    // The same edit sent twice at once (a double tap, two tabs) would each see the task as it was and
    // each record "completed" or "assigned", with a mail: the row is locked and read again first.
    const [before] = await tx.select().from(tasks).where(eq(tasks.id, task.id)).for('update');
    if (!before) throw notFound(TASK_MESSAGES.notFound);
    const [row] = await tx
      .update(tasks)
      .set(changesFor(update, before, now))
      .where(and(eq(tasks.id, task.id), stillTheirs))
      .returning();
    if (!row) throw new AppError('FORBIDDEN', TASK_MESSAGES.onlyAssigned);
    await recordTaskChange(tx, { before, after: row, actorUserId: viewer.userId, mail: input.mail });
    return row;
  });
}

function changesFor(update: TaskUpdate, before: typeof tasks.$inferSelect, now: Date) {
  const changes: Partial<typeof tasks.$inferInsert> = { updatedAt: now };
  if (update.status !== undefined) {
    changes.status = update.status;
    changes.completedAt = completedAtFor(update.status, before, now);
  }
  if (update.notes !== undefined) changes.notes = update.notes;
  if (update.assignedToUserId !== undefined) changes.assignedToUserId = update.assignedToUserId;
  if (update.dueDate !== undefined) changes.dueDate = update.dueDate;
  return changes;
}
