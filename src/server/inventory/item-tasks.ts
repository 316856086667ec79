import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { FINAL_STATUSES, type InventoryKind } from '#shared/inventory/inventory-kinds.ts';
import { INVENTORY_MESSAGES } from '#shared/inventory/inventory-schemas.ts';
import { NEW_TASK, newTaskForItem } from '#shared/inventory/inventory-tasks.ts';
import { recordTaskChange } from '../activity/record-task-activity.ts';
import type { Db } from '../db/client.ts';
import { invalidField } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { addTaskByHand } from '../tasks/add-task-by-hand.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { inventoryItems } from './inventory.schema.ts';

/** The checklist tasks an item can be linked to: the visible ones of the Financial and Accounts cards. */
export const listLinkableTasks = (db: Db, lovedOneId: string) =>
  db
    .select({ id: tasks.id, key: tasks.key, title: tasks.title, status: tasks.status })
    .from(tasks)
    .where(
      and(
        eq(tasks.lovedOneId, lovedOneId),
        ne(tasks.status, 'hidden'),
        inArray(tasks.area, ['financial', 'accounts']),
      ),
    )
    .orderBy(asc(tasks.sortOrder), asc(tasks.createdAt));

const notOnChecklist = () => invalidField('taskId', INVENTORY_MESSAGES.taskNotOnChecklist);

/**
 * The task id to store for the admin's choice: null, a new custom task made for the item (assigned
 * like the item), or an existing visible task of the same loved one. Run inside the item's
 * transaction so a refused item leaves no orphan task.
 */
export async function resolveItemTask(
  tx: Db,
  input: {
    lovedOneId: string;
    choice: string | null;
    item: { kind: InventoryKind; institution: string; assignedToUserId: string | null };
    userId: string;
    mail: MailContext;
  },
): Promise<string | null> {
  const { lovedOneId, choice, item, userId, mail } = input;
  if (choice === null) return null;
  if (choice === NEW_TASK) {
    // The team's feed (and the assignee's notice) hear of it as of any task added by hand.
    const row = await addTaskByHand(
      tx,
      {
        lovedOneId,
        ...newTaskForItem(item),
        assignedToUserId: item.assignedToUserId,
        createdByUserId: userId,
      },
      mail,
    );
    return row.id;
  }
  if (!isUuid(choice)) throw notOnChecklist();
  const [task] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, choice), eq(tasks.lovedOneId, lovedOneId), ne(tasks.status, 'hidden')));
  if (!task) throw notOnChecklist();
  return task.id;
}

/**
 * Completes the task once every item linked to it is closed, transferred or claimed: one closed
 * bank account does not finish "Notify their bank" while another is still open. A task already
 * completed (or hidden) is left as it is, keeping its completion time.
 */
export async function completeTaskWhenItemsDone(
  tx: Db,
  input: { taskId: string; actorUserId: string; mail: MailContext; now?: Date },
): Promise<void> {
  const { taskId, actorUserId, mail, now = new Date() } = input;
  const [open] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.taskId, taskId), notInArray(inventoryItems.status, [...FINAL_STATUSES])))
    .limit(1);
  if (open) return;
  const [before] = await tx.select().from(tasks).where(eq(tasks.id, taskId));
  const [after] = await tx
    .update(tasks)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(tasks.id, taskId), inArray(tasks.status, ['pending', 'in_progress'])))
    .returning();
  // Completed by closing the item: the feed and whoever assigned the task hear of it as of a tick.
  if (before && after) await recordTaskChange(tx, { before, after, actorUserId, mail });
}
