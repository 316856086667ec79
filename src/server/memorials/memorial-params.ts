import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { notFound } from '../infra/app-error.ts';
import type { StoredObject } from '../infra/storage.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { imageResponseHeaders } from './memorial-images.ts';

export const memorialParam = z.object({ memorialId: z.string().max(64) });
export const itemParam = memorialParam.extend({ itemId: z.string().max(64) });

/** An item id that is not a uuid cannot exist; answering 404 keeps it away from a uuid cast in SQL. */
export function itemIdOf(itemId: string): string {
  if (!isUuid(itemId)) throw notFound('Item not found');
  return itemId;
}

/** One of the page's images, revalidated by its etag; a public page's may sit in shared caches. */
export function sendImage(c: Context<AppEnv>, stored: StoredObject | null, isPublic: boolean) {
  if (!stored) throw notFound('Image not found');
  for (const [name, value] of Object.entries(imageResponseHeaders(stored, isPublic))) c.header(name, value);
  if (c.req.header('if-none-match') === stored.etag) return c.body(null, 304);
  return c.body(stored.body as Uint8Array<ArrayBuffer>, 200);
}
