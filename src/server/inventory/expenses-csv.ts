import { buildCsv } from '#shared/csv/csv.ts';
import { EXPENSE_CATEGORY_LABELS } from '#shared/inventory/expense-categories.ts';
import { formatCentsPlain } from '#shared/inventory/money.ts';
import type { ExpenseView } from './inventory-views.ts';

const EXPENSES_CSV_HEADER = [
  'Date',
  'Payee',
  'Category',
  'Amount (USD)',
  'Paid by',
  'Reimbursed',
  'Receipt',
  'Notes',
] as const;

/**
 * One row per expense for the estate's accountant or the court. Amounts are written without
 * thousands separators ('1234.56') so a spreadsheet reads them as numbers.
 */
export function buildExpensesCsv(expenses: readonly ExpenseView[]): string {
  return buildCsv([
    EXPENSES_CSV_HEADER,
    ...expenses.map((expense) => [
      expense.paidOn,
      expense.payee,
      EXPENSE_CATEGORY_LABELS[expense.category],
      formatCentsPlain(expense.amountCents).replaceAll(',', ''),
      expense.paidByName ?? 'Former team member',
      expense.reimbursed ? 'Yes' : 'No',
      expense.receiptFileName ?? '',
      expense.notes ?? '',
    ]),
  ]);
}
