import { Hono } from 'hono';
import type { z } from 'zod';
import {
  favoriteSchema,
  memorialEventSchema,
  quoteSchema,
  timelineEventSchema,
} from '#shared/memorials/memorial-schemas.ts';
import { memorialPolicy } from '#shared/permissions/memorial-permissions.ts';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { authorizeMemorial } from './memorial-access.ts';
import { type AddableItems, addMemorialItem, memorialContent } from './memorial-content.ts';
import { itemIdOf, itemParam, memorialParam } from './memorial-params.ts';

type ItemOperations<Values, Item> = AddableItems<Values, Item> & {
  update: (db: Db, memorialId: string, itemId: string, values: Values) => Promise<Item>;
  remove: (db: Db, memorialId: string, itemId: string) => Promise<void>;
};

/**
 * Add, edit and delete for one of the editor's lists (`list`: 'events', ...); `schema` and `items` agree
 * on the values.
 */
function itemRoutes<Values, Item extends { id: string }>(
  list: string,
  schema: z.ZodType<Values>,
  items: ItemOperations<Values, Item>,
) {
  return new Hono<AppEnv>()
    .post('/', validate('param', memorialParam), validate('json', schema), async (c) => {
      const { db } = c.get('deps');
      const user = requireUser(c);
      const { page } = await authorizeMemorial(
        db,
        user.id,
        c.req.valid('param').memorialId,
        memorialPolicy,
        'edit',
      );
      const item = await addMemorialItem(db, items, {
        memorialId: page.id,
        values: c.req.valid('json'),
        submission: { userId: user.id, kind: `memorial-${list}`, key: submissionKeyOf(c) },
      });
      return c.json({ item }, 201);
    })
    .put('/:itemId', validate('param', itemParam), validate('json', schema), async (c) => {
      const { db } = c.get('deps');
      const { memorialId, itemId } = c.req.valid('param');
      const { page } = await authorizeMemorial(db, requireUser(c).id, memorialId, memorialPolicy, 'edit');
      return c.json({ item: await items.update(db, page.id, itemIdOf(itemId), c.req.valid('json')) });
    })
    .delete('/:itemId', validate('param', itemParam), async (c) => {
      const { db } = c.get('deps');
      const { memorialId, itemId } = c.req.valid('param');
      const { page } = await authorizeMemorial(db, requireUser(c).id, memorialId, memorialPolicy, 'edit');
      await items.remove(db, page.id, itemIdOf(itemId));
      return c.json({ deleted: true as const });
    });
}

/** Events, timeline, quotes and favourites: the admin edits them, everyone who reads the page sees them. */
export const memorialItemsRoutes = new Hono<AppEnv>()
  .route('/:memorialId/events', itemRoutes('events', memorialEventSchema, memorialContent.events))
  .route('/:memorialId/timeline', itemRoutes('timeline', timelineEventSchema, memorialContent.timeline))
  .route('/:memorialId/quotes', itemRoutes('quotes', quoteSchema, memorialContent.quotes))
  .route('/:memorialId/favorites', itemRoutes('favorites', favoriteSchema, memorialContent.favorites));
