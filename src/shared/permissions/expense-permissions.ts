import { INVENTORY_MESSAGES } from '#shared/inventory/inventory-schemas.ts';
import { isAdmin, onTeam, type Policy, type Viewer } from './policy.ts';

/** An executor expense as its policy sees it: who added it, who paid it, and whether it was paid back. */
export type ExpenseSubject = {
  createdByUserId: string | null;
  paidByUserId: string | null;
  reimbursed: boolean;
};

/**
 * An expense whose payer is still to be chosen: whoever may record it may name anyone as the payer,
 * so the expense form shows "Paid by" to them only.
 */
export const PAYER_TO_CHOOSE: ExpenseSubject = {
  createdByUserId: null,
  paidByUserId: null,
  reimbursed: false,
};

export type ExpenseAction = 'record' | 'edit' | 'delete' | 'reimburse';

const isSelf = (viewer: Viewer, userId: string | null) => viewer.userId !== null && userId === viewer.userId;

const isOwnUnpaid = (viewer: Viewer, expense: ExpenseSubject) =>
  isSelf(viewer, expense.createdByUserId) && !expense.reimbursed;

/**
 * Anyone on the team logs what they spent. The admin records an expense paid by anyone, edits and
 * deletes every expense and marks them reimbursed (the executor pays them back); a support member
 * records only what they paid themselves and changes only the expenses they added, until they are
 * paid back: a reimbursed expense is a line of the estate's accounting, which only the admin keeps
 * (decision 070).
 */
export const expensePolicy: Policy<ExpenseSubject, ExpenseAction> = {
  sees: onTeam,
  may: {
    record: (viewer, expense) => isAdmin(viewer) || isSelf(viewer, expense.paidByUserId),
    edit: (viewer, expense) => isAdmin(viewer) || isOwnUnpaid(viewer, expense),
    delete: (viewer, expense) => isAdmin(viewer) || isOwnUnpaid(viewer, expense),
    reimburse: isAdmin,
  },
  refusals: {
    record: INVENTORY_MESSAGES.paidBySelf,
    edit: INVENTORY_MESSAGES.editExpenseForbidden,
    delete: INVENTORY_MESSAGES.editExpenseForbidden,
    reimburse: INVENTORY_MESSAGES.reimburseOnlyAdmin,
  },
};
