import { and, eq, ne } from 'drizzle-orm';
import { TASK_MESSAGES } from '#shared/permissions/task-permissions.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { findLovedOneRole, isUuid, type TeamViewer } from '../loved-ones/loved-one-access.ts';
import { tasks } from './tasks.schema.ts';

/**
 * The task and the user as a viewer on its loved one's team. A missing task, a hidden one and someone else's
 * all answer the same 404, so a task id reveals nothing.
 */
export async function requireTaskForUser(
  db: Db,
  userId: string,
  taskId: string,
  options: { lock?: boolean } = {},
): Promise<{ task: typeof tasks.$inferSelect; viewer: TeamViewer }> {
  if (!isUuid(taskId)) throw notFound(TASK_MESSAGES.notFound);
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), ne(tasks.status, 'hidden')));
  const [task] = await (options.lock ? query.for('update') : query);
  if (!task) throw notFound(TASK_MESSAGES.notFound);
  const role = await findLovedOneRole(db, userId, task.lovedOneId);
  if (!role) throw notFound(TASK_MESSAGES.notFound);
  return { task, viewer: { userId, role } };
}
