import { sumExpenses } from '#shared/inventory/inventory-totals.ts';
import { expensePolicy, PAYER_TO_CHOOSE } from '#shared/permissions/expense-permissions.ts';
import { permittedActions } from '#shared/permissions/policy.ts';
import type { Db } from '../db/client.ts';
import { listExpenses } from './expenses.repository.ts';
import { toExpenseView } from './inventory-views.ts';
import { openInventory } from './open-inventory.ts';

/**
 * The team's expenses with their totals, the team (payers), and what the viewer may do with a new
 * expense (whether they may name someone else as its payer).
 */
export async function listExecutorExpenses(db: Db, userId: string, lovedOneId: string) {
  const inventory = await openInventory(db, userId, lovedOneId);
  const { team, viewer } = inventory;
  const rows = await listExpenses(db, inventory.lovedOneId);
  return {
    expenses: rows.map((row) => toExpenseView(row, team, viewer)),
    totals: sumExpenses(rows),
    team,
    can: permittedActions(expensePolicy, viewer, PAYER_TO_CHOOSE),
  };
}
