import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ASSET_PLANS } from '#shared/estate-accounting/asset-plans.ts';
import { LEDGER_KINDS } from '#shared/estate-accounting/ledger.ts';
import { users } from '../auth/auth.schema.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

/**
 * An heir or beneficiary of the estate and their share (decision 071), in basis points: 5000 is 50%.
 * No share means a specific gift only. Together the shares never pass 10,000 (checked when written).
 */
export const estateHeirs = pgTable(
  'estate_heirs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relationship: text('relationship'),
    shareBasisPoints: integer('share_basis_points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('estate_heirs_loved_one_idx').on(table.lovedOneId)],
);

/**
 * One line of the estate account (issue 23, decision 070): money in, money paid out for the estate, or
 * what reached an heir. Integer cents in a bigint, as the inventory's amounts.
 */
export const estateLedgerEntries = pgTable(
  'estate_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Who paid or was paid; null on a distribution, which names its heir (older ones may name a party). */
    party: text('party'),
    description: text('description').notNull(),
    /**
     * The inventory debt this payment reduces. An item the account names is not removed (decision 101);
     * rows from before that may have lost theirs (null).
     */
    debtItemId: uuid('debt_item_id').references(() => inventoryItems.id, { onDelete: 'no action' }),
    /**
     * The heir a distribution reached. An heir with distributions is not removed; the check is at the
     * statement's end (no action, not restrict), so deleting the loved one still takes both.
     */
    heirId: uuid('heir_id').references(() => estateHeirs.id, { onDelete: 'no action' }),
    /** Property given rather than cash: never part of the cash on hand, even once its item is gone. */
    inKind: boolean('in_kind').notNull().default(false),
    /** The property given in kind; kept like the debt's item. */
    inKindItemId: uuid('in_kind_item_id').references(() => inventoryItems.id, { onDelete: 'no action' }),
    /** Money in from this inventory asset, sold or closed into the estate's account (decision 088); kept like the debt's item. */
    fromItemId: uuid('from_item_id').references(() => inventoryItems.id, { onDelete: 'no action' }),
    notes: text('notes'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('estate_ledger_entries_loved_one_idx').on(table.lovedOneId, table.onDate)],
);

/**
 * What the executor means to do with an asset of the inventory (decision 072): one row per item that has
 * a plan, gone with the item. An heir removed leaves the plan to give it, with nobody named yet.
 */
export const estateAssetPlans = pgTable(
  'estate_asset_plans',
  {
    itemId: uuid('item_id')
      .primaryKey()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ASSET_PLANS }).notNull(),
    heirId: uuid('heir_id').references(() => estateHeirs.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('estate_asset_plans_loved_one_idx').on(table.lovedOneId)],
);

/** An entry of the executor's time log (decision 073): a day, the minutes spent, and what was done. */
export const executorTimeEntries = pgTable(
  'executor_time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    work: text('work').notNull(),
    loggedByUserId: text('logged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('executor_time_entries_loved_one_idx').on(table.lovedOneId, table.onDate)],
);
