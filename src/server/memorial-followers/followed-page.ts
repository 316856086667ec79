import { eq } from 'drizzle-orm';
import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';

/** A page as its followers' mails and pages name it. */
export type FollowedPage = { id: string; slug: string; isPublic: boolean; name: string; firstName: string };

/**
 * What a query joining the page to its loved one selects to link to the page and name it
 * (nameThePage), so every mail about a followed page names it alike.
 */
export const followedPageColumns = {
  slug: memorialPages.slug,
  title: memorialPages.title,
  firstName: lovedOnes.firstName,
  lastName: lovedOnes.lastName,
  nameGiven: lovedOnes.nameGiven,
};

/** The person's name where the family gave it, the page's title otherwise: never a relationship. */
export function nameThePage(row: {
  title: string;
  firstName: string;
  lastName: string;
  nameGiven: boolean;
}): Pick<FollowedPage, 'name' | 'firstName'> {
  const name = givenName(row) ?? row.title;
  return { name, firstName: row.nameGiven && row.firstName.trim() ? row.firstName.trim() : name };
}

export async function findFollowedPage(db: Db, memorialPageId: string): Promise<FollowedPage | null> {
  if (!isUuid(memorialPageId)) return null;
  const [row] = await db
    .select({ id: memorialPages.id, isPublic: memorialPages.isPublic, ...followedPageColumns })
    .from(memorialPages)
    .innerJoin(lovedOnes, eq(lovedOnes.id, memorialPages.lovedOneId))
    .where(eq(memorialPages.id, memorialPageId));
  return row ? { id: row.id, slug: row.slug, isPublic: row.isPublic, ...nameThePage(row) } : null;
}

/**
 * Only a live page can be followed: a private one answers as if it did not exist, for its own team
 * too, since nothing is ever sent about a page while it is private.
 */
export async function requireFollowablePage(db: Db, memorialPageId: string): Promise<FollowedPage> {
  const page = await findFollowedPage(db, memorialPageId);
  if (!page?.isPublic) throw notFound(MEMORIAL_MESSAGES.notFound);
  return page;
}
