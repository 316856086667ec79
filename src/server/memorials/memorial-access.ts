import { eq, type SQL } from 'drizzle-orm';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '#shared/memorials/memorial-slug.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { findLovedOneRole, isUuid } from '../loved-ones/loved-one-access.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { memorialPages } from './memorials.schema.ts';

export type MemorialPageRow = typeof memorialPages.$inferSelect;
export type LovedOneRow = typeof lovedOnes.$inferSelect;
/** admin: edits everything; member (the loved one's team): reads a private page, adds photos. */
export type MemorialViewerRole = 'admin' | 'member' | 'visitor';
export type MemorialAccess = { page: MemorialPageRow; lovedOne: LovedOneRow; role: MemorialViewerRole };

const MEMORIAL_NOT_FOUND = 'Memorial page not found';

async function roleOf(db: Db, userId: string | undefined, lovedOneId: string): Promise<MemorialViewerRole> {
  if (!userId) return 'visitor';
  const role = await findLovedOneRole(db, userId, lovedOneId);
  if (role === 'admin') return 'admin';
  return role === 'support_member' ? 'member' : 'visitor';
}

async function accessTo(db: Db, userId: string | undefined, where: SQL): Promise<MemorialAccess | null> {
  const [found] = await db
    .select({ page: memorialPages, lovedOne: lovedOnes })
    .from(memorialPages)
    .innerJoin(lovedOnes, eq(lovedOnes.id, memorialPages.lovedOneId))
    .where(where);
  if (!found) return null;
  const role = await roleOf(db, userId, found.page.lovedOneId);
  // A private page does not exist for anyone outside the family: same answer as a missing slug.
  if (!found.page.isPublic && role === 'visitor') return null;
  return { ...found, role };
}

/** The page at this slug as this viewer may see it, or null (missing, or private and not theirs). */
export async function findReadableMemorialBySlug(db: Db, userId: string | undefined, slug: string) {
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return null;
  return accessTo(db, userId, eq(memorialPages.slug, slug));
}

/**
 * The page by id for this viewer, or a 404. `need` narrows who may act: 'admin' for every edit,
 * 'team' (admin or member) for photo uploads, 'reader' for anything a reader of the page may do.
 */
export async function requireMemorial(
  db: Db,
  userId: string | undefined,
  memorialId: string,
  need: 'admin' | 'team' | 'reader',
): Promise<MemorialAccess> {
  const access = isUuid(memorialId) ? await accessTo(db, userId, eq(memorialPages.id, memorialId)) : null;
  if (!access) throw notFound(MEMORIAL_NOT_FOUND);
  if (need === 'admin' && access.role !== 'admin') throw notFound(MEMORIAL_NOT_FOUND);
  if (need === 'team' && access.role === 'visitor') throw notFound(MEMORIAL_NOT_FOUND);
  return access;
}
