import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { authorizeRemoval } from '../infra/authorize.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { deleteExpenseRow, findExpense } from './expenses.repository.ts';
import type { ExpenseParams } from './open-inventory.ts';

/**
 * Deletes an expense and then its receipt, which has no use without it; one already gone is no error
 * (decision 081).
 */
export async function removeExpense(deps: AppDeps, userId: string, params: ExpenseParams): Promise<void> {
  // The team is not needed to remove, only who is asking.
  const { row: lovedOne, viewer } = await requireLovedOne(deps.db, userId, params.lovedOneId);
  // Checked and deleted on the row locked, so an expense paid back at that moment stays the admin's.
  const expense = await deps.db.transaction(async (tx) => {
    const found = await findExpense(tx, lovedOne.id, params.expenseId, { lock: true });
    const removable = authorizeRemoval(expensePolicy, viewer, 'delete', found);
    if (removable) await deleteExpenseRow(tx, removable.id);
    return removable;
  });
  if (!expense) return;
  await deleteFilesAfterCommit(deps, [expense.receiptKey]);
}
