import type { Db } from '../db/client.ts';
import type { ShortCache } from '../infra/short-cache.ts';
import { findReadableMemorialBySlug } from './memorial-access.ts';
import { loadMemorialPageView } from './memorial-view.ts';

export type MemorialPageView = Awaited<ReturnType<typeof loadMemorialPageView>>;

/**
 * A public page as every visitor sees it, or null when it is private or missing: one read in the public
 * page cache (decision 025) shared by the API, the rendered page and its link-preview head.
 */
export function findPublicMemorialView(db: Db, cache: ShortCache, slug: string) {
  return cache.get(`memorial-view:${slug}`, async () => {
    const access = await findReadableMemorialBySlug(db, undefined, slug);
    return access ? loadMemorialPageView(db, access) : null;
  });
}
