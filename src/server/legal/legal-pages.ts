import type { Context } from 'hono';
import { LEGAL_PAGES, type LegalPageName, type LegalPagePayload } from '#shared/legal/legal-page-payload.ts';
import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import type { AppEnv } from '../app-env.ts';
import type { Config } from '../env.ts';
import { type RenderedBody, renderedOncePerKey } from '../infra/rendered-pages.ts';
import type { RenderedPage } from '../infra/static-site.ts';
import { isPreviewRequired } from '../preview/preview-token.ts';

/** The build's renderer (src/web/server-render.tsx): a legal page's body and its head. */
export type RenderLegalPage = (payload: LegalPagePayload) => RenderedBody;

const isLegalPath = (path: string): path is keyof typeof LEGAL_PAGES => Object.hasOwn(LEGAL_PAGES, path);

/**
 * For the static site: the Privacy, Terms and Contact pages, rendered on the server with no script
 * (decision 052). Unlike the landing and sign-in pages they are for everyone, signed in or not: the
 * words are the same for both, and they come from this server's settings, which a build cannot know.
 * Each is rendered once, on its first visit.
 */
export function legalPageRenderer(render: RenderLegalPage) {
  let pageFor: ((page: LegalPageName) => RenderedPage) | null = null;
  const pageWith = (config: Config) =>
    renderedOncePerKey(
      SERVER_RENDER_BUILD.legal.page,
      SERVER_RENDER_BUILD.legal.bodyMarker,
      (page: LegalPageName) =>
        render({
          page,
          supportEmail: config.supportEmail,
          hasChatModel: config.llm !== undefined,
          analyticsRetentionDays: config.analyticsRetentionDays,
          isPrivatePreview: isPreviewRequired(config),
        }),
    );
  return async (c: Context<AppEnv>): Promise<RenderedPage | null> => {
    if (!isLegalPath(c.req.path)) return null;
    pageFor ??= pageWith(c.get('deps').config);
    return pageFor(LEGAL_PAGES[c.req.path]);
  };
}
