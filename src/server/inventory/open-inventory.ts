import { type InventoryItemAction, inventoryItemPolicy } from '#shared/permissions/inventory-permissions.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { listTeamPeople } from '../tasks/list-team-people.ts';
import { requireExpense } from './expenses.repository.ts';
import { requireInventoryItem } from './inventory-items.repository.ts';

// The first steps of every inventory operation, in one place: who is asking, about which loved
// one's item or expense. Someone off the team gets the same 404 as for a loved one that does not
// exist, before any item or expense id is looked up.

export type ItemParams = { lovedOneId: string; itemId: string };
export type ExpenseParams = { lovedOneId: string; expenseId: string };

/**
 * The loved one (with the day the estate's account starts), the viewer (with their role) and the team,
 * or a 404 for anyone off the team.
 */
export async function openInventory(db: Db, userId: string, lovedOneId: string) {
  const { row, viewer } = await requireLovedOne(db, userId, lovedOneId);
  const team = await listTeamPeople(db, row.id);
  return { lovedOneId: row.id, dateOfDeath: row.dateOfDeath, team, viewer };
}

/** The item of that loved one (404 otherwise), after the action, when given, is allowed (403). */
export async function openItem(
  db: Db,
  userId: string,
  params: ItemParams,
  action?: InventoryItemAction,
  options: { lock?: boolean } = {},
) {
  const inventory = await openInventory(db, userId, params.lovedOneId);
  const item = await requireInventoryItem(db, inventory.lovedOneId, params.itemId, options);
  if (action) authorize(inventoryItemPolicy, inventory.viewer, action, item, 'Item not found');
  return { ...inventory, item };
}

/**
 * The expense of that loved one (404 otherwise); each operation asks the policy for its action, on the
 * row locked when it is about to change it.
 */
export async function openExpense(
  db: Db,
  userId: string,
  params: ExpenseParams,
  options: { lock?: boolean } = {},
) {
  const inventory = await openInventory(db, userId, params.lovedOneId);
  const expense = await requireExpense(db, inventory.lovedOneId, params.expenseId, options);
  return { ...inventory, expense };
}
