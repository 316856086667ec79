import { eq, max } from 'drizzle-orm';
import { recordTaskCreated } from '../activity/record-task-activity.ts';
import type { Db } from '../db/client.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { tasks } from './tasks.schema.ts';

/**
 * A task someone adds by hand (on the checklist, or for an inventory item): pending, marked custom,
 * last on the list, and told to the team's feed (and to its assignee) in the same transaction.
 */
export async function addTaskByHand(
  tx: Db,
  task: {
    lovedOneId: string;
    title: string;
    category: string;
    area: string;
    description?: string | null;
    dueDate?: string | null;
    assignedToUserId: string | null;
    createdByUserId: string;
  },
  mail: MailContext | undefined,
) {
  const [last] = await tx
    .select({ sortOrder: max(tasks.sortOrder) })
    .from(tasks)
    .where(eq(tasks.lovedOneId, task.lovedOneId));
  const [row] = await tx
    .insert(tasks)
    .values({ ...task, status: 'pending', isCustom: true, sortOrder: (last?.sortOrder ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('Task insert returned no row');
  await recordTaskCreated(tx, { task: row, actorUserId: task.createdByUserId, mail });
  return row;
}
