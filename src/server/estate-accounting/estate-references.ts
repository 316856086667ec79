import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { estateHeirs } from './estate-accounting.schema.ts';

// What a line, a plan or a gift names must belong to the same estate: another estate's item or heir
// reads as not found, so an id never reveals what it belongs to.

/** The inventory item of this loved one, or null. */
export async function findEstateItem(db: Db, lovedOneId: string, itemId: string) {
  const [item] = await db
    .select({ isDebt: inventoryItems.isDebt })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.lovedOneId, lovedOneId)));
  return item ?? null;
}

/** Whether the heir is one of this loved one's estate. */
export async function isEstateHeir(db: Db, lovedOneId: string, heirId: string): Promise<boolean> {
  const [heir] = await db
    .select({ id: estateHeirs.id })
    .from(estateHeirs)
    .where(and(eq(estateHeirs.id, heirId), eq(estateHeirs.lovedOneId, lovedOneId)));
  return heir !== undefined;
}
