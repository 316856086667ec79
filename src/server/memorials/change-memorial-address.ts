import { and, eq } from 'drizzle-orm';
import { firstFreeSlug, memorialSlugBase } from '#shared/memorials/memorial-slug.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/constraint-violations.ts';
import { takenSlugs } from './create-memorial.ts';
import type { MemorialAccess } from './memorial-access.ts';
import { memorialPages, memorialSlugRedirects } from './memorials.schema.ts';

// As in creation: each retry re-reads the taken slugs, so it only repeats while others keep winning.
const MAX_SLUG_ATTEMPTS = 20;

/** The first free slug for the loved one's current name; the page's own slug and old ones count as free. */
async function slugForCurrentName(db: Db, { page, lovedOne }: MemorialAccess) {
  const base = memorialSlugBase(lovedOne.firstName, lovedOne.lastName);
  const taken = await takenSlugs(db, base, page.id);
  taken.delete(page.slug);
  return firstFreeSlug(base, taken);
}

/**
 * Moves the page to the address its loved one's current name gives it. The old address is kept as
 * a redirect, so links already shared keep working; an address already right changes nothing.
 */
export async function changeMemorialAddress(db: Db, access: MemorialAccess) {
  const { page } = access;
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt += 1) {
    const slug = await slugForCurrentName(db, access);
    if (slug === page.slug) return { id: page.id, slug, previousSlug: null };
    try {
      await db.transaction(async (tx) => {
        // Back at an old address of its own, the page no longer redirects from it.
        await tx
          .delete(memorialSlugRedirects)
          .where(
            and(eq(memorialSlugRedirects.oldSlug, slug), eq(memorialSlugRedirects.memorialPageId, page.id)),
          );
        await tx
          .insert(memorialSlugRedirects)
          .values({ oldSlug: page.slug, memorialPageId: page.id })
          .onConflictDoUpdate({ target: memorialSlugRedirects.oldSlug, set: { memorialPageId: page.id } });
        await tx
          .update(memorialPages)
          .set({ slug, updatedAt: new Date() })
          .where(eq(memorialPages.id, page.id));
      });
      return { id: page.id, slug, previousSlug: page.slug };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`No free memorial slug for page ${page.id} after ${MAX_SLUG_ATTEMPTS} attempts`);
}
