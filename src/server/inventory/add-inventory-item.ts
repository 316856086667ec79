import { isFinalStatus } from '#shared/inventory/inventory-kinds.ts';
import type { InventoryItemData } from '#shared/inventory/inventory-schemas.ts';
import { inventoryItemPolicy, NEW_ITEM } from '#shared/permissions/inventory-permissions.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import { madeWithId, makeOnce } from '../infra/make-once.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { assertAssignable } from '../tasks/assert-assignable.ts';
import { insertInventoryItem, requireInventoryItem } from './inventory-items.repository.ts';
import { toItemView } from './inventory-views.ts';
import { completeTaskWhenItemsDone, resolveItemTask } from './item-tasks.ts';
import { openInventory } from './open-inventory.ts';

/**
 * Adds an item (the admin's), linked to a checklist task or to one made for it in the same
 * transaction, so a refused item leaves no orphan task, and told to the team's feed in that
 * transaction too. An item added already closed completes its task once all the task's items are done.
 * The same form sent again with its submission key leads to the item it added (makeOnce).
 */
export async function addInventoryItem(
  db: Db,
  input: {
    userId: string;
    lovedOneId: string;
    item: InventoryItemData;
    today: string;
    mail: MailContext;
    submissionKey: string | undefined;
  },
) {
  const { userId, item, today, mail, submissionKey } = input;
  const { lovedOneId, team, viewer } = await openInventory(db, userId, input.lovedOneId);
  authorize(inventoryItemPolicy, viewer, 'add', NEW_ITEM, LOVED_ONE_NOT_FOUND);
  assertAssignable(item.assignedToUserId, team);
  const added = await db.transaction((tx) =>
    makeOnce(
      tx,
      { userId, kind: 'inventory-item', key: submissionKey },
      async () => {
        const taskId = await resolveItemTask(tx, { lovedOneId, choice: item.taskId, item, userId, mail });
        const row = await insertInventoryItem(tx, {
          lovedOneId,
          createdByUserId: userId,
          item,
          taskId,
          today,
        });
        await recordActivity(tx, {
          lovedOneId,
          kind: 'inventory_item_added',
          actorUserId: userId,
          label: row.institution,
        });
        if (taskId && isFinalStatus(row.status))
          await completeTaskWhenItemsDone(tx, { taskId, actorUserId: userId, mail });
        return { id: row.id };
      },
      madeWithId,
    ),
  );
  return toItemView(await requireInventoryItem(db, lovedOneId, added.id), team, viewer);
}
