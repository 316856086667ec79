import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

// Everything here belongs to one person and no one else (not an admin of a loved one, not a
// team member). Free text is stored as AES-256-GCM ciphertext (see private-text-cipher.ts);
// columns ending in _ciphertext never hold readable words. Rows go when the user goes.

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    titleCiphertext: text('title_ciphertext'),
    bodyCiphertext: text('body_ciphertext').notNull(),
    promptId: text('prompt_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('journal_entries_user_date_idx').on(table.userId, table.entryDate)],
);

/** The one unsaved entry a person is writing, kept on the server as well as in the browser. */
export const journalDrafts = pgTable('journal_drafts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  draftCiphertext: text('draft_ciphertext').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const moodCheckIns = pgTable(
  'mood_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    mood: integer('mood').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    noteCiphertext: text('note_ciphertext'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mood_check_ins_user_date_idx').on(table.userId, table.checkInDate),
    check('mood_check_ins_mood_range', sql`${table.mood} between 1 and 5`),
  ],
);

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    titleCiphertext: text('title_ciphertext').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_conversations_user_idx').on(table.userId, table.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: owner(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    contentCiphertext: text('content_ciphertext').notNull(),
    /**
     * Kept for rows written before the level was sealed, until start-up seals them
     * (sealStoredCrisisLevels); always 'none' since, so it says nothing of anyone.
     */
    crisisLevel: text('crisis_level', { enum: ['none', 'concern', 'crisis', 'emergency'] })
      .notNull()
      .default('none'),
    /**
     * The crisis level found in the message (on an assistant reply, the one it answers, so history shows
     * the card again), sealed as the words are: beside the person's id it would say who was flagged as at
     * risk, and when, to anyone holding a copy of the database (decisions 033, 100).
     */
    crisisLevelCiphertext: text('crisis_level_ciphertext'),
    /** 'offline' or the model's name: the person can always see what answered. */
    answeredBy: text('answered_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt),
    // Start-up looks for rows still to seal (sealStoredCrisisLevels): once none are left, this empty
    // index answers at once rather than a scan of every message at every start.
    index('chat_messages_unsealed_level_idx').on(table.id).where(sql`${table.crisisLevelCiphertext} is null`),
  ],
);

/**
 * How many support-chat messages the crisis check flagged each day (UTC).
 * Operators see these counts and nothing else: no person, no reason, no words (decision 033).
 */
export const wellbeingCrisisDailyCounts = pgTable('wellbeing_crisis_daily_counts', {
  day: date('day').primaryKey(),
  count: integer('count').notNull().default(0),
});
