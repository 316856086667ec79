import type { Db } from '../db/client.ts';
import { listExpenses } from './expenses.repository.ts';
import { buildExpensesCsv } from './expenses-csv.ts';
import { toExpenseView } from './inventory-views.ts';
import { openInventory } from './open-inventory.ts';

/** The team's expenses as CSV, for the accountant or the court. */
export async function exportExpensesCsv(db: Db, userId: string, lovedOneId: string): Promise<string> {
  const { lovedOneId: id, team, viewer } = await openInventory(db, userId, lovedOneId);
  const rows = await listExpenses(db, id);
  return buildExpensesCsv(rows.map((row) => toExpenseView(row, team, viewer)));
}
