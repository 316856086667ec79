import { INVENTORY_MESSAGES } from '#shared/inventory/inventory-schemas.ts';
import { inventoryItemPolicy } from '#shared/permissions/inventory-permissions.ts';
import type { Db } from '../db/client.ts';
import { isForeignKeyViolation } from '../db/constraint-violations.ts';
import { AppError } from '../infra/app-error.ts';
import { authorizeRemoval } from '../infra/authorize.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { deleteInventoryItem, findInventoryItem } from './inventory-items.repository.ts';
import type { ItemParams } from './open-inventory.ts';

/**
 * Deletes an item (the admin's); a checklist task linked to it stays on the checklist. An item already
 * gone is removed as far as anyone asked (decision 081). One the estate account names stays, or the
 * account's reports would change without a word (decision 101).
 */
export async function removeInventoryItem(db: Db, userId: string, params: ItemParams): Promise<void> {
  // The team is not needed to remove, only who is asking.
  const { row: lovedOne, viewer } = await requireLovedOne(db, userId, params.lovedOneId);
  const found = await findInventoryItem(db, lovedOne.id, params.itemId);
  const item = authorizeRemoval(inventoryItemPolicy, viewer, 'delete', found);
  if (!item) return;
  const namedByTheAccount = () =>
    new AppError(
      'CONFLICT',
      INVENTORY_MESSAGES.inTheEstateAccount(item.institution, Math.max(1, item.accountEntries)),
    );
  if (item.accountEntries > 0) throw namedByTheAccount();
  try {
    await deleteInventoryItem(db, item.id);
  } catch (error) {
    // An entry naming it was recorded since it was read: the database keeps the item.
    if (isForeignKeyViolation(error)) throw namedByTheAccount();
    throw error;
  }
}
