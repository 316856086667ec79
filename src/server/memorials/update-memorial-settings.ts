import { eq } from 'drizzle-orm';
import type { MemorialSettings } from '#shared/memorials/memorial-schemas.ts';
import type { Db } from '../db/client.ts';
import { memorialPages } from './memorials.schema.ts';

/** Theme, layout, sections, moderation and the service details, saved together. */
export async function updateMemorialSettings(db: Db, memorialId: string, settings: MemorialSettings) {
  await db
    .update(memorialPages)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(memorialPages.id, memorialId));
}
