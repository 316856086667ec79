import { and, asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { datesForStatus, isRealProperty } from '#shared/inventory/inventory-kinds.ts';
import type { InventoryItemData, InventoryItemUpdate } from '#shared/inventory/inventory-schemas.ts';
import type { Db } from '../db/client.ts';
import { estateLedgerEntries } from '../estate-accounting/estate-accounting.schema.ts';
import { notFound } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { inventoryItems } from './inventory.schema.ts';

export type InventoryItemRow = typeof inventoryItems.$inferSelect;
/**
 * An item with the title of its checklist task, for the page to link to it, and how many lines of the
 * estate account name it (such an item is not removed, decision 101).
 */
export type ListedItemRow = InventoryItemRow & { taskTitle: string | null; accountEntries: number };

// Within the item's own estate, which the ledger's index is keyed on, not the whole table for each item.
const accountEntries = sql<number>`(select count(*) from ${estateLedgerEntries} where ${and(
  eq(estateLedgerEntries.lovedOneId, inventoryItems.lovedOneId),
  or(
    eq(estateLedgerEntries.debtItemId, inventoryItems.id),
    eq(estateLedgerEntries.inKindItemId, inventoryItems.id),
    eq(estateLedgerEntries.fromItemId, inventoryItems.id),
  ),
)})`.mapWith(Number);

const listedColumns = { ...getTableColumns(inventoryItems), taskTitle: tasks.title, accountEntries };

export const listInventoryItems = (db: Db, lovedOneId: string): Promise<ListedItemRow[]> =>
  db
    .select(listedColumns)
    .from(inventoryItems)
    .leftJoin(tasks, eq(tasks.id, inventoryItems.taskId))
    .where(eq(inventoryItems.lovedOneId, lovedOneId))
    .orderBy(asc(inventoryItems.kind), asc(inventoryItems.createdAt));

/** The item of this loved one; nothing for an item of another loved one, as for one that does not exist. */
export async function findInventoryItem(
  db: Db,
  lovedOneId: string,
  itemId: string,
  options: { lock?: boolean } = {},
): Promise<ListedItemRow | undefined> {
  if (!isUuid(itemId)) return undefined;
  const select = db
    .select(listedColumns)
    .from(inventoryItems)
    .leftJoin(tasks, eq(tasks.id, inventoryItems.taskId))
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.lovedOneId, lovedOneId)));
  const [row] = options.lock ? await select.for('update', { of: inventoryItems }) : await select;
  return row;
}

/**
 * The item of this loved one, or the same 404 as for an item that does not exist. Locked, when asked,
 * until the transaction ends: a member's right to change it hangs on its being assigned to them.
 */
export async function requireInventoryItem(
  db: Db,
  lovedOneId: string,
  itemId: string,
  options: { lock?: boolean } = {},
): Promise<ListedItemRow> {
  const row = await findInventoryItem(db, lovedOneId, itemId, options);
  if (!row) throw notFound('Item not found');
  return row;
}

const NO_DATES = { notifiedOn: null, inProgressOn: null, finishedOn: null };

export async function insertInventoryItem(
  db: Db,
  input: {
    lovedOneId: string;
    createdByUserId: string;
    item: InventoryItemData;
    taskId: string | null;
    today: string;
  },
): Promise<InventoryItemRow> {
  const { estimatedValue, taskId: _choice, ...item } = input.item;
  const [row] = await db
    .insert(inventoryItems)
    .values({
      ...item,
      ...datesForStatus(item.status, NO_DATES, input.today),
      estimatedValueCents: estimatedValue,
      taskId: input.taskId,
      lovedOneId: input.lovedOneId,
      createdByUserId: input.createdByUserId,
    })
    .returning();
  if (!row) throw new Error('Inventory item insert returned nothing');
  return row;
}

export async function updateInventoryItem(
  db: Db,
  current: InventoryItemRow,
  update: InventoryItemUpdate,
  /** The resolved task when the update changes it; undefined keeps the link. */
  taskId: string | null | undefined,
  today: string,
): Promise<InventoryItemRow> {
  const { estimatedValue, taskId: _choice, isHome, ...fields } = update;
  // A change of kind away from Property, or a tick on another kind, leaves no home behind.
  const home =
    isHome === undefined && fields.kind === undefined
      ? {}
      : { isHome: isRealProperty(fields.kind ?? current.kind) && (isHome ?? current.isHome) };
  const dates =
    fields.status && fields.status !== current.status ? datesForStatus(fields.status, current, today) : {};
  const [row] = await db
    .update(inventoryItems)
    .set({
      ...fields,
      ...home,
      ...dates,
      ...(estimatedValue !== undefined ? { estimatedValueCents: estimatedValue } : {}),
      ...(taskId !== undefined ? { taskId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(inventoryItems.id, current.id))
    .returning();
  if (!row) throw notFound('Item not found');
  return row;
}

export const deleteInventoryItem = (db: Db, itemId: string) =>
  db.delete(inventoryItems).where(eq(inventoryItems.id, itemId));
