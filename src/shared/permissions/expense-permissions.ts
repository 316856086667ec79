import { INVENTORY_MESSAGES } from '#shared/inventory/inventory-schemas.ts';
import { isAdmin, onTeam, type Policy, type Viewer } from './policy.ts';

/** An executor expense as its policy sees it: who added it and who paid it. */
export type ExpenseSubject = { createdByUserId: string | null; paidByUserId: string | null };

/**
 * An expense whose payer is still to be chosen: whoever may record it may name anyone as the payer,
 * so the expense form shows "Paid by" to them only.
 */
export const PAYER_TO_CHOOSE: ExpenseSubject = { createdByUserId: null, paidByUserId: null };

export type ExpenseAction = 'record' | 'edit' | 'delete' | 'reimburse';

const isSelf = (viewer: Viewer, userId: string | null) => viewer.userId !== null && userId === viewer.userId;

/**
 * Anyone on the team logs what they spent. The admin records an expense paid by anyone, edits and
 * deletes every expense and marks them reimbursed (the executor pays them back); a support member
 * records only what they paid themselves and changes only the expenses they added.
 */
export const expensePolicy: Policy<ExpenseSubject, ExpenseAction> = {
  sees: onTeam,
  may: {
    record: (viewer, expense) => isAdmin(viewer) || isSelf(viewer, expense.paidByUserId),
    edit: (viewer, expense) => isAdmin(viewer) || isSelf(viewer, expense.createdByUserId),
    delete: (viewer, expense) => isAdmin(viewer) || isSelf(viewer, expense.createdByUserId),
    reimburse: isAdmin,
  },
  refusals: {
    record: INVENTORY_MESSAGES.paidBySelf,
    edit: INVENTORY_MESSAGES.editExpenseForbidden,
    delete: INVENTORY_MESSAGES.editExpenseForbidden,
    reimburse: INVENTORY_MESSAGES.reimburseOnlyAdmin,
  },
};
