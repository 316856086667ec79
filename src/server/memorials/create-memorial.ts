import { and, eq, like, ne, or } from 'drizzle-orm';
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

/**
 * The slugs from `base` that a page has, or had: an old address still leads to the page that moved from
 * it, on programmes, in QR codes and mails already sent, so no other page may take it and those links
 * (decision 038). Only `ownPageId`'s own old addresses are free to it, to move back to.
 */
export async function takenSlugs(db: Db, base: string, ownPageId?: string): Promise<Set<string>> {
  const [pages, redirects] = await Promise.all([
    db
      .select({ slug: memorialPages.slug })
      .from(memorialPages)
      .where(or(eq(memorialPages.slug, base), like(memorialPages.slug, `${base}-%`))),
    db
      .select({ slug: memorialSlugRedirects.oldSlug })
      .from(memorialSlugRedirects)
      .where(
        and(
          or(eq(memorialSlugRedirects.oldSlug, base), like(memorialSlugRedirects.oldSlug, `${base}-%`)),
          ownPageId ? ne(memorialSlugRedirects.memorialPageId, ownPageId) : undefined,
        ),
      ),
  ]);
  return new Set(
    [...pages, ...redirects].map((row) => row.slug).filter((slug) => isSlugCandidate(base, slug)),
  );
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
