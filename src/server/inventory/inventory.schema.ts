import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXPENSE_CATEGORIES } from '#shared/inventory/expense-categories.ts';
import { INVENTORY_KINDS, INVENTORY_STATUSES } from '#shared/inventory/inventory-kinds.ts';
import { OWNERSHIPS } from '#shared/inventory/ownership.ts';
import { users } from '../auth/auth.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';

// Amounts are integer cents in bigint columns: a house is worth more than an int's $21 million,
// and mode 'number' stays exact up to 2^53 cents (MAX_CENTS keeps inputs far below that).

/** Accounts and assets to notify, chase and close. Only the last 4 digits of a number are kept. */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVENTORY_KINDS }).notNull(),
    institution: text('institution').notNull(),
    referenceLast4: text('reference_last4'),
    contactPhone: text('contact_phone'),
    contactAddress: text('contact_address'),
    contactWebsite: text('contact_website'),
    /** Never negative; `isDebt` says whether it is owed by the estate or owned by it. */
    estimatedValueCents: bigint('estimated_value_cents', { mode: 'number' }),
    isDebt: boolean('is_debt').notNull().default(false),
    /** How the person held it, which decides whether it goes through probate; null: not known yet. */
    ownership: text('ownership', { enum: OWNERSHIPS }),
    /** A Property item that was where they lived (decision 094); false on any other kind. */
    isHome: boolean('is_home').notNull().default(false),
    status: text('status', { enum: INVENTORY_STATUSES }).notNull().default('to_notify'),
    notifiedOn: date('notified_on', { mode: 'string' }),
    inProgressOn: date('in_progress_on', { mode: 'string' }),
    /** When it was closed, transferred or claimed. */
    finishedOn: date('finished_on', { mode: 'string' }),
    notes: text('notes'),
    assignedToUserId: text('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The checklist task this item is part of; several items may share one ("Notify their bank"). */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventory_items_loved_one_idx').on(table.lovedOneId, table.kind),
    index('inventory_items_task_idx').on(table.taskId),
  ],
);

/** What the team spent for the estate; receipts live in storage under expense-receipts/{lovedOneId}/{id}/, a key each. */
export const executorExpenses = pgTable(
  'executor_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    payee: text('payee').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    category: text('category', { enum: EXPENSE_CATEGORIES }).notNull(),
    paidByUserId: text('paid_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The payer's name when it was recorded: once they leave the team or delete their account, the
     * estate still knows whom it owes (or paid back), in the list, the CSV and the court accounting.
     */
    paidByName: text('paid_by_name'),
    notes: text('notes'),
    receiptKey: text('receipt_key'),
    receiptContentType: text('receipt_content_type'),
    receiptFileName: text('receipt_file_name'),
    reimbursed: boolean('reimbursed').notNull().default(false),
    /**
     * The day the estate paid the payer back: the estate's account lists the expense then, which may be
     * months after it was paid, and never before the death.
     */
    reimbursedOn: date('reimbursed_on', { mode: 'string' }),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('executor_expenses_loved_one_idx').on(table.lovedOneId, table.paidOn),
    check('executor_expenses_reimbursed_on', sql`${table.reimbursed} = (${table.reimbursedOn} is not null)`),
  ],
);
