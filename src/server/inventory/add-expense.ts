import type { ExpenseData } from '#shared/inventory/inventory-schemas.ts';
import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import { assertAssignable } from '../tasks/assert-assignable.ts';
import { insertExpense } from './expenses.repository.ts';
import { toExpenseView } from './inventory-views.ts';
import { openInventory } from './open-inventory.ts';

/**
 * Logs what someone on the team spent; left blank, the payer is whoever logs it. The team's feed
 * hears of it in the same transaction.
 */
export async function addExpense(
  db: Db,
  input: { userId: string; lovedOneId: string; expense: ExpenseData },
) {
  const { userId, expense } = input;
  const { lovedOneId, team, viewer } = await openInventory(db, userId, input.lovedOneId);
  const proposed = { createdByUserId: userId, paidByUserId: expense.paidByUserId ?? userId };
  authorize(expensePolicy, viewer, 'record', proposed, LOVED_ONE_NOT_FOUND);
  if (expense.reimbursed) authorize(expensePolicy, viewer, 'reimburse', proposed, LOVED_ONE_NOT_FOUND);
  assertAssignable(proposed.paidByUserId, team);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertExpense(tx, {
      lovedOneId,
      createdByUserId: userId,
      expense: { ...expense, paidByUserId: proposed.paidByUserId },
    });
    // The payee names it; the amount and notes stay on the expenses panel.
    await recordActivity(tx, {
      lovedOneId,
      kind: 'expense_added',
      actorUserId: userId,
      label: inserted.payee,
    });
    return inserted;
  });
  return toExpenseView(row, team, viewer);
}
