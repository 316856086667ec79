import { expenseDateProblem } from '#shared/estate-accounting/expense-dates.ts';
import type { ExpenseData } from '#shared/inventory/inventory-schemas.ts';
import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { Db } from '../db/client.ts';
import { invalidField } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { makeOnce } from '../infra/make-once.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import { assertAssignable } from '../tasks/assert-assignable.ts';
import { nameOf } from '../tasks/list-team-people.ts';
import { insertExpense, requireExpense } from './expenses.repository.ts';
import { toExpenseView } from './inventory-views.ts';
import { openInventory } from './open-inventory.ts';

/**
 * Logs what someone on the team spent; left blank, the payer is whoever logs it. Logged as paid back
 * already (by the admin), it was paid back today unless the day is given. The team's feed hears of it
 * in the same transaction. The same form sent again with its submission key leads to the expense it
 * logged (makeOnce).
 */
export async function addExpense(
  db: Db,
  input: {
    userId: string;
    lovedOneId: string;
    today: string;
    expense: ExpenseData;
    submissionKey: string | undefined;
  },
) {
  const { userId, expense, submissionKey } = input;
  const { lovedOneId, dateOfDeath, team, viewer } = await openInventory(db, userId, input.lovedOneId);
  const proposed = {
    createdByUserId: userId,
    paidByUserId: expense.paidByUserId ?? userId,
    reimbursed: false,
  };
  authorize(expensePolicy, viewer, 'record', proposed, LOVED_ONE_NOT_FOUND);
  if (expense.reimbursed) authorize(expensePolicy, viewer, 'reimburse', proposed, LOVED_ONE_NOT_FOUND);
  assertAssignable(proposed.paidByUserId, team);
  const reimbursedOn = expense.reimbursed ? (expense.reimbursedOn ?? input.today) : null;
  const dateProblem = expenseDateProblem(
    { paidOn: expense.paidOn, reimbursedOn },
    { dateOfDeath, today: input.today },
  );
  if (dateProblem) throw invalidField(dateProblem.field, dateProblem.message);
  const logged = await db.transaction((tx) =>
    makeOnce(
      tx,
      { userId, kind: 'expense', key: submissionKey },
      async () => {
        const inserted = await insertExpense(tx, {
          lovedOneId,
          createdByUserId: userId,
          expense: {
            ...expense,
            reimbursedOn,
            paidByUserId: proposed.paidByUserId,
            paidByName: nameOf(team, proposed.paidByUserId),
          },
        });
        // The payee names it; the amount and notes stay on the expenses panel.
        await recordActivity(tx, {
          lovedOneId,
          kind: 'expense_added',
          actorUserId: userId,
          label: inserted.payee,
        });
        return inserted;
      },
      (id) => requireExpense(tx, lovedOneId, id),
    ),
  );
  return toExpenseView(logged, team, viewer);
}
