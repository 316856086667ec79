import { INVENTORY_MESSAGES } from '../inventory/inventory-schemas.ts';
import { ACCOUNT_DATE_MESSAGES, accountDateProblem } from './ledger.ts';

type ExpenseDates = { paidOn: string; reimbursedOn: string | null };
type DateProblem = { field: keyof ExpenseDates; message: string };

/**
 * What is wrong with an expense's days, once known whole (an update merged with what was kept). It may
 * have been paid before the death (a hospital bill, a deposit to the funeral home) but not after today.
 * Paid back, it becomes a line of the estate's account on the day it was paid back: a day in the
 * account's period, from the death to today, and not before it was paid. Null when both days fit.
 */
export function expenseDateProblem(
  expense: ExpenseDates,
  period: { dateOfDeath: string | null; today: string },
): DateProblem | null {
  if (expense.paidOn > period.today) return { field: 'paidOn', message: ACCOUNT_DATE_MESSAGES.inFuture };
  if (expense.reimbursedOn === null) return null;
  const accountProblem = accountDateProblem(expense.reimbursedOn, period);
  if (accountProblem) return { field: 'reimbursedOn', message: accountProblem };
  if (expense.reimbursedOn < expense.paidOn)
    return { field: 'reimbursedOn', message: INVENTORY_MESSAGES.paidBackBeforePaid };
  return null;
}
