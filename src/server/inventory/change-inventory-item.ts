import { isFinalStatus } from '#shared/inventory/inventory-kinds.ts';
import type { InventoryItemUpdate } from '#shared/inventory/inventory-schemas.ts';
import { inventoryItemPolicy } from '#shared/permissions/inventory-permissions.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { assertAssignable } from '../tasks/assert-assignable.ts';
import { requireInventoryItem, updateInventoryItem } from './inventory-items.repository.ts';
import { toItemView } from './inventory-views.ts';
import { completeTaskWhenItemsDone, resolveItemTask } from './item-tasks.ts';
import { type ItemParams, openItem } from './open-inventory.ts';

/**
 * Changes an item its viewer may edit. Giving it to someone else or to another checklist task is the
 * admin's; closing, transferring or claiming it completes its task once all the task's items are done.
 */
export async function changeInventoryItem(
  db: Db,
  input: {
    userId: string;
    params: ItemParams;
    update: InventoryItemUpdate;
    today: string;
    mail: MailContext;
  },
) {
  const { userId, update, today, mail } = input;
  // Checked and written on the row locked: an admin giving the item to someone else at the same moment
  // wins, and the member's change, no longer theirs to make, is refused.
  const changed = await db.transaction(async (tx) => {
    const opened = await openItem(tx, userId, input.params, 'edit', { lock: true });
    const { lovedOneId, team, viewer, item: current } = opened;
    const assignee =
      update.assignedToUserId !== undefined ? update.assignedToUserId : current.assignedToUserId;
    if (assignee !== current.assignedToUserId) {
      authorize(inventoryItemPolicy, viewer, 'assign', current, 'Item not found');
      assertAssignable(assignee, team);
    }
    const relinks = update.taskId !== undefined && update.taskId !== current.taskId;
    if (relinks) authorize(inventoryItemPolicy, viewer, 'linkTask', current, 'Item not found');
    const taskId = relinks
      ? await resolveItemTask(tx, {
          lovedOneId,
          choice: update.taskId ?? null,
          item: {
            kind: update.kind ?? current.kind,
            institution: update.institution ?? current.institution,
            assignedToUserId: assignee,
          },
          userId,
          mail,
        })
      : undefined;
    const row = await updateInventoryItem(tx, current, update, taskId, today);
    if (row.taskId && isFinalStatus(row.status))
      await completeTaskWhenItemsDone(tx, { taskId: row.taskId, actorUserId: userId, mail });
    return opened;
  });
  const { lovedOneId, team, viewer, item } = changed;
  return toItemView(await requireInventoryItem(db, lovedOneId, item.id), team, viewer);
}
