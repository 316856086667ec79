import { expensePolicy } from '#shared/permissions/expense-permissions.ts';
import { inventoryItemPolicy } from '#shared/permissions/inventory-permissions.ts';
import { permittedActions, type Viewer } from '#shared/permissions/policy.ts';
import { nameOf, type TeamPerson } from '../tasks/list-team-people.ts';
import type { ExpenseRow } from './expenses.repository.ts';
import type { ListedItemRow } from './inventory-items.repository.ts';

export const toItemView = (row: ListedItemRow, team: readonly TeamPerson[], viewer: Viewer) => ({
  id: row.id,
  kind: row.kind,
  institution: row.institution,
  referenceLast4: row.referenceLast4,
  contactPhone: row.contactPhone,
  contactAddress: row.contactAddress,
  contactWebsite: row.contactWebsite,
  estimatedValueCents: row.estimatedValueCents,
  isDebt: row.isDebt,
  ownership: row.ownership,
  isHome: row.isHome,
  status: row.status,
  notifiedOn: row.notifiedOn,
  inProgressOn: row.inProgressOn,
  finishedOn: row.finishedOn,
  notes: row.notes,
  assignedToUserId: row.assignedToUserId,
  assigneeName: nameOf(team, row.assignedToUserId),
  taskId: row.taskId,
  taskTitle: row.taskTitle,
  accountEntries: row.accountEntries,
  can: permittedActions(inventoryItemPolicy, viewer, row),
});

export const toExpenseView = (row: ExpenseRow, team: readonly TeamPerson[], viewer: Viewer) => ({
  id: row.id,
  paidOn: row.paidOn,
  payee: row.payee,
  amountCents: row.amountCents,
  category: row.category,
  paidByUserId: row.paidByUserId,
  // Someone who left the team, or whose account is gone, is still named: the estate owes them.
  paidByName: nameOf(team, row.paidByUserId) ?? row.paidByName,
  notes: row.notes,
  reimbursed: row.reimbursed,
  reimbursedOn: row.reimbursedOn,
  receiptFileName: row.receiptKey ? row.receiptFileName : null,
  can: permittedActions(expensePolicy, viewer, row),
});
export type ExpenseView = ReturnType<typeof toExpenseView>;
