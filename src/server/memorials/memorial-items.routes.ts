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
import { authorizeMemorial } from './memorial-access.ts';
import { memorialContent } from './memorial-content.ts';
import { itemIdOf, itemParam, memorialParam } from './memorial-params.ts';

type ItemOperations<Values, Item> = {
  add: (db: Db, memorialId: string, values: Values) => Promise<Item>;
  update: (db: Db, memorialId: string, itemId: string, values: Values) => Promise<Item>;
  remove: (db: Db, memorialId: string, itemId: string) => Promise<{ id: string }>;
};

/** Add, edit and delete for one of the editor's lists; `schema` and `items` agree on the values. */
function itemRoutes<Values, Item>(schema: z.ZodType<Values>, items: ItemOperations<Values, Item>) {
  return new Hono<AppEnv>()
    .post('/', validate('param', memorialParam), validate('json', schema), async (c) => {
      const { db } = c.get('deps');
      const { memorialId } = c.req.valid('param');
      const { page } = await authorizeMemorial(db, requireUser(c).id, memorialId, memorialPolicy, 'edit');
      return c.json({ item: await items.add(db, page.id, c.req.valid('json')) }, 201);
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
  .route('/:memorialId/events', itemRoutes(memorialEventSchema, memorialContent.events))
  .route('/:memorialId/timeline', itemRoutes(timelineEventSchema, memorialContent.timeline))
  .route('/:memorialId/quotes', itemRoutes(quoteSchema, memorialContent.quotes))
  .route('/:memorialId/favorites', itemRoutes(favoriteSchema, memorialContent.favorites));
