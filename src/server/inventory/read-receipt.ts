import { downloadNameOf } from '#shared/files/file-names.ts';
import type { AppDeps } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { type ExpenseParams, openExpense } from './open-inventory.ts';

/** The stored receipt, for anyone on the team: a receipt has no public address. */
export async function readReceipt(deps: AppDeps, userId: string, params: ExpenseParams) {
  const { expense } = await openExpense(deps.db, userId, params);
  const stored = expense.receiptKey ? await deps.storage.get(expense.receiptKey) : null;
  if (!stored || !expense.receiptContentType) throw new AppError('NOT_FOUND', 'Receipt not found');
  return {
    body: stored.body,
    contentType: expense.receiptContentType,
    fileName: downloadNameOf(expense.receiptFileName ?? 'receipt', expense.receiptContentType),
  };
}
