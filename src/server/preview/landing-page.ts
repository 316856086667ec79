import type { Context } from 'hono';
import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import type { AppEnv } from '../app-env.ts';
import { type RenderedBody, renderedOncePerKey } from '../infra/rendered-pages.ts';
import type { RenderedPage } from '../infra/static-site.ts';
import { isPreviewRequired } from './preview-token.ts';

/** The build's renderer (src/web/server-render.tsx): the landing page's body with its data, and its head. */
export type RenderLandingPage = (payload: { isOpenSignUp: boolean }) => RenderedBody;

/**
 * For the static site: the landing page rendered on the server for a visitor, so it shows at once
 * with a few kilobytes of script (decision 042). Anonymous requests only (the caller checks): someone
 * signed in gets the app's welcome there. The page depends only on the server's settings, so it is
 * rendered once, on the first visit.
 */
export function landingPageRenderer(render: RenderLandingPage) {
  const pageFor = renderedOncePerKey(
    SERVER_RENDER_BUILD.landing.page,
    SERVER_RENDER_BUILD.landing.bodyMarker,
    (isOpenSignUp: boolean) => render({ isOpenSignUp }),
  );
  return async (c: Context<AppEnv>): Promise<RenderedPage | null> =>
    c.req.path === '/' ? pageFor(!isPreviewRequired(c.get('deps').config)) : null;
}
