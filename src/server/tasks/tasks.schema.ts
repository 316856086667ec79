import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

export const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'hidden'] as const;

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    /** The generator's stable key, so re-personalising can match tasks; null for custom tasks. */
    key: text('key'),
    title: text('title').notNull(),
    category: text('category').notNull(),
    /** memorial | legal | financial | accounts | support: the dashboard's section cards count by area. */
    area: text('area').notNull().default('support'),
    /** The generator's guidance (read-only to users). */
    description: text('description'),
    /** The user's own notes, never written over the guidance. */
    notes: text('notes'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('pending'),
    isCustom: boolean('is_custom').notNull().default(false),
    isPersonalized: boolean('is_personalized').notNull().default(false),
    estimatedMinutes: integer('estimated_minutes'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedToUserId: text('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tasks_loved_one_idx').on(table.lovedOneId, table.status),
    index('tasks_assignee_idx').on(table.assignedToUserId),
    // Generation is idempotent: two concurrent seeds cannot insert the same generated task twice.
    uniqueIndex('tasks_generated_key_idx')
      .on(table.lovedOneId, table.key)
      .where(sql`${table.key} is not null`),
  ],
);

/** Files attached to a task; the bytes live in storage under task-documents/{lovedOneId}/{taskId}/{id}. */
export const taskDocuments = pgTable(
  'task_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    /** The name as the user's device gave it, shown and offered back on download. */
    fileName: text('file_name').notNull(),
    /** Detected from the bytes, never taken from the browser. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedByUserId: text('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_documents_task_idx').on(table.taskId, table.createdAt)],
);
