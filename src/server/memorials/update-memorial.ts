import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { memorialDetailsSchema } from '#shared/memorials/memorial-schemas.ts';
import type { Db } from '../db/client.ts';
import { memorialPages } from './memorials.schema.ts';

/** The page's title and description, as the editor's details form sends them. */
export async function updateMemorial(
  db: Db,
  memorialId: string,
  details: z.output<typeof memorialDetailsSchema>,
) {
  const [updated] = await db
    .update(memorialPages)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(memorialPages.id, memorialId))
    .returning();
  return { id: updated!.id, title: updated!.title, description: updated!.description };
}
