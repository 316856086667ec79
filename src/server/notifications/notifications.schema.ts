import { boolean, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

/** One row per person who changed a setting; without a row the defaults apply (digest on Mondays). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  digestEnabled: boolean('digest_enabled').notNull().default(true),
  /** 0 = Sunday … 6 = Saturday, in `timeZone`. */
  digestWeekday: integer('digest_weekday').notNull().default(1),
  /**
   * IANA zone from the person's browser, so "Monday morning" is their Monday morning. Null until the
   * browser has told us (digests use UTC until then); a row made by an unsubscribe link has none yet.
   */
  timeZone: text('time_zone'),
  assignmentNotices: boolean('assignment_notices').notNull().default(true),
  completionNotices: boolean('completion_notices').notNull().default(true),
  anniversaryNotes: boolean('anniversary_notes').notNull().default(false),
  tributeNotices: boolean('tribute_notices').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The claim on one week's digest for one person and loved one. Its primary key is what makes the
 * digest go out once: every server process inserts with ON CONFLICT DO NOTHING, and only the one
 * whose insert lands queues the mail, in the same transaction. `mailId` is null when there was
 * nothing to say.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    /** The Monday of the person's local week. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lovedOneId, table.weekStart] })],
);

/** The same once-only claim for an anniversary note (a birthday or the date of death) on a given day. */
export const anniversaryDeliveries = pgTable(
  'anniversary_deliveries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['birthday', 'death'] }).notNull(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lovedOneId, table.kind, table.onDate] })],
);
