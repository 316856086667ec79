import { eq, inArray } from 'drizzle-orm';
import { registerAccountDataStep } from '../account/account-data-registry.ts';
import { memorialStoragePrefixes, portraitVariantKeys } from '../memorials/memorial-images.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';
import { lovedOnes } from './loved-ones.schema.ts';

/**
 * Files kept per loved one rather than per user: when an account goes, its loved ones' rows go by
 * cascade, and these make sure their photo, documents, receipts and memorial images go too.
 */
registerAccountDataStep({
  name: 'loved-one-files',
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
