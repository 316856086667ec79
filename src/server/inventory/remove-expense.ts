import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { authorize } from '../infra/authorize.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import { deleteExpenseRow } from './expenses.repository.ts';
import { type ExpenseParams, openExpense } from './open-inventory.ts';

/** Deletes an expense and then its receipt, which has no use without it. */
export async function removeExpense(deps: AppDeps, userId: string, params: ExpenseParams): Promise<void> {
  const { viewer, expense } = await openExpense(deps.db, userId, params);
  authorize(expensePolicy, viewer, 'delete', expense, 'Expense not found');
  await deleteExpenseRow(deps.db, expense.id);
  await deleteFilesAfterCommit(deps, [expense.receiptKey]);
}
