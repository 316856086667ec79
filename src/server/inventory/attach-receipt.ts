import { fileNameForContent } from '#shared/files/file-names.ts';
import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { checkUploadedDocument } from '../infra/check-uploaded-document.ts';
import { deletedUnlessSaved, deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import type { UploadedFile } from '../infra/uploaded-file.ts';
import { newReceiptKey, requireExpense, setExpenseReceipt } from './expenses.repository.ts';
import { toExpenseView } from './inventory-views.ts';
import { type ExpenseParams, openExpense } from './open-inventory.ts';

const NO_RECEIPT_MESSAGE = 'Please choose a receipt to upload';

/**
 * Stores the receipt of an expense its viewer may edit. It must be a PDF, JPEG or PNG by its bytes,
 * at most 10 MB, and is named with that type's extension; a new one replaces the old.
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
  const { lovedOneId, viewer, expense } = await openExpense(db, input.userId, input.params);
  authorize(expensePolicy, viewer, 'edit', expense, 'Expense not found');
  const file = await input.readFile();
  if (!file) throw new AppError('VALIDATION_FAILED', NO_RECEIPT_MESSAGE);
  const contentType = await checkUploadedDocument(file);
  const key = newReceiptKey(lovedOneId, expense.id);
  // Stored before the row is locked, so no one waits on the storage.
  await storage.put(key, file.bytes, contentType);
  // Asked again on the row locked: the file may take a while to arrive, and an expense the admin paid back
  // meanwhile is no longer the member's to change (changeExpense).
  const { view, replacedKey } = await deletedUnlessSaved(
    deps,
    key,
    db.transaction(async (tx) => {
      const opened = await openExpense(tx, input.userId, input.params, { lock: true });
      authorize(expensePolicy, opened.viewer, 'edit', opened.expense, 'Expense not found');
      await setExpenseReceipt(tx, opened.expense.id, {
        key,
        contentType,
        fileName: fileNameForContent(file.name, contentType),
      });
      const saved = await requireExpense(tx, lovedOneId, opened.expense.id);
      return {
        view: toExpenseView(saved, opened.team, opened.viewer),
        replacedKey: opened.expense.receiptKey,
      };
    }),
  );
  await deleteFilesAfterCommit(deps, [replacedKey]);
  return view;
}
