import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import { authPageRenderer, type RenderAuthPage } from './auth/auth-page.ts';
import { loadServerRenderer } from './infra/server-renderer.ts';
import { legalPageRenderer, type RenderLegalPage } from './legal/legal-pages.ts';
import { publicMemorialRenderer, type RenderMemorialPage } from './memorials/render-public-memorial.ts';
import { landingPageRenderer, type RenderLandingPage } from './preview/landing-page.ts';

/**
 * The build's renderers of the pages the server renders (decisions 041, 042, 047 and 052). A page whose
 * renderer is missing (an older build, or the API tests, which build nothing) is served as the app's
 * own entry, as before.
 */
export type PageRenderers = {
  renderLandingPage?: RenderLandingPage | null;
  renderAuthPage?: RenderAuthPage | null;
  renderMemorialPage?: RenderMemorialPage | null;
  renderLegalPage?: RenderLegalPage | null;
};

export async function loadPageRenderers(webRoot: string): Promise<PageRenderers> {
  const load = <Renderer>(exportName: string) =>
    loadServerRenderer<Renderer>(webRoot, SERVER_RENDER_BUILD.rendererFile, exportName);
  const [renderLandingPage, renderAuthPage, renderMemorialPage, renderLegalPage] = await Promise.all([
    load<RenderLandingPage>(SERVER_RENDER_BUILD.landing.rendererExport),
    load<RenderAuthPage>(SERVER_RENDER_BUILD.auth.rendererExport),
    load<RenderMemorialPage>(SERVER_RENDER_BUILD.memorial.rendererExport),
    load<RenderLegalPage>(SERVER_RENDER_BUILD.legal.rendererExport),
  ]);
  return { renderLandingPage, renderAuthPage, renderMemorialPage, renderLegalPage };
}

/**
 * Each page the build can render, as the static site asks them in turn: someone with a session cookie
 * gets only the pages that are the same for everyone (elsewhere the app is theirs), a visitor all of them.
 */
export function pageRenderersFor({
  renderLandingPage,
  renderAuthPage,
  renderMemorialPage,
  renderLegalPage,
}: PageRenderers) {
  const present = <T>(renderers: (T | null)[]) => renderers.filter((renderer) => renderer !== null);
  const forEveryone = present([renderLegalPage ? legalPageRenderer(renderLegalPage) : null]);
  return {
    forSignedIn: forEveryone,
    forVisitors: [
      ...forEveryone,
      ...present([
        renderLandingPage ? landingPageRenderer(renderLandingPage) : null,
        renderAuthPage ? authPageRenderer(renderAuthPage) : null,
        renderMemorialPage ? publicMemorialRenderer(renderMemorialPage) : null,
      ]),
    ],
  };
}
