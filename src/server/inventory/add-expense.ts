import type { ExpenseData } from '#shared/inventory/inventory-schemas.ts';
import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import { assertAssignable } from '../tasks/assert-assignable.ts';
import { insertExpense } from './expenses.repository.ts';
import { toExpenseView } from './inventory-views.ts';
import { openInventory } from './open-inventory.ts';

/** Logs what someone on the team spent; left blank, the payer is whoever logs it. */
export async function addExpense(
  db: Db,
  input: { userId: string; lovedOneId: string; expense: ExpenseData },
) {
  const { userId, expense } = input;
  const { lovedOneId, team, viewer } = await openInventory(db, userId, input.lovedOneId);
  const proposed = { createdByUserId: userId, paidByUserId: expense.paidByUserId ?? userId };
  authorize(expensePolicy, viewer, 'record', proposed, 'Loved one not found');
  if (expense.reimbursed) authorize(expensePolicy, viewer, 'reimburse', proposed, 'Loved one not found');
  assertAssignable(proposed.paidByUserId, team);
  const row = await insertExpense(db, {
    lovedOneId,
    createdByUserId: userId,
    expense: { ...expense, paidByUserId: proposed.paidByUserId },
  });
  return toExpenseView(row, team, viewer);
}
