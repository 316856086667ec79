import { eq, like, or } from 'drizzle-orm';
import { firstFreeSlug, isSlugCandidate, memorialSlugBase } from '#shared/memorials/memorial-slug.ts';
import { defaultMemorialTitle } from '#shared/memorials/memorial-title.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/constraint-violations.ts';
import type { LovedOneRow, MemorialPageRow } from './memorial-access.ts';
import { memorialPages, memorialSlugRedirects } from './memorials.schema.ts';

// Each retry re-reads the taken slugs, so it only repeats while others keep winning the same name.
const MAX_SLUG_ATTEMPTS = 20;

type CreateMemorialResult =
  | { created: true; page: MemorialPageRow }
  | { created: false; page: MemorialPageRow };

async function findPageOf(db: Db, lovedOneId: string) {
  const [page] = await db.select().from(memorialPages).where(eq(memorialPages.lovedOneId, lovedOneId));
  return page ?? null;
}

export type ReadTakenSlugs = (db: Db, base: string) => Promise<Set<string>>;

export async function takenSlugs(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: memorialPages.slug })
    .from(memorialPages)
    .where(or(eq(memorialPages.slug, base), like(memorialPages.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug).filter((slug) => isSlugCandidate(base, slug)));
}

/** A page taking a slug wins over an old address that redirected from it; call it in the same transaction. */
export async function dropRedirectFrom(db: Db, slug: string) {
  await db.delete(memorialSlugRedirects).where(eq(memorialSlugRedirects.oldSlug, slug));
}

/**
 * One private page per loved one, at the first free slug. Two unique indexes decide races: on the
 * slug (someone else took it between our read and our insert → try the next one) and on the loved
 * one (a second click created it first → report the existing page). `readTakenSlugs` is replaceable
 * so a test can let a competitor win between the read and the insert, which PGlite, running one
 * query at a time, never does on its own.
 */
export async function createMemorialPage(
  db: Db,
  lovedOne: LovedOneRow,
  { readTakenSlugs = takenSlugs }: { readTakenSlugs?: ReadTakenSlugs } = {},
): Promise<CreateMemorialResult> {
  const existing = await findPageOf(db, lovedOne.id);
  if (existing) return { created: false, page: existing };
  const base = memorialSlugBase(lovedOne.firstName, lovedOne.lastName);
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt += 1) {
    const slug = firstFreeSlug(base, await readTakenSlugs(db, base));
    try {
      const page = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(memorialPages)
          .values({
            lovedOneId: lovedOne.id,
            slug,
            title: defaultMemorialTitle(lovedOne.firstName, lovedOne.lastName),
            isPublic: false,
          })
          .returning();
        await dropRedirectFrom(tx, slug);
        return row!;
      });
      return { created: true, page };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await findPageOf(db, lovedOne.id);
      if (raced) return { created: false, page: raced };
    }
  }
  throw new Error(`No free memorial slug for "${base}" after ${MAX_SLUG_ATTEMPTS} attempts`);
}
