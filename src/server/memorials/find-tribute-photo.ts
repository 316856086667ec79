import { and, eq } from 'drizzle-orm';
import { tributePolicy } from '#shared/permissions/memorial-permissions.ts';
import { judge } from '#shared/permissions/policy.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import type { MemorialAccess } from './memorial-access.ts';
import { memorialTributes } from './memorials.schema.ts';

/**
 * The storage key of a tribute's photo at `size`, for this viewer: a held or hidden tribute's photo is
 * its moderator's to see, and for everyone else it does not exist.
 */
export async function findTributePhotoKey(
  db: Db,
  access: MemorialAccess,
  tributeId: string,
  size: 'web' | 'thumbnail',
) {
  const [row] = await db
    .select()
    .from(memorialTributes)
    .where(and(eq(memorialTributes.id, tributeId), eq(memorialTributes.memorialPageId, access.page.id)));
  const isShown =
    row?.status === 'published' ||
    judge(tributePolicy, access.viewer, 'moderate', access.page).outcome === 'allowed';
  const key = size === 'web' ? row?.photoWebKey : row?.photoThumbnailKey;
  if (!row || !isShown || !key) throw notFound('Photo not found');
  return key;
}
