import { sumExpenses, sumInventory } from '#shared/inventory/inventory-totals.ts';
import type { Db } from '../db/client.ts';
import { listExpenses } from './expenses.repository.ts';
import { listInventoryItems } from './inventory-items.repository.ts';
import { openInventory } from './open-inventory.ts';

/** The inventory's and the expenses' totals, for anyone on the team. */
export async function sumEstateTotals(db: Db, userId: string, lovedOneId: string) {
  const inventory = await openInventory(db, userId, lovedOneId);
  const [items, expenses] = await Promise.all([
    listInventoryItems(db, inventory.lovedOneId),
    listExpenses(db, inventory.lovedOneId),
  ]);
  return { inventory: sumInventory(items), expenses: sumExpenses(expenses) };
}
