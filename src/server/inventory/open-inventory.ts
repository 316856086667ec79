import { expenseEditVerdict, itemEditVerdict } from '#shared/inventory/inventory-permissions.ts';
import { INVENTORY_MESSAGES } from '#shared/inventory/inventory-schemas.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { listTeamPeople } from '../tasks/list-team-people.ts';
import { requireExpense } from './expenses.repository.ts';
import { requireInventoryItem } from './inventory-items.repository.ts';
import type { Viewer } from './inventory-views.ts';

// The first steps of every inventory route, in one place: who is asking, about which loved one's
// item or expense, and may they do what they ask.

/** The loved one, the viewer's role and the team, or the same 404 for anyone without access. */
export async function openInventory(
  db: Db,
  userId: string,
  lovedOneId: string,
  options: { only?: 'admin' } = {},
) {
  const { row, role } = await requireLovedOne(db, userId, lovedOneId, options);
  const team = await listTeamPeople(db, row.id);
  return { lovedOneId: row.id, team, viewer: { userId, role } satisfies Viewer };
}

/** What the caller means to do with an item or expense: read it, change it, or delete an item (admin). */
type Intent = 'read' | 'edit' | 'delete';

/**
 * Every item route's first steps: the inventory (404 without access), the item of that loved one
 * (404 otherwise), then the permission for the intent (403 with the reason).
 */
export async function openItem(
  db: Db,
  userId: string,
  params: { lovedOneId: string; itemId: string },
  intent: Intent,
) {
  const inventory = await openInventory(db, userId, params.lovedOneId);
  const item = await requireInventoryItem(db, inventory.lovedOneId, params.itemId);
  if (intent === 'delete' && inventory.viewer.role !== 'admin')
    throw new AppError('FORBIDDEN', INVENTORY_MESSAGES.deleteItemOnlyAdmin);
  if (intent === 'edit') {
    const verdict = itemEditVerdict(inventory.viewer.role, item, userId);
    if (!verdict.canEdit) throw new AppError('FORBIDDEN', verdict.reason);
  }
  return { ...inventory, item };
}

/** The same steps for an expense: anyone on the team reads it; editing and deleting follow one rule. */
export async function openExpense(
  db: Db,
  userId: string,
  params: { lovedOneId: string; expenseId: string },
  intent: Exclude<Intent, 'delete'>,
) {
  const inventory = await openInventory(db, userId, params.lovedOneId);
  const expense = await requireExpense(db, inventory.lovedOneId, params.expenseId);
  if (intent === 'edit') {
    const verdict = expenseEditVerdict(inventory.viewer.role, expense, userId);
    if (!verdict.canEdit) throw new AppError('FORBIDDEN', verdict.reason);
  }
  return { ...inventory, expense };
}
