import type { RemembranceKind } from '#shared/memorials/remembrances.ts';
import type { Db } from '../db/client.ts';
import { countRemembrances } from './memorial-view.ts';
import { memorialRemembrances } from './memorials.schema.ts';

/** Lights a candle or leaves a flower, and answers with the page's counts as they now stand. */
export async function addRemembrance(db: Db, memorialId: string, kind: RemembranceKind) {
  await db.insert(memorialRemembrances).values({ memorialPageId: memorialId, kind });
  return countRemembrances(db, memorialId);
}
