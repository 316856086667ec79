import { sumInventory } from '#shared/inventory/inventory-totals.ts';
import { inventoryItemPolicy, NEW_ITEM } from '#shared/permissions/inventory-permissions.ts';
import { permittedActions } from '#shared/permissions/policy.ts';
import type { Db } from '../db/client.ts';
import { listInventoryItems } from './inventory-items.repository.ts';
import { toItemView } from './inventory-views.ts';
import { listLinkableTasks } from './item-tasks.ts';
import { openInventory } from './open-inventory.ts';

/**
 * The inventory tab in one answer: items, their totals, the team (assignees), the checklist tasks an
 * item can be linked to, and what the viewer may do with an item not added yet.
 */
export async function listInventory(db: Db, userId: string, lovedOneId: string) {
  const inventory = await openInventory(db, userId, lovedOneId);
  const { team, viewer } = inventory;
  const [rows, tasks] = await Promise.all([
    listInventoryItems(db, inventory.lovedOneId),
    listLinkableTasks(db, inventory.lovedOneId),
  ]);
  return {
    items: rows.map((row) => toItemView(row, team, viewer)),
    totals: sumInventory(rows),
    team,
    tasks,
    can: permittedActions(inventoryItemPolicy, viewer, NEW_ITEM),
  };
}
