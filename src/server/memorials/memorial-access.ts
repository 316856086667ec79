import { eq, type SQL } from 'drizzle-orm';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '#shared/memorials/memorial-slug.ts';
import { type MemorialSubject, seesMemorial } from '#shared/permissions/memorial-permissions.ts';
import type { Policy, Viewer } from '#shared/permissions/policy.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { findLovedOneRole, isUuid } from '../loved-ones/loved-one-access.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { memorialPages, memorialSlugRedirects } from './memorials.schema.ts';

export type MemorialPageRow = typeof memorialPages.$inferSelect;
export type LovedOneRow = typeof lovedOnes.$inferSelect;
export type MemorialAccess = { page: MemorialPageRow; lovedOne: LovedOneRow; viewer: Viewer };

const MEMORIAL_NOT_FOUND = 'Memorial page not found';

/** The viewer for one loved one's page: their role on its team, if any. */
async function memorialViewerOf(db: Db, userId: string | undefined, lovedOneId: string): Promise<Viewer> {
  if (!userId) return { userId: null, role: null };
  return { userId, role: await findLovedOneRole(db, userId, lovedOneId) };
}

async function accessTo(db: Db, userId: string | undefined, where: SQL): Promise<MemorialAccess | null> {
  const [found] = await db
    .select({ page: memorialPages, lovedOne: lovedOnes })
    .from(memorialPages)
    .innerJoin(lovedOnes, eq(lovedOnes.id, memorialPages.lovedOneId))
    .where(where);
  if (!found) return null;
  return { ...found, viewer: await memorialViewerOf(db, userId, found.page.lovedOneId) };
}

/** The page at this slug as this viewer may see it, or null (missing, or private and not theirs). */
export async function findReadableMemorialBySlug(db: Db, userId: string | undefined, slug: string) {
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return null;
  const access = await accessTo(db, userId, eq(memorialPages.slug, slug));
  // A private page does not exist for anyone outside the family: same answer as a missing slug.
  return access && seesMemorial(access.viewer, access.page) ? access : null;
}

/**
 * The current slug of the page that used to be at `slug`, for a viewer who may see that page; null
 * otherwise, so an old address of a private page answers exactly as a missing slug does.
 */
export async function findRedirectedSlug(db: Db, userId: string | undefined, slug: string) {
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return null;
  const [redirect] = await db
    .select({ pageId: memorialSlugRedirects.memorialPageId })
    .from(memorialSlugRedirects)
    .where(eq(memorialSlugRedirects.oldSlug, slug));
  if (!redirect) return null;
  const access = await accessTo(db, userId, eq(memorialPages.id, redirect.pageId));
  return access && seesMemorial(access.viewer, access.page) ? access.page.slug : null;
}

/**
 * The page by id once its policy allows this viewer the action: 404 when it is missing or they
 * cannot see it, 403 with the policy's reason when they see it but may not act (decision 034).
 */
export async function authorizeMemorial<Action extends string>(
  db: Db,
  userId: string | undefined,
  memorialId: string,
  policy: Policy<MemorialSubject, Action>,
  action: Action,
): Promise<MemorialAccess> {
  const access = isUuid(memorialId) ? await accessTo(db, userId, eq(memorialPages.id, memorialId)) : null;
  if (!access) throw notFound(MEMORIAL_NOT_FOUND);
  authorize(policy, access.viewer, action, access.page, MEMORIAL_NOT_FOUND);
  return access;
}
