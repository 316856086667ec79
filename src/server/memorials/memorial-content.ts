import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  favoriteSchema,
  memorialEventSchema,
  quoteSchema,
  timelineEventSchema,
} from '#shared/memorials/memorial-schemas.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { makeOnce, type Submission } from '../infra/make-once.ts';
import { memorialEvents, memorialFavorites, memorialQuotes, memorialTimeline } from './memorials.schema.ts';
import { recordPageChange, withPageChange } from './record-page-change.ts';

/**
 * Gatherings, timeline events, quotes and favourites: the admin's lists on the page. Every change names the page
 * too, so an item id from another page is simply not found, and removing it removes nothing (decision 081).
 */
const ITEM_NOT_FOUND = 'Item not found';

const orNotFound = <Row>(rows: Row[]): Row => {
  if (!rows[0]) throw notFound(ITEM_NOT_FOUND);
  return rows[0];
};

export const memorialContent = {
  // Each change to a gathering is news for the page's followers.
  events: {
    add: (db: Db, memorialId: string, values: z.output<typeof memorialEventSchema>) =>
      withPageChange(db, memorialId, 'gatherings', async (tx) =>
        orNotFound(
          await tx
            .insert(memorialEvents)
            .values({ memorialPageId: memorialId, ...values })
            .returning(),
        ),
      ),
    update: (db: Db, memorialId: string, itemId: string, values: z.output<typeof memorialEventSchema>) =>
      withPageChange(db, memorialId, 'gatherings', async (tx) =>
        orNotFound(
          await tx
            .update(memorialEvents)
            .set(values)
            .where(and(eq(memorialEvents.id, itemId), eq(memorialEvents.memorialPageId, memorialId)))
            .returning(),
        ),
      ),
    // A gathering already gone is no news: only a removal that took something away is told.
    remove: (db: Db, memorialId: string, itemId: string) =>
      db.transaction(async (tx) => {
        const removed = await tx
          .delete(memorialEvents)
          .where(and(eq(memorialEvents.id, itemId), eq(memorialEvents.memorialPageId, memorialId)))
          .returning({ id: memorialEvents.id });
        if (removed.length > 0) await recordPageChange(tx, memorialId, 'gatherings');
      }),
    find: async (db: Db, memorialId: string, itemId: string) =>
      orNotFound(
        await db
          .select()
          .from(memorialEvents)
          .where(and(eq(memorialEvents.id, itemId), eq(memorialEvents.memorialPageId, memorialId))),
      ),
  },
  timeline: {
    add: async (db: Db, memorialId: string, values: z.output<typeof timelineEventSchema>) =>
      orNotFound(
        await db
          .insert(memorialTimeline)
          .values({ memorialPageId: memorialId, ...values })
          .returning(),
      ),
    update: async (
      db: Db,
      memorialId: string,
      itemId: string,
      values: z.output<typeof timelineEventSchema>,
    ) =>
      orNotFound(
        await db
          .update(memorialTimeline)
          .set(values)
          .where(and(eq(memorialTimeline.id, itemId), eq(memorialTimeline.memorialPageId, memorialId)))
          .returning(),
      ),
    remove: async (db: Db, memorialId: string, itemId: string) => {
      await db
        .delete(memorialTimeline)
        .where(and(eq(memorialTimeline.id, itemId), eq(memorialTimeline.memorialPageId, memorialId)));
    },
    find: async (db: Db, memorialId: string, itemId: string) =>
      orNotFound(
        await db
          .select()
          .from(memorialTimeline)
          .where(and(eq(memorialTimeline.id, itemId), eq(memorialTimeline.memorialPageId, memorialId))),
      ),
  },
  quotes: {
    add: async (db: Db, memorialId: string, values: z.output<typeof quoteSchema>) =>
      orNotFound(
        await db
          .insert(memorialQuotes)
          .values({ memorialPageId: memorialId, ...values })
          .returning(),
      ),
    update: async (db: Db, memorialId: string, itemId: string, values: z.output<typeof quoteSchema>) =>
      orNotFound(
        await db
          .update(memorialQuotes)
          .set(values)
          .where(and(eq(memorialQuotes.id, itemId), eq(memorialQuotes.memorialPageId, memorialId)))
          .returning(),
      ),
    remove: async (db: Db, memorialId: string, itemId: string) => {
      await db
        .delete(memorialQuotes)
        .where(and(eq(memorialQuotes.id, itemId), eq(memorialQuotes.memorialPageId, memorialId)));
    },
    find: async (db: Db, memorialId: string, itemId: string) =>
      orNotFound(
        await db
          .select()
          .from(memorialQuotes)
          .where(and(eq(memorialQuotes.id, itemId), eq(memorialQuotes.memorialPageId, memorialId))),
      ),
  },
  favorites: {
    add: async (db: Db, memorialId: string, values: z.output<typeof favoriteSchema>) =>
      orNotFound(
        await db
          .insert(memorialFavorites)
          .values({ memorialPageId: memorialId, ...values })
          .returning(),
      ),
    update: async (db: Db, memorialId: string, itemId: string, values: z.output<typeof favoriteSchema>) =>
      orNotFound(
        await db
          .update(memorialFavorites)
          .set(values)
          .where(and(eq(memorialFavorites.id, itemId), eq(memorialFavorites.memorialPageId, memorialId)))
          .returning(),
      ),
    remove: async (db: Db, memorialId: string, itemId: string) => {
      await db
        .delete(memorialFavorites)
        .where(and(eq(memorialFavorites.id, itemId), eq(memorialFavorites.memorialPageId, memorialId)));
    },
    find: async (db: Db, memorialId: string, itemId: string) =>
      orNotFound(
        await db
          .select()
          .from(memorialFavorites)
          .where(and(eq(memorialFavorites.id, itemId), eq(memorialFavorites.memorialPageId, memorialId))),
      ),
  },
};

/** What adding to one of the page's lists needs of it (the routes' ItemOperations has more). */
export type AddableItems<Values, Item> = {
  add: (db: Db, memorialId: string, values: Values) => Promise<Item>;
  find: (db: Db, memorialId: string, itemId: string) => Promise<Item>;
};

/**
 * Adds one item to one of the page's lists. The same item sent again with its submission key leads to
 * the one it added (makeOnce), read back from this page only.
 */
export async function addMemorialItem<Values, Item extends { id: string }>(
  db: Db,
  items: AddableItems<Values, Item>,
  input: { memorialId: string; values: Values; submission: Submission },
) {
  const { memorialId, values, submission } = input;
  return db.transaction((tx) =>
    makeOnce(
      tx,
      submission,
      () => items.add(tx, memorialId, values),
      (id) => items.find(tx, memorialId, id),
    ),
  );
}
