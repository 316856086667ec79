import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { MEMORIAL_MESSAGES, TRIBUTE_HONEYPOT_FIELD } from '#shared/memorials/memorial-messages.ts';
import { tributeSchema, tributeStatusSchema } from '#shared/memorials/memorial-schemas.ts';
import { memorialPolicy, tributePolicy } from '#shared/permissions/memorial-permissions.ts';
import { UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { enforceRateLimit, noteHoneypot, parseOrThrow, requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { readMultipartForm, uploadBodyLimit } from '../infra/uploaded-file.ts';
import { addTribute } from './add-tribute.ts';
import { deleteTribute } from './delete-tribute.ts';
import { findTributePhotoKey } from './find-tribute-photo.ts';
import { authorizeMemorial, type MemorialAccess } from './memorial-access.ts';
import { itemIdOf, itemParam, memorialParam, sendImage } from './memorial-params.ts';
import { TRIBUTE_CLIENT_RULE, TRIBUTE_PAGE_RULE } from './memorial-rate-limits.ts';
import { listPublishedTributes, type toTributeView } from './memorial-view.ts';
import { moderateTribute } from './moderate-tribute.ts';

const tributePhotoParam = itemParam.extend({ size: z.enum(['web', 'thumbnail']) });

/** Who may leave a tribute here, within the limits; with the section switched off, nobody. */
async function admitTribute(c: Context<AppEnv>, memorialId: string) {
  const { db } = c.get('deps');
  const access = await authorizeMemorial(db, c.get('user')?.id, memorialId, tributePolicy, 'add');
  // With the section switched off the page shows no form, and nothing may arrive around it.
  if (!access.page.showTributes) throw notFound('Tributes are closed on this page');
  await enforceRateLimit(
    c,
    TRIBUTE_CLIENT_RULE,
    c.get('rateLimitClient'),
    MEMORIAL_MESSAGES.tributeRateLimited,
  );
  await enforceRateLimit(c, TRIBUTE_PAGE_RULE, access.page.id, MEMORIAL_MESSAGES.tributeRateLimited);
  return access;
}

async function leaveTribute(
  c: Context<AppEnv>,
  access: MemorialAccess,
  body: z.output<typeof tributeSchema>,
  photo: Uint8Array | null,
) {
  const deps = c.get('deps');
  const user = c.get('user');
  if (body[TRIBUTE_HONEYPOT_FIELD]) {
    await noteHoneypot(c, 'memorial_tribute');
    return c.json({ tribute: null as ReturnType<typeof toTributeView> | null }, 201);
  }
  const author = { userId: user?.id ?? null, submissionKey: submissionKeyOf(c) };
  const tribute = await addTribute(deps, access, body, author, deps.config, photo);
  return c.json({ tribute }, 201);
}

export const memorialTributesRoutes = new Hono<AppEnv>()
  .get('/:memorialId/tributes', validate('param', memorialParam), async (c) => {
    const { db, publicPageCache } = c.get('deps');
    const userId = c.get('user')?.id;
    const { memorialId } = c.req.valid('param');
    const load = async () => {
      const { page } = await authorizeMemorial(db, userId, memorialId, memorialPolicy, 'view');
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
      const access = await admitTribute(c, c.req.valid('param').memorialId);
      return leaveTribute(c, access, c.req.valid('json'), null);
    },
  )
  // The same, with a photo (multipart: authorName, message, photo): read only once the limits allow it.
  .post(
    '/:memorialId/tributes/with-photo',
    validate('param', memorialParam),
    uploadBodyLimit(),
    async (c) => {
      const access = await admitTribute(c, c.req.valid('param').memorialId);
      const { fields, file } = await readMultipartForm(c, 'photo');
      const body = parseOrThrow(tributeSchema, fields);
      if (!file) throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notImage);
      return leaveTribute(c, access, body, file.bytes);
    },
  )
  .get('/:memorialId/tributes/:itemId/photo/:size', validate('param', tributePhotoParam), async (c) => {
    const { db, storage } = c.get('deps');
    const { memorialId, itemId, size } = c.req.valid('param');
    const access = await authorizeMemorial(db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
    const key = await findTributePhotoKey(db, access, itemIdOf(itemId), size);
    return sendImage(c, await storage.get(key), access.page.isPublic);
  })
  .patch(
    '/:memorialId/tributes/:itemId',
    validate('param', itemParam),
    validate('json', tributeStatusSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { memorialId, itemId } = c.req.valid('param');
      const { page } = await authorizeMemorial(db, requireUser(c).id, memorialId, tributePolicy, 'moderate');
      const tribute = await moderateTribute(db, page.id, itemIdOf(itemId), c.req.valid('json').status);
      return c.json({ tribute });
    },
  )
  .delete('/:memorialId/tributes/:itemId', validate('param', itemParam), async (c) => {
    const { db } = c.get('deps');
    const { memorialId, itemId } = c.req.valid('param');
    const { page } = await authorizeMemorial(db, requireUser(c).id, memorialId, tributePolicy, 'delete');
    await deleteTribute(c.get('deps'), page.id, itemIdOf(itemId));
    return c.json({ deleted: true as const });
  });
