import type { Db } from '../db/client.ts';
import { deleteInventoryItem } from './inventory-items.repository.ts';
import { type ItemParams, openItem } from './open-inventory.ts';

/** Deletes an item (the admin's); a checklist task linked to it stays on the checklist. */
export async function removeInventoryItem(db: Db, userId: string, params: ItemParams): Promise<void> {
  const { item } = await openItem(db, userId, params, 'delete');
  await deleteInventoryItem(db, item.id);
}
