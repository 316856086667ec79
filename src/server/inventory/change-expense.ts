import type { ExpenseUpdate } from '#shared/inventory/inventory-schemas.ts';
import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import { assertAssignable } from '../tasks/assert-assignable.ts';
import { nameOf } from '../tasks/list-team-people.ts';
import { updateExpense } from './expenses.repository.ts';
import { toExpenseView } from './inventory-views.ts';
import { type ExpenseParams, openExpense } from './open-inventory.ts';

/** Changes an expense its viewer may edit; marking it reimbursed and naming another payer are asked apart. */
export async function changeExpense(
  db: Db,
  input: { userId: string; params: ExpenseParams; update: ExpenseUpdate },
) {
  const { userId, update } = input;
  const { team, viewer, expense: current } = await openExpense(db, userId, input.params);
  authorize(expensePolicy, viewer, 'edit', current, 'Expense not found');
  if (update.reimbursed !== undefined && update.reimbursed !== current.reimbursed)
    authorize(expensePolicy, viewer, 'reimburse', current, 'Expense not found');
  // Blank "paid by" on an update keeps the payer rather than losing who paid.
  const { paidByUserId, ...rest } = update;
  if (paidByUserId) {
    authorize(expensePolicy, viewer, 'record', { ...current, paidByUserId }, 'Expense not found');
    assertAssignable(paidByUserId, team);
  }
  const row = await updateExpense(
    db,
    current.id,
    paidByUserId ? { ...update, paidByName: nameOf(team, paidByUserId) } : rest,
  );
  return toExpenseView(row, team, viewer);
}
