import { buildCsv, csvAmount } from '#shared/csv/csv.ts';
import { EXPENSE_CATEGORY_LABELS } from '#shared/inventory/expense-categories.ts';
import type { ExpenseView } from './inventory-views.ts';

const EXPENSES_CSV_HEADER = [
  'Date',
  'Payee',
  'Category',
  'Amount (USD)',
  'Paid by',
  'Reimbursed',
  'Reimbursed on',
  'Receipt',
  'Notes',
] as const;

/**
 * One row per expense for the estate's accountant or the court, amounts as a spreadsheet reads them.
 */
export function buildExpensesCsv(expenses: readonly ExpenseView[]): string {
  return buildCsv([
    EXPENSES_CSV_HEADER,
    ...expenses.map((expense) => [
      expense.paidOn,
      expense.payee,
      EXPENSE_CATEGORY_LABELS[expense.category],
      csvAmount(expense.amountCents),
      expense.paidByName ?? 'Former team member',
      expense.reimbursed ? 'Yes' : 'No',
      expense.reimbursedOn ?? '',
      expense.receiptFileName ?? '',
      expense.notes ?? '',
    ]),
  ]);
}
