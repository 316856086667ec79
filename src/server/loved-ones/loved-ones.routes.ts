import { Hono } from 'hono';
import { z } from 'zod';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import { latestTodayOnEarth, todayIn } from '#shared/dates/time-zones.ts';
import { LOVED_ONE_MESSAGES } from '#shared/loved-ones/loved-one-display.ts';
import { lovedOneProfileSchema, newLovedOneSchema } from '#shared/loved-ones/loved-one-profile.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { parseOrThrow, requireUser, validate } from '../infra/http.ts';
import './loved-one-files-account-data.ts';
import { readMultipartForm, uploadBodyLimit } from '../infra/uploaded-file.ts';
import { createLovedOne, findSamePerson } from './create-loved-one.ts';
import { requireLovedOne } from './find-loved-one.ts';
import { preparePhoto } from './loved-one-photo.ts';
import { toLovedOneView } from './loved-one-view.ts';
import { findPlannerName } from './planner-names.ts';
import { summarizeLovedOne } from './summarize-loved-one.ts';
import { replaceLovedOnePhoto, updateLovedOneProfile } from './update-loved-one.ts';

const lovedOneParam = z.object({ lovedOneId: z.string().max(64) });
// Photos change rarely and their URL changes when they do (?v=); an hour matches the spec's 3600 s.
// `private`: the photo is only for people with access, so no shared cache may keep it.
const PHOTO_CACHE_CONTROL = 'private, max-age=3600';

export const lovedOnesRoutes = new Hono<AppEnv>()
  // Add Loved One: multipart, the five fields and the photo together, so nothing half-made is saved.
  .post('/', uploadBodyLimit(), async (c) => {
    const user = requireUser(c, LOVED_ONE_MESSAGES.signedOut);
    const { db, storage } = c.get('deps');
    const { fields, file } = await readMultipartForm(c, 'photo');
    const person = parseOrThrow(newLovedOneSchema(latestTodayOnEarth), fields);
    if (!file) throw new AppError('VALIDATION_FAILED', LOVED_ONE_MESSAGES.requiredFields);
    const existing = await findSamePerson(db, user.id, person);
    if (existing) {
      return c.json(
        {
          error: {
            code: 'ALREADY_EXISTS' as const,
            message: LOVED_ONE_MESSAGES.alreadyExists,
            existingLovedOneId: existing.id,
          },
        },
        409,
      );
    }
    const photo = await preparePhoto(file.bytes);
    const row = await createLovedOne({ db, storage }, user.id, person, photo);
    return c.json({ lovedOne: toLovedOneView(row, { userId: user.id, role: 'admin' }) }, 201);
  })
  // The loved-one dashboard in one request: the profile, the user's role and every summary number.
  .get(
    '/:lovedOneId',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { row, viewer } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId);
      const summary = await summarizeLovedOne(db, row.id, todayIn(c.req.valid('query').timeZone), viewer);
      const plannerName = await findPlannerName(db, user.id, row);
      return c.json({ lovedOne: toLovedOneView(row, viewer, plannerName), summary });
    },
  )
  .patch(
    '/:lovedOneId',
    validate('param', lovedOneParam),
    validate('json', lovedOneProfileSchema(latestTodayOnEarth)),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { row, viewer } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId, 'edit');
      const updated = await updateLovedOneProfile(db, row.id, c.req.valid('json'));
      return c.json({ lovedOne: toLovedOneView(updated, viewer) });
    },
  )
  .put('/:lovedOneId/photo', validate('param', lovedOneParam), uploadBodyLimit(), async (c) => {
    const user = requireUser(c);
    const deps = c.get('deps');
    const { row, viewer } = await requireLovedOne(deps.db, user.id, c.req.valid('param').lovedOneId, 'edit');
    const { file } = await readMultipartForm(c, 'photo');
    if (!file) throw new AppError('VALIDATION_FAILED', LOVED_ONE_MESSAGES.notImage);
    const updated = await replaceLovedOnePhoto(deps, row, await preparePhoto(file.bytes));
    return c.json({ lovedOne: toLovedOneView(updated, viewer) });
  })
  // Served through the app, never from a public URL: only the admin and the team can see the photo.
  .get('/:lovedOneId/photo', validate('param', lovedOneParam), async (c) => {
    const user = requireUser(c);
    const { db, storage } = c.get('deps');
    const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId);
    const stored = row.photoKey ? await storage.get(row.photoKey) : null;
    if (!stored) throw notFound('Photo not found');
    c.header('Cache-Control', PHOTO_CACHE_CONTROL);
    c.header('ETag', stored.etag);
    if (c.req.header('if-none-match') === stored.etag) return c.body(null, 304);
    c.header('Content-Type', stored.contentType);
    return c.body(stored.body as Uint8Array<ArrayBuffer>, 200);
  });
