import { Hono } from 'hono';
import { memorialPolicy } from '#shared/permissions/memorial-permissions.ts';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../infra/http.ts';
import { getShareImage } from './get-share-image.ts';
import { authorizeMemorial } from './memorial-access.ts';
import { memorialParam, sendImage } from './memorial-params.ts';

/**
 * The page's link-preview image (og:image, twitter:image). Its `v` only keeps an old copy from being
 * shown; whatever it says, the answer is the page's image now, for those who may see the page.
 */
export const memorialShareImageRoutes = new Hono<AppEnv>().get(
  '/:memorialId/share-image',
  validate('param', memorialParam),
  async (c) => {
    const deps = c.get('deps');
    const { memorialId } = c.req.valid('param');
    const access = await authorizeMemorial(deps.db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
    return sendImage(c, await getShareImage(deps, access), access.page.isPublic);
  },
);
