import { eq, inArray } from 'drizzle-orm';
import { fullName } from '#shared/team/person-name.ts';
import {
  type ExportFileColumn,
  type ExportRow,
  registerAccountDataStep,
} from '../account/account-data-registry.ts';
import { memorialStoragePrefixes, portraitVariantKeys } from '../memorials/memorial-images.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';
import { lovedOnes } from './loved-ones.schema.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const keyIn = (column: string) => (row: ExportRow) => text(row[column]) || null;

/** The files the export's rows point to, by the column that holds each one's key. */
const EXPORT_FILES: ExportFileColumn[] = [
  {
    table: 'task_documents',
    folder: 'Task documents',
    keyOf: keyIn('storage_key'),
    nameOf: (row) => text(row.file_name),
  },
  {
    table: 'executor_expenses',
    folder: 'Receipts',
    keyOf: keyIn('receipt_key'),
    nameOf: (row) => text(row.receipt_file_name) || `Receipt from ${text(row.payee)}`,
  },
  {
    table: 'tax_documents',
    folder: 'Tax documents',
    keyOf: keyIn('file_key'),
    nameOf: (row) => text(row.file_name),
  },
  {
    table: 'loved_ones',
    folder: 'Photos',
    keyOf: keyIn('photo_key'),
    nameOf: (row) => fullName({ firstName: text(row.first_name), lastName: text(row.last_name) }),
  },
  {
    table: 'memorial_pages',
    folder: 'Memorial pages',
    keyOf: keyIn('background_image_key'),
    nameOf: (row) => `${text(row.title)} background`,
  },
  {
    table: 'memorial_photos',
    folder: 'Memorial photos',
    keyOf: keyIn('web_key'),
    nameOf: (row) => text(row.caption) || `Shared by ${text(row.uploaded_by_name)}`,
  },
  {
    table: 'memorial_tributes',
    folder: 'Tribute photos',
    keyOf: keyIn('photo_web_key'),
    nameOf: (row) => `From ${text(row.author_name)}`,
  },
];

/**
 * Files kept per loved one rather than per user: the download carries them beside the rows that point
 * to them, and when an account goes, its loved ones' rows go by cascade and these make sure their
 * photo, documents, receipts and memorial images go too.
 */
registerAccountDataStep({
  name: 'loved-one-files',
  exportFiles: EXPORT_FILES,
  storageKeys: async (db, userId) => {
    const owned = await db
      .select({ id: lovedOnes.id, photoKey: lovedOnes.photoKey })
      .from(lovedOnes)
      .where(eq(lovedOnes.adminUserId, userId));
    const lovedOneIds = owned.map((row) => row.id);
    if (lovedOneIds.length === 0) return [];
    const memorials = await db
      .select({ id: memorialPages.id })
      .from(memorialPages)
      .where(inArray(memorialPages.lovedOneId, lovedOneIds));
    return [
      ...owned.flatMap(({ photoKey }) => (photoKey ? [photoKey, ...portraitVariantKeys(photoKey)] : [])),
      ...lovedOneIds.flatMap((id) => [
        `task-documents/${id}/`,
        `expense-receipts/${id}/`,
        `tax-documents/${id}/`,
      ]),
      ...memorials.flatMap(({ id }) => memorialStoragePrefixes(id)),
    ];
  },
});
