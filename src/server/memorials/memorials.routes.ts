import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { MEMORIAL_MESSAGES, TRIBUTE_HONEYPOT_FIELD } from '#shared/memorials/memorial-messages.ts';
import {
  createMemorialSchema,
  favoriteSchema,
  memorialDetailsSchema,
  memorialSettingsSchema,
  memorialVisibilitySchema,
  photoCaptionSchema,
  quoteSchema,
  timelineEventSchema,
  tributeSchema,
  tributeStatusSchema,
} from '#shared/memorials/memorial-schemas.ts';
import { UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import { enforceRateLimit, parseOrThrow, requireUser, validate } from '../infra/http.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import type { StoredObject } from '../infra/storage.ts';
import { readMultipartForm, uploadBodyLimit } from '../infra/uploaded-file.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { addTribute } from './add-tribute.ts';
import { createMemorialPage } from './create-memorial.ts';
import { findReadableMemorialBySlug, requireMemorial } from './memorial-access.ts';
import { memorialContent } from './memorial-content.ts';
import { backgroundKey, imageResponseHeaders, prepareBackground } from './memorial-images.ts';
import { addGalleryPhoto, deleteGalleryPhoto, findGalleryPhoto } from './memorial-photos.ts';
import { memorialQrSvg } from './memorial-qr.ts';
import { TRIBUTE_CLIENT_RULE, TRIBUTE_PAGE_RULE } from './memorial-rate-limits.ts';
import {
  countMemorialContent,
  listPublishedTributes,
  loadMemorialPageView,
  toTributeView,
} from './memorial-view.ts';
import { memorialPages, memorialTributes } from './memorials.schema.ts';
import { serviceCalendar } from './service-calendar.ts';

const memorialParam = z.object({ memorialId: z.string().max(64) });
const itemParam = z.object({ memorialId: z.string().max(64), itemId: z.string().max(64) });
const photoParam = itemParam.extend({ size: z.enum(['web', 'thumbnail']) });

/** An item id that is not a uuid cannot exist; answering 404 keeps it away from a uuid cast in SQL. */
const itemIdOf = (c: { req: { param: (name: 'itemId') => string } }) => {
  const itemId = c.req.param('itemId');
  if (!isUuid(itemId)) throw notFound('Item not found');
  return itemId;
};

function sendImage(c: Context<AppEnv>, stored: StoredObject | null, isPublic: boolean) {
  if (!stored) throw notFound('Image not found');
  for (const [name, value] of Object.entries(imageResponseHeaders(stored, isPublic))) c.header(name, value);
  if (c.req.header('if-none-match') === stored.etag) return c.body(null, 304);
  return c.body(stored.body as Uint8Array<ArrayBuffer>, 200);
}

const touch = () => ({ updatedAt: new Date() });

type ContentKind = keyof typeof memorialContent;

/** Add, edit and delete for one of the admin's lists (timeline, quotes, favourites). */
function contentRoutes<Schema extends z.ZodType>(kind: ContentKind, schema: Schema) {
  const operations = memorialContent[kind] as unknown as {
    add: (db: unknown, memorialId: string, values: z.output<Schema>) => Promise<{ id: string }>;
    update: (
      db: unknown,
      memorialId: string,
      itemId: string,
      values: z.output<Schema>,
    ) => Promise<{ id: string }>;
    remove: (db: unknown, memorialId: string, itemId: string) => Promise<{ id: string }>;
  };
  return new Hono<AppEnv>()
    .post('/', validate('json', schema), async (c) => {
      const { db } = c.get('deps');
      const { page } = await requireMemorial(db, requireUser(c).id, c.req.param('memorialId') ?? '', 'admin');
      const item = await operations.add(db, page.id, c.req.valid('json') as z.output<Schema>);
      return c.json({ item }, 201);
    })
    .put('/:itemId', validate('json', schema), async (c) => {
      const { db } = c.get('deps');
      const { page } = await requireMemorial(db, requireUser(c).id, c.req.param('memorialId') ?? '', 'admin');
      const item = await operations.update(db, page.id, itemIdOf(c), c.req.valid('json') as z.output<Schema>);
      return c.json({ item });
    })
    .delete('/:itemId', async (c) => {
      const { db } = c.get('deps');
      const { page } = await requireMemorial(db, requireUser(c).id, c.req.param('memorialId') ?? '', 'admin');
      await operations.remove(db, page.id, itemIdOf(c));
      return c.json({ deleted: true as const });
    });
}

export const memorialsRoutes = new Hono<AppEnv>()
  // The profile card and the memorial hub: does a page exist, is it live, and its real counts.
  .get(
    '/by-loved-one/:lovedOneId',
    validate('param', z.object({ lovedOneId: z.string().max(64) })),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { row, role } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId);
      const [page] = await db.select().from(memorialPages).where(eq(memorialPages.lovedOneId, row.id));
      return c.json({
        lovedOne: { id: row.id, firstName: row.firstName, lastName: row.lastName },
        role,
        memorial: page ? { id: page.id, slug: page.slug, title: page.title, isPublic: page.isPublic } : null,
        counts: page ? await countMemorialContent(db, page.id) : { photos: 0, tributes: 0, heldTributes: 0 },
      });
    },
  )
  .post('/', validate('json', createMemorialSchema), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { row } = await requireLovedOne(db, user.id, c.req.valid('json').lovedOneId, { only: 'admin' });
    const result = await createMemorialPage(db, row);
    // The client then reads the existing page's slug from the summary and goes to it.
    if (!result.created) throw new AppError('CONFLICT', MEMORIAL_MESSAGES.alreadyExists);
    return c.json(
      { memorial: { id: result.page.id, slug: result.page.slug, isPublic: result.page.isPublic } },
      201,
    );
  })
  .get('/by-slug/:slug', validate('param', z.object({ slug: z.string().max(200) })), async (c) => {
    const { db, publicPageCache } = c.get('deps');
    const userId = c.get('user')?.id;
    const { slug } = c.req.valid('param');
    const load = async () => {
      const access = await findReadableMemorialBySlug(db, userId, slug);
      return access ? loadMemorialPageView(db, access) : null;
    };
    // Anonymous visitors all see the same public page; signed-in readers may be its family or admin.
    const view = userId ? await load() : await publicPageCache.get(`memorial-view:${slug}`, load);
    if (!view) throw notFound(MEMORIAL_MESSAGES.notFound);
    // The admin's view holds unpublished tributes and the page may go private: never keep it in a shared cache.
    c.header('Cache-Control', 'private, no-cache');
    return c.json(view);
  })
  .patch(
    '/:memorialId',
    validate('param', memorialParam),
    validate('json', memorialDetailsSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { page } = await requireMemorial(db, requireUser(c).id, c.req.valid('param').memorialId, 'admin');
      const [updated] = await db
        .update(memorialPages)
        .set({ ...c.req.valid('json'), ...touch() })
        .where(eq(memorialPages.id, page.id))
        .returning();
      return c.json({
        memorial: { id: updated!.id, title: updated!.title, description: updated!.description },
      });
    },
  )
  .put(
    '/:memorialId/settings',
    validate('param', memorialParam),
    validate('json', memorialSettingsSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { page } = await requireMemorial(db, requireUser(c).id, c.req.valid('param').memorialId, 'admin');
      await db
        .update(memorialPages)
        .set({ ...c.req.valid('json'), ...touch() })
        .where(eq(memorialPages.id, page.id));
      return c.json({ saved: true as const });
    },
  )
  .put(
    '/:memorialId/visibility',
    validate('param', memorialParam),
    validate('json', memorialVisibilitySchema),
    async (c) => {
      const { db } = c.get('deps');
      const user = requireUser(c);
      const { page } = await requireMemorial(db, user.id, c.req.valid('param').memorialId, 'admin');
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(memorialPages)
          .set({ isPublic: c.req.valid('json').isPublic, ...touch() })
          .where(eq(memorialPages.id, page.id))
          .returning();
        if (row!.isPublic && !page.isPublic) {
          await recordActivity(tx, {
            lovedOneId: page.lovedOneId,
            kind: 'memorial_published',
            actorUserId: user.id,
          });
        }
        return row!;
      });
      return c.json({ memorial: { id: updated.id, slug: updated.slug, isPublic: updated.isPublic } });
    },
  )
  .route('/:memorialId/timeline', contentRoutes('timeline', timelineEventSchema))
  .route('/:memorialId/quotes', contentRoutes('quotes', quoteSchema))
  .route('/:memorialId/favorites', contentRoutes('favorites', favoriteSchema))
  .get('/:memorialId/tributes', validate('param', memorialParam), async (c) => {
    const { db, publicPageCache } = c.get('deps');
    const userId = c.get('user')?.id;
    const { memorialId } = c.req.valid('param');
    const load = async () => {
      const { page } = await requireMemorial(db, userId, memorialId, 'reader');
      return page.showTributes ? await listPublishedTributes(db, page.id) : [];
    };
    const tributes = userId
      ? await load()
      : await publicPageCache.get(`memorial-tributes:${memorialId}`, load);
    return c.json({ tributes });
  })
  // Anyone who can read the page, signed in or not. Limited per client and per page; a bot that
  // fills the hidden field is told "thank you" and nothing is saved.
  .post(
    '/:memorialId/tributes',
    validate('param', memorialParam),
    validate('json', tributeSchema),
    async (c) => {
      const deps = c.get('deps');
      const user = c.get('user');
      const access = await requireMemorial(deps.db, user?.id, c.req.valid('param').memorialId, 'reader');
      // With the section switched off the page shows no form, and nothing may arrive around it.
      if (!access.page.showTributes) throw notFound('Tributes are closed on this page');
      await enforceRateLimit(c, TRIBUTE_CLIENT_RULE, c.get('clientIp'), MEMORIAL_MESSAGES.tributeRateLimited);
      await enforceRateLimit(c, TRIBUTE_PAGE_RULE, access.page.id, MEMORIAL_MESSAGES.tributeRateLimited);
      const body = c.req.valid('json');
      if (body[TRIBUTE_HONEYPOT_FIELD]) {
        await logSecurityEvent(deps.db, {
          type: 'honeypot_triggered',
          userId: user?.id,
          ipAddress: c.get('clientIp'),
          details: { endpoint: 'memorial_tribute' },
        });
        return c.json({ tribute: null as ReturnType<typeof toTributeView> | null }, 201);
      }
      const tribute = await addTribute(deps.db, access, body, { userId: user?.id ?? null }, deps.config);
      return c.json({ tribute }, 201);
    },
  )
  .patch(
    '/:memorialId/tributes/:itemId',
    validate('param', itemParam),
    validate('json', tributeStatusSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { page } = await requireMemorial(db, requireUser(c).id, c.req.valid('param').memorialId, 'admin');
      const [row] = await db
        .update(memorialTributes)
        .set({ status: c.req.valid('json').status })
        .where(and(eq(memorialTributes.id, itemIdOf(c)), eq(memorialTributes.memorialPageId, page.id)))
        .returning();
      if (!row) throw notFound('Tribute not found');
      return c.json({ tribute: toTributeView(row) });
    },
  )
  .delete('/:memorialId/tributes/:itemId', validate('param', itemParam), async (c) => {
    const { db } = c.get('deps');
    const { page } = await requireMemorial(db, requireUser(c).id, c.req.valid('param').memorialId, 'admin');
    const [row] = await db
      .delete(memorialTributes)
      .where(and(eq(memorialTributes.id, itemIdOf(c)), eq(memorialTributes.memorialPageId, page.id)))
      .returning({ id: memorialTributes.id });
    if (!row) throw notFound('Tribute not found');
    return c.json({ deleted: true as const });
  })
  // The admin and the team add photos (multipart: photo, caption); only the admin removes them.
  .post('/:memorialId/photos', validate('param', memorialParam), uploadBodyLimit(), async (c) => {
    const user = requireUser(c);
    const deps = c.get('deps');
    const { page } = await requireMemorial(deps.db, user.id, c.req.valid('param').memorialId, 'team');
    const { fields, file } = await readMultipartForm(c, 'photo');
    const { caption } = parseOrThrow(photoCaptionSchema, fields);
    if (!file) throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notImage);
    const photo = await addGalleryPhoto(deps, page.id, user, file.bytes, caption);
    return c.json({ photo }, 201);
  })
  .delete('/:memorialId/photos/:itemId', validate('param', itemParam), async (c) => {
    const deps = c.get('deps');
    const { page } = await requireMemorial(
      deps.db,
      requireUser(c).id,
      c.req.valid('param').memorialId,
      'admin',
    );
    await deleteGalleryPhoto(deps, page.id, itemIdOf(c));
    return c.json({ deleted: true as const });
  })
  .get('/:memorialId/photos/:itemId/:size', validate('param', photoParam), async (c) => {
    const { db, storage } = c.get('deps');
    const { page } = await requireMemorial(db, c.get('user')?.id, c.req.valid('param').memorialId, 'reader');
    const photo = await findGalleryPhoto(db, page.id, itemIdOf(c));
    const key = c.req.valid('param').size === 'web' ? photo.webKey : photo.thumbnailKey;
    return sendImage(c, await storage.get(key), page.isPublic);
  })
  .put('/:memorialId/background', validate('param', memorialParam), uploadBodyLimit(), async (c) => {
    const { db, storage } = c.get('deps');
    const { page } = await requireMemorial(db, requireUser(c).id, c.req.valid('param').memorialId, 'admin');
    const { file } = await readMultipartForm(c, 'image');
    if (!file) throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notImage);
    const image = await prepareBackground(file.bytes);
    const key = backgroundKey(page.id);
    await storage.put(key, image.body, image.contentType);
    await db
      .update(memorialPages)
      .set({ backgroundImageKey: key, ...touch() })
      .where(eq(memorialPages.id, page.id));
    await deleteFilesAfterCommit(c.get('deps'), [page.backgroundImageKey]);
    return c.json({ saved: true as const });
  })
  .delete('/:memorialId/background', validate('param', memorialParam), async (c) => {
    const { db } = c.get('deps');
    const { page } = await requireMemorial(db, requireUser(c).id, c.req.valid('param').memorialId, 'admin');
    await db
      .update(memorialPages)
      .set({ backgroundImageKey: null, ...touch() })
      .where(eq(memorialPages.id, page.id));
    await deleteFilesAfterCommit(c.get('deps'), [page.backgroundImageKey]);
    return c.json({ deleted: true as const });
  })
  .get('/:memorialId/background', validate('param', memorialParam), async (c) => {
    const { db, storage } = c.get('deps');
    const { page } = await requireMemorial(db, c.get('user')?.id, c.req.valid('param').memorialId, 'reader');
    return sendImage(
      c,
      page.backgroundImageKey ? await storage.get(page.backgroundImageKey) : null,
      page.isPublic,
    );
  })
  // The loved one's photo as the page shows it; also the og:image of a public page.
  .get('/:memorialId/portrait', validate('param', memorialParam), async (c) => {
    const { db, storage } = c.get('deps');
    const { page, lovedOne } = await requireMemorial(
      db,
      c.get('user')?.id,
      c.req.valid('param').memorialId,
      'reader',
    );
    return sendImage(c, lovedOne.photoKey ? await storage.get(lovedOne.photoKey) : null, page.isPublic);
  })
  .get('/:memorialId/service.ics', validate('param', memorialParam), async (c) => {
    const { db } = c.get('deps');
    const access = await requireMemorial(db, c.get('user')?.id, c.req.valid('param').memorialId, 'reader');
    const calendar = serviceCalendar(access, c.get('deps').config.appUrl);
    if (!calendar) throw notFound('No service details');
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${access.page.slug}-service.ics"`);
    c.header('Cache-Control', 'private, no-cache');
    return c.body(calendar);
  })
  .get('/:memorialId/qr.svg', validate('param', memorialParam), async (c) => {
    const { db, config } = c.get('deps');
    const { page } = await requireMemorial(db, c.get('user')?.id, c.req.valid('param').memorialId, 'reader');
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'private, max-age=3600');
    return c.body(await memorialQrSvg(`${config.appUrl}/memorial/${page.slug}`));
  });
