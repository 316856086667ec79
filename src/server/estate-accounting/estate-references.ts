import { and, eq } from 'drizzle-orm';
import { LEDGER_MESSAGES } from '#shared/estate-accounting/ledger.ts';
import { estateLedgerPolicy } from '#shared/permissions/estate-ledger-permissions.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { estateHeirs } from './estate-accounting.schema.ts';

// Who may change an estate account, and what a line, a plan or a gift names: it must belong to the same
// estate, and another estate's item or heir reads as not found, so an id never reveals what it belongs to.

/** The inventory item of this loved one, or null. */
export async function findEstateItem(db: Db, lovedOneId: string, itemId: string) {
  const [item] = await db
    .select({ isDebt: inventoryItems.isDebt, ownership: inventoryItems.ownership })
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

/**
 * The loved one whose estate account the viewer changes, once the policy allows the action: 404 for
 * anyone off the team, 403 for a member (only the executor keeps the account).
 */
export async function openEstateAccountFor(
  db: Db,
  input: { userId: string; lovedOneId: string },
  action: 'record' | 'change' | 'remove',
  notFoundMessage: string = LEDGER_MESSAGES.entryNotFound,
) {
  const { row, viewer } = await requireLovedOne(db, input.userId, input.lovedOneId);
  authorize(estateLedgerPolicy, viewer, action, {}, notFoundMessage);
  return row;
}
