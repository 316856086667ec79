import { eq, max } from 'drizzle-orm';
import { areaForCategory, type CustomTask } from '#shared/tasks/task-schemas.ts';
import type { Db } from '../db/client.ts';
import { assertAssignable } from './assert-assignable.ts';
import type { TeamPerson } from './list-team-people.ts';
import { tasks } from './tasks.schema.ts';

/** A custom task starts pending, is marked custom and counts towards its category's section card. */
export async function createCustomTask(
  db: Db,
  input: { lovedOneId: string; createdByUserId: string; task: CustomTask; team: readonly TeamPerson[] },
) {
  const { lovedOneId, createdByUserId, task, team } = input;
  assertAssignable(task.assignedToUserId, team);
  const [last] = await db
    .select({ sortOrder: max(tasks.sortOrder) })
    .from(tasks)
    .where(eq(tasks.lovedOneId, lovedOneId));
  const [row] = await db
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
  return row;
}
