import { Hono } from 'hono';
import { z } from 'zod';
import { photoCaptionSchema } from '#shared/memorials/memorial-schemas.ts';
import { memorialPolicy, photoPolicy } from '#shared/permissions/memorial-permissions.ts';
import { UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { parseOrThrow, requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { readMultipartForm, uploadBodyLimit } from '../infra/uploaded-file.ts';
import { addGalleryPhoto } from './add-gallery-photo.ts';
import { deleteGalleryPhoto } from './delete-gallery-photo.ts';
import { requireGalleryPhoto } from './find-gallery-photo.ts';
import { authorizeMemorial } from './memorial-access.ts';
import { itemIdOf, itemParam, memorialParam, sendImage } from './memorial-params.ts';

const photoParam = itemParam.extend({ size: z.enum(['web', 'thumbnail']) });

/** The gallery: the admin and the team add photos (multipart: photo, caption); only the admin removes them. */
export const memorialPhotosRoutes = new Hono<AppEnv>()
  .post('/:memorialId/photos', validate('param', memorialParam), uploadBodyLimit(), async (c) => {
    const user = requireUser(c);
    const deps = c.get('deps');
    const { memorialId } = c.req.valid('param');
    const { page } = await authorizeMemorial(deps.db, user.id, memorialId, photoPolicy, 'add');
    const { fields, file } = await readMultipartForm(c, 'photo');
    const { caption } = parseOrThrow(photoCaptionSchema, fields);
    if (!file) throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notImage);
    const uploader = { ...user, submissionKey: submissionKeyOf(c) };
    const photo = await addGalleryPhoto(deps, page, uploader, file.bytes, caption);
    return c.json({ photo }, 201);
  })
  .delete('/:memorialId/photos/:itemId', validate('param', itemParam), async (c) => {
    const deps = c.get('deps');
    const { memorialId, itemId } = c.req.valid('param');
    const { page } = await authorizeMemorial(deps.db, requireUser(c).id, memorialId, photoPolicy, 'remove');
    await deleteGalleryPhoto(deps, page.id, itemIdOf(itemId));
    return c.json({ deleted: true as const });
  })
  .get('/:memorialId/photos/:itemId/:size', validate('param', photoParam), async (c) => {
    const { db, storage } = c.get('deps');
    const { memorialId, itemId, size } = c.req.valid('param');
    const { page } = await authorizeMemorial(db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
    const photo = await requireGalleryPhoto(db, page.id, itemIdOf(itemId));
    return sendImage(c, await storage.get(size === 'web' ? photo.webKey : photo.thumbnailKey), page.isPublic);
  });
