import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import {
  createMemorialSchema,
  memorialDetailsSchema,
  memorialSettingsSchema,
  memorialVisibilitySchema,
} from '#shared/memorials/memorial-schemas.ts';
import { memorialPolicy } from '#shared/permissions/memorial-permissions.ts';
import { UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { requireUser, validate } from '../infra/http.ts';
import { readMultipartForm, uploadBodyLimit } from '../infra/uploaded-file.ts';
import { changeMemorialAddress } from './change-memorial-address.ts';
import { createMemorialFor } from './create-memorial-for.ts';
import { findPublicMemorialView } from './find-public-memorial-view.ts';
import { getMemorialSummary } from './get-memorial-summary.ts';
import { authorizeMemorial, findReadableMemorialBySlug, findRedirectedSlug } from './memorial-access.ts';
import { memorialParam } from './memorial-params.ts';
import { loadMemorialPageView } from './memorial-view.ts';
import { removeMemorialBackground } from './remove-memorial-background.ts';
import { setMemorialBackground } from './set-memorial-background.ts';
import { setMemorialVisibility } from './set-memorial-visibility.ts';
import { updateMemorial } from './update-memorial.ts';
import { updateMemorialSettings } from './update-memorial-settings.ts';

/**
 * A slug that finds no page may be an address the page used to have: 301 to its current one, for a
 * viewer who may see it. Checked after the page read, so a live page at the slug always wins; kept
 * out of the handler so its typed answer stays the page alone.
 */
const redirectOldSlug: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status !== 404) return;
  const current = await findRedirectedSlug(c.get('deps').db, c.get('user')?.id, c.req.param('slug') ?? '');
  if (!current) return;
  // A new page may take the old slug later: browsers must ask again rather than keep the 301.
  c.header('Cache-Control', 'private, no-cache');
  c.res = c.redirect(`/api/memorials/by-slug/${current}`, 301);
};

/** The page itself: the hub's summary, creating it, reading it, and the admin's edits. */
export const memorialPagesRoutes = new Hono<AppEnv>()
  .get(
    '/by-loved-one/:lovedOneId',
    validate('param', z.object({ lovedOneId: z.string().max(64) })),
    async (c) => {
      const { db } = c.get('deps');
      return c.json(await getMemorialSummary(db, requireUser(c).id, c.req.valid('param').lovedOneId));
    },
  )
  .post('/', validate('json', createMemorialSchema), async (c) => {
    const { db } = c.get('deps');
    const memorial = await createMemorialFor(db, requireUser(c).id, c.req.valid('json').lovedOneId);
    return c.json({ memorial }, 201);
  })
  .get(
    '/by-slug/:slug',
    validate('param', z.object({ slug: z.string().max(200) })),
    redirectOldSlug,
    async (c) => {
      const { db, publicPageCache } = c.get('deps');
      const userId = c.get('user')?.id;
      const { slug } = c.req.valid('param');
      // Anonymous visitors all see the same public page; signed-in readers may be its family or admin.
      const readAsViewer = async (viewerId: string) => {
        const access = await findReadableMemorialBySlug(db, viewerId, slug);
        return access ? loadMemorialPageView(db, access) : null;
      };
      const view = userId
        ? await readAsViewer(userId)
        : await findPublicMemorialView(db, publicPageCache, slug);
      if (!view) throw notFound(MEMORIAL_MESSAGES.notFound);
      // The admin's view holds unpublished tributes and the page may go private: never keep it in a shared cache.
      c.header('Cache-Control', 'private, no-cache');
      return c.json(view);
    },
  )
  .patch(
    '/:memorialId',
    validate('param', memorialParam),
    validate('json', memorialDetailsSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { memorialId } = c.req.valid('param');
      const { page } = await authorizeMemorial(db, requireUser(c).id, memorialId, memorialPolicy, 'edit');
      return c.json({ memorial: await updateMemorial(db, page.id, c.req.valid('json')) });
    },
  )
  // Matches the address to the loved one's current name after a rename; the old one redirects.
  .post('/:memorialId/address', validate('param', memorialParam), async (c) => {
    const { db } = c.get('deps');
    const { memorialId } = c.req.valid('param');
    const access = await authorizeMemorial(db, requireUser(c).id, memorialId, memorialPolicy, 'edit');
    return c.json({ memorial: await changeMemorialAddress(db, access) });
  })
  .put(
    '/:memorialId/settings',
    validate('param', memorialParam),
    validate('json', memorialSettingsSchema),
    async (c) => {
      const { db } = c.get('deps');
      const { memorialId } = c.req.valid('param');
      const { page } = await authorizeMemorial(db, requireUser(c).id, memorialId, memorialPolicy, 'edit');
      await updateMemorialSettings(db, page.id, c.req.valid('json'));
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
      const { memorialId } = c.req.valid('param');
      const { page } = await authorizeMemorial(db, user.id, memorialId, memorialPolicy, 'publish');
      const memorial = await setMemorialVisibility(db, page, c.req.valid('json').isPublic, user.id);
      return c.json({ memorial });
    },
  )
  .put('/:memorialId/background', validate('param', memorialParam), uploadBodyLimit(), async (c) => {
    const deps = c.get('deps');
    const { memorialId } = c.req.valid('param');
    const { page } = await authorizeMemorial(deps.db, requireUser(c).id, memorialId, memorialPolicy, 'edit');
    const { file } = await readMultipartForm(c, 'image');
    if (!file) throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notImage);
    await setMemorialBackground(deps, page, file.bytes);
    return c.json({ saved: true as const });
  })
  .delete('/:memorialId/background', validate('param', memorialParam), async (c) => {
    const deps = c.get('deps');
    const { memorialId } = c.req.valid('param');
    const { page } = await authorizeMemorial(deps.db, requireUser(c).id, memorialId, memorialPolicy, 'edit');
    await removeMemorialBackground(deps, page);
    return c.json({ deleted: true as const });
  });
