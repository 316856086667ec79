import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * First-party analytics: an event name, its few non-personal properties (checked by
 * src/shared/analytics/analytics-events.ts) and when it happened. Deliberately no user id, session or
 * address: an event cannot be traced back to a person.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_name_occurred_idx').on(table.name, table.occurredAt),
    index('analytics_events_occurred_idx').on(table.occurredAt),
  ],
);
