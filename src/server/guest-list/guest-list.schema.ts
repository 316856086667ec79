import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memorialPages } from '../memorials/memorials.schema.ts';

/**
 * The people a family means to invite to a memorial page's gatherings (issue 22). The e-mail is kept
 * normalised, so the unique index refuses the same person twice and replies match by it.
 */
export const memorialGuests = pgTable(
  'memorial_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: uuid('memorial_page_id')
      .notNull()
      .references(() => memorialPages.id, { onDelete: 'cascade' }),
    /** Null when only an address was pasted. */
    name: text('name'),
    email: text('email').notNull(),
    note: text('note'),
    /** When the last invitation was queued; null until then. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memorial_guests_page_email_idx').on(table.memorialPageId, table.email),
    index('memorial_guests_page_idx').on(table.memorialPageId, table.createdAt),
  ],
);
