import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

/**
 * Accounts an operator has disabled. Harbor's own table rather than Better Auth's admin plugin, so the
 * auth setup stays as it is; the session hook in auth.ts refuses new sessions for these users.
 */
export const disabledUsers = pgTable('disabled_users', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledBy: text('disabled_by').references(() => users.id, { onDelete: 'set null' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull().defaultNow(),
});
