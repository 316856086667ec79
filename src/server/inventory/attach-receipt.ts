import { fileNameForContent } from '#shared/files/file-names.ts';
import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { checkUploadedDocument } from '../infra/check-uploaded-document.ts';
import type { UploadedFile } from '../infra/uploaded-file.ts';
import { receiptKeyFor, requireExpense, setExpenseReceipt } from './expenses.repository.ts';
import { toExpenseView } from './inventory-views.ts';
import { type ExpenseParams, openExpense } from './open-inventory.ts';

const NO_RECEIPT_MESSAGE = 'Please choose a receipt to upload';

/**
 * Stores the receipt of an expense its viewer may edit. It must be a PDF, JPEG or PNG by its bytes,
 * at most 10 MB, and is named with that type's extension; a new one replaces the old under the same key.
 */
export async function attachReceipt(
  deps: AppDeps,
  input: {
    userId: string;
    params: ExpenseParams;
    /** Read only once the viewer may edit the expense, so a refused upload is not parsed. */
    readFile: () => Promise<UploadedFile | null>;
  },
) {
  const { db, storage } = deps;
  const { lovedOneId, team, viewer, expense } = await openExpense(db, input.userId, input.params);
  authorize(expensePolicy, viewer, 'edit', expense, 'Expense not found');
  const file = await input.readFile();
  if (!file) throw new AppError('VALIDATION_FAILED', NO_RECEIPT_MESSAGE);
  const contentType = await checkUploadedDocument(file);
  const key = receiptKeyFor(lovedOneId, expense.id);
  await storage.put(key, file.bytes, contentType);
  await setExpenseReceipt(db, expense.id, {
    key,
    contentType,
    fileName: fileNameForContent(file.name, contentType),
  });
  return toExpenseView(await requireExpense(db, lovedOneId, expense.id), team, viewer);
}
