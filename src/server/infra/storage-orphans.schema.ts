import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Files whose rows are already gone (or point elsewhere) but whose delete failed: the sweeper retries
 * them, so a storage hiccup never turns a saved change into an error nor leaves a file behind for good.
 */
export const storageOrphans = pgTable('storage_orphans', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(1),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
});
