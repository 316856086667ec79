import type { Context } from 'hono';
import { type AuthPageStart, authPageStartFrom } from '#shared/account-security/auth-page-start.ts';
import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import type { AppEnv } from '../app-env.ts';
import { type RenderedBody, renderedOncePerKey } from '../infra/rendered-pages.ts';
import type { RenderedPage } from '../infra/static-site.ts';

/** The build's renderer (src/web/server-render.tsx): the sign-in page's body with its data, and its head. */
export type RenderAuthPage = (payload: { start: AuthPageStart }) => RenderedBody;

const AUTH_PATH = '/auth';

/**
 * For the static site: the sign-in page rendered on the server for a visitor, so its forms work with a
 * fraction of the app's script (decision 047). Anonymous requests only (the caller checks): someone
 * with a session cookie gets the app, which sends them on. The page differs only by how its link opens
 * it, so each of those few renderings is made once; a link's e-mail and token stay out of the HTML.
 */
export function authPageRenderer(render: RenderAuthPage) {
  const pageFor = renderedOncePerKey(
    SERVER_RENDER_BUILD.auth.page,
    SERVER_RENDER_BUILD.auth.bodyMarker,
    (start: AuthPageStart) => render({ start }),
  );
  return async (c: Context<AppEnv>): Promise<RenderedPage | null> =>
    c.req.path === AUTH_PATH ? pageFor(authPageStartFrom(new URL(c.req.url).searchParams)) : null;
}
