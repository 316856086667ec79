import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TAX_DOCUMENT_STATUSES } from '#shared/tax-documents/tax-documents.ts';
import { users } from '../auth/auth.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

/**
 * Where the team stands with one document of the Tax Document Organizer (issue 23). The list itself is
 * built each time from the inventory and the answers; a row exists once someone set a status or kept a
 * file, under the document's stable key. Files live in storage under tax-documents/{lovedOneId}/.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    documentKey: text('document_key').notNull(),
    status: text('status', { enum: TAX_DOCUMENT_STATUSES }).notNull().default('to_find'),
    fileKey: text('file_key'),
    fileContentType: text('file_content_type'),
    fileName: text('file_name'),
    fileUploadedByUserId: text('file_uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** A document added by hand (key 'added:{id}'): what it is and who sends it, and who added it. */
    addedTitle: text('added_title'),
    addedFrom: text('added_from'),
    addedByUserId: text('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: text('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lovedOneId, table.documentKey] })],
);
