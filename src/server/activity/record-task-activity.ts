import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { queueTaskNotice } from '../notifications/task-notices.ts';
import type { tasks } from '../tasks/tasks.schema.ts';
import { activityEvents } from './activity.schema.ts';
import { recordActivity } from './record-activity.ts';

type TaskRow = typeof tasks.$inferSelect;

/**
 * Who gave this task to the person who has it now: they are the one to hear when it is done. Once it
 * is unassigned, whoever assigned it earlier has handed it back, so nobody is told.
 */
async function findAssigner(db: Db, task: TaskRow): Promise<string | null> {
  if (!task.assignedToUserId) return null;
  const [event] = await db
    .select({ actorUserId: activityEvents.actorUserId })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.taskId, task.id),
        eq(activityEvents.kind, 'task_assigned'),
        eq(activityEvents.subjectUserId, task.assignedToUserId),
      ),
    )
    .orderBy(desc(activityEvents.createdAt))
    .limit(1);
  return event?.actorUserId ?? null;
}

async function recordAssignment(db: Db, task: TaskRow, actorUserId: string, mail: MailContext | undefined) {
  if (!task.assignedToUserId) return;
  await recordActivity(db, {
    lovedOneId: task.lovedOneId,
    kind: 'task_assigned',
    actorUserId,
    subjectUserId: task.assignedToUserId,
    taskId: task.id,
    label: task.title,
  });
  if (mail)
    await queueTaskNotice(db, mail, {
      kind: 'assignment',
      task,
      recipientUserId: task.assignedToUserId,
      actorUserId,
    });
}

/**
 * The feed entries (and notices) for one saved edit of a task; run in the edit's transaction.
 * `mail` is omitted only by callers that send no mail (seeding, tests of other features).
 */
export async function recordTaskChange(
  db: Db,
  change: { before: TaskRow; after: TaskRow; actorUserId: string; mail?: MailContext },
): Promise<void> {
  const { before, after, actorUserId, mail } = change;
  if (after.assignedToUserId !== before.assignedToUserId)
    await recordAssignment(db, after, actorUserId, mail);
  const base = { lovedOneId: after.lovedOneId, actorUserId, taskId: after.id, label: after.title };
  if (before.status !== 'completed' && after.status === 'completed') {
    const assigner = await findAssigner(db, after);
    await recordActivity(db, { ...base, kind: 'task_completed' });
    if (assigner && mail)
      await queueTaskNotice(db, mail, {
        kind: 'completion',
        task: after,
        recipientUserId: assigner,
        actorUserId,
      });
  } else if (
    before.status === 'completed' &&
    (after.status === 'pending' || after.status === 'in_progress')
  ) {
    await recordActivity(db, { ...base, kind: 'task_reopened' });
  }
}

/** A custom task added by hand (generated checklists are not news), and its assignment if it has one. */
export async function recordTaskCreated(
  db: Db,
  input: { task: TaskRow; actorUserId: string; mail?: MailContext },
): Promise<void> {
  const { task, actorUserId, mail } = input;
  await recordActivity(db, {
    lovedOneId: task.lovedOneId,
    kind: 'task_created',
    actorUserId,
    taskId: task.id,
    label: task.title,
  });
  await recordAssignment(db, task, actorUserId, mail);
}
