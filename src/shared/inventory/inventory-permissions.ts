import { INVENTORY_MESSAGES } from './inventory-schemas.ts';

export type InventoryRole = 'admin' | 'support_member';

export type EditVerdict = { canEdit: true } | { canEdit: false; reason: string };

/** The admin edits every item; a member edits the items assigned to them (as with tasks). */
export function itemEditVerdict(
  role: InventoryRole,
  item: { assignedToUserId: string | null },
  userId: string,
): EditVerdict {
  if (role === 'admin' || item.assignedToUserId === userId) return { canEdit: true };
  return { canEdit: false, reason: INVENTORY_MESSAGES.editItemForbidden };
}

/**
 * Anyone on the team may log what they spent; the admin edits every expense, a member only the
 * ones they added. Marking one reimbursed is the admin's (the executor pays it back).
 */
export function expenseEditVerdict(
  role: InventoryRole,
  expense: { createdByUserId: string | null },
  userId: string,
): EditVerdict {
  if (role === 'admin' || expense.createdByUserId === userId) return { canEdit: true };
  return { canEdit: false, reason: INVENTORY_MESSAGES.editExpenseForbidden };
}
