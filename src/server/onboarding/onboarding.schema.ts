import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

/**
 * The answers a loved one's checklist was generated from: one row per loved one, replaced when
 * the user edits them (re-personalising reads them back).
 */
export const onboardingAnswers = pgTable(
  'onboarding_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    /** Who answered (the admin who ran setup or the chat). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path', { enum: ['recent-loss', 'planning-ahead'] }).notNull(),
    /** 'setup' for the setup dialog, 'chat' for the chat assessment: a finished chat updates its own. */
    source: text('source', { enum: ['setup', 'chat'] })
      .notNull()
      .default('setup'),
    /** Question id → answer, exactly as onboardingAnswersSchema reads it. */
    answersJson: jsonb('answers_json').notNull().$type<Record<string, unknown>>(),
    completionPct: integer('completion_pct').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('onboarding_answers_loved_one_idx').on(table.lovedOneId),
    index('onboarding_answers_user_idx').on(table.userId),
  ],
);

/**
 * The chat assessment's answers, saved one question at a time so a person can leave and come
 * back (the spec's grief_support_answers). `questionKey` is the question id, or 'path' and
 * 'personalise' for the chat's own two choices; a null answer means the question was skipped.
 */
export const griefSupportAnswers = pgTable(
  'grief_support_answers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    answer: jsonb('answer').$type<unknown>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionKey] })],
);
