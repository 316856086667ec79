import { expenseDateProblem } from '#shared/estate-accounting/expense-dates.ts';
import type { ExpenseUpdate } from '#shared/inventory/inventory-schemas.ts';
import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import type { Db } from '../db/client.ts';
import { invalidField } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { assertAssignable } from '../tasks/assert-assignable.ts';
import { nameOf } from '../tasks/list-team-people.ts';
import { updateExpense } from './expenses.repository.ts';
import { toExpenseView } from './inventory-views.ts';
import { type ExpenseParams, openExpense } from './open-inventory.ts';

/**
 * Changes an expense its viewer may edit; marking it reimbursed (or changing the day it was) and naming
 * another payer are asked apart. Marked reimbursed without a day, it was paid back today; marked not,
 * it has no such day. The days are checked, as they will be, when either changes.
 */
export async function changeExpense(
  db: Db,
  input: { userId: string; params: ExpenseParams; today: string; update: ExpenseUpdate },
) {
  const { userId, update } = input;
  // Checked and written on the row locked: the admin paying it back at the same moment wins, and the
  // member's change, no longer theirs to make, is refused.
  return db.transaction(async (tx) => {
    const {
      dateOfDeath,
      team,
      viewer,
      expense: current,
    } = await openExpense(tx, userId, input.params, {
      lock: true,
    });
    authorize(expensePolicy, viewer, 'edit', current, 'Expense not found');
    const reimbursed = update.reimbursed ?? current.reimbursed;
    const reimbursedOn = reimbursed ? (update.reimbursedOn ?? current.reimbursedOn ?? input.today) : null;
    if (reimbursed !== current.reimbursed || reimbursedOn !== current.reimbursedOn)
      authorize(expensePolicy, viewer, 'reimburse', current, 'Expense not found');
    const paidOn = update.paidOn ?? current.paidOn;
    if (paidOn !== current.paidOn || reimbursedOn !== current.reimbursedOn) {
      const dateProblem = expenseDateProblem({ paidOn, reimbursedOn }, { dateOfDeath, today: input.today });
      if (dateProblem) throw invalidField(dateProblem.field, dateProblem.message);
    }
    // Blank "paid by" on an update keeps the payer rather than losing who paid.
    const { paidByUserId, ...rest } = { ...update, reimbursedOn };
    if (paidByUserId) {
      authorize(expensePolicy, viewer, 'record', { ...current, paidByUserId }, 'Expense not found');
      assertAssignable(paidByUserId, team);
    }
    const row = await updateExpense(
      tx,
      current.id,
      paidByUserId ? { ...rest, paidByUserId, paidByName: nameOf(team, paidByUserId) } : rest,
    );
    return toExpenseView(row, team, viewer);
  });
}
