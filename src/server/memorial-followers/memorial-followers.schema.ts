import { boolean, date, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mailOutbox } from '../infra/infra.schema.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';

/**
 * A visitor who asked to follow a public memorial page (issue 22). No account: the address is the
 * person. A row is unconfirmed until the link in the confirmation mail is used; unconfirmed rows are
 * forgotten when the link expires. Only a hash of the confirmation token is kept.
 */
export const memorialFollowers = pgTable(
  'memorial_followers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: uuid('memorial_page_id')
      .notNull()
      .references(() => memorialPages.id, { onDelete: 'cascade' }),
    /** Lower-cased and trimmed (normaliseEmail), so one person is one row per page. */
    email: text('email').notNull(),
    wantsUpdates: boolean('wants_updates').notNull(),
    wantsAnniversaries: boolean('wants_anniversaries').notNull(),
    /** The browser's IANA zone when they asked: anniversary notes come in their morning. */
    timeZone: text('time_zone').notNull(),
    /** SHA-256 of the confirmation link's token, hex. */
    confirmTokenHash: text('confirm_token_hash').notNull(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memorial_followers_page_email_idx').on(table.memorialPageId, table.email),
    uniqueIndex('memorial_followers_token_idx').on(table.confirmTokenHash),
  ],
);

/**
 * When a page's followers were last told of its changes. Claimed with a conditional upsert, so two
 * server processes never send the same news twice, and a page's news goes out at most once an hour.
 */
export const memorialFollowerDigests = pgTable('memorial_follower_digests', {
  memorialPageId: uuid('memorial_page_id')
    .primaryKey()
    .references(() => memorialPages.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/** One row per anniversary note sent to a follower: the claim that makes each note go once. */
export const memorialFollowerAnniversaries = pgTable(
  'memorial_follower_anniversaries',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => memorialFollowers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['birthday', 'death'] }).notNull(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.followerId, table.kind, table.onDate] })],
);
