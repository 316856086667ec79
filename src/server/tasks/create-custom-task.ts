import { eq, max } from 'drizzle-orm';
import { areaForCategory, type CustomTask } from '#shared/tasks/task-schemas.ts';
import { recordTaskCreated } from '../activity/record-task-activity.ts';
import type { Db } from '../db/client.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { assertAssignable } from './assert-assignable.ts';
import type { TeamPerson } from './list-team-people.ts';
import { tasks } from './tasks.schema.ts';

/** A custom task starts pending, is marked custom and counts towards its category's section card. */
export async function createCustomTask(
  db: Db,
  input: {
    lovedOneId: string;
    createdByUserId: string;
    task: CustomTask;
    team: readonly TeamPerson[];
    /** Links and signing for the assignment notice, when the task is assigned on creation. */
    mail?: MailContext;
  },
) {
  const { lovedOneId, createdByUserId, task, team } = input;
  assertAssignable(task.assignedToUserId, team);
  // The feed entry and the assignment notice are written with the task, so neither exists without it.
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sortOrder: max(tasks.sortOrder) })
      .from(tasks)
      .where(eq(tasks.lovedOneId, lovedOneId));
    const [row] = await tx
      .insert(tasks)
      .values({
        lovedOneId,
        title: task.title,
        category: task.category,
        area: areaForCategory(task.category),
        description: task.description,
        assignedToUserId: task.assignedToUserId,
        dueDate: task.dueDate,
        status: 'pending',
        isCustom: true,
        isPersonalized: false,
        createdByUserId,
        sortOrder: (last?.sortOrder ?? 0) + 1,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordTaskCreated(tx, { task: row, actorUserId: createdByUserId, mail: input.mail });
    return row;
  });
}
