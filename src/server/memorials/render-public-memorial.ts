import type { Context } from 'hono';
import { asksForHeldTributes } from '#shared/memorials/memorial-links.ts';
import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import type { AppEnv } from '../app-env.ts';
import type { RenderedPage } from '../infra/static-site.ts';
import { findPublicMemorialView, type MemorialPageView } from './find-public-memorial-view.ts';
import { memorialFontPreloads } from './memorial-font-preloads.ts';
import { renderMemorialHead, slugInPath } from './memorial-head.ts';

/** The build's renderer (src/web/memorial-render.tsx): the page's body and its islands' data. */
export type RenderMemorialPage = (payload: { view: MemorialPageView; origin: string }) => {
  root: string;
  data: string;
};

/**
 * For the static site: a PUBLIC memorial page rendered on the server for a visitor, so a shared link
 * reads at once, even without JavaScript (decision 041). Anonymous requests only (the caller checks):
 * the family and the admin get the app's entry, with what only they see. The rendered page is kept in
 * the public page cache, emptied by any write (decision 025).
 */
export function publicMemorialRenderer(render: RenderMemorialPage) {
  return async (c: Context<AppEnv>): Promise<RenderedPage | null> => {
    const slug = slugInPath(c.req.path);
    // The held-tribute link is the admin's: the app's entry asks them to sign in to see those tributes.
    if (!slug || asksForHeldTributes(new URL(c.req.url).search)) return null;
    const { db, config, publicPageCache } = c.get('deps');
    return publicPageCache.get(`memorial-page:${slug}`, async () => {
      const view = await findPublicMemorialView(db, publicPageCache, slug);
      if (!view) return null;
      const { root, data } = render({ view, origin: config.appUrl });
      return {
        file: SERVER_RENDER_BUILD.memorial.page,
        head: `${renderMemorialHead(view, config.appUrl, { preloadData: false })}\n    ${memorialFontPreloads(view.memorial.settings.fontFamily)}`,
        fill: {
          [SERVER_RENDER_BUILD.memorial.bodyMarker]: root,
          [SERVER_RENDER_BUILD.memorial.dataMarker]: data,
        },
      };
    });
  };
}
