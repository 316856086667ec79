import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '#shared/estate-accounting/ledger.ts';
import { users } from '../auth/auth.schema.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

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
    party: text('party').notNull(),
    description: text('description').notNull(),
    /** The inventory debt this payment reduces; null once that item is removed (the payment stays). */
    debtItemId: uuid('debt_item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('estate_ledger_entries_loved_one_idx').on(table.lovedOneId, table.onDate)],
);
