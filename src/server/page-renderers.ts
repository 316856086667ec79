import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import { authPageRenderer, type RenderAuthPage } from './auth/auth-page.ts';
import { loadServerRenderer } from './infra/server-renderer.ts';
import { publicMemorialRenderer, type RenderMemorialPage } from './memorials/render-public-memorial.ts';
import { landingPageRenderer, type RenderLandingPage } from './preview/landing-page.ts';

/**
 * The build's renderers of the pages a visitor gets from the server (decisions 041, 042 and 047). A page
 * whose renderer is missing (an older build, or the API tests, which build nothing) is served as the
 * app's own entry, as before.
 */
export type PageRenderers = {
  renderLandingPage?: RenderLandingPage | null;
  renderAuthPage?: RenderAuthPage | null;
  renderMemorialPage?: RenderMemorialPage | null;
};

export async function loadPageRenderers(webRoot: string): Promise<PageRenderers> {
  const load = <Renderer>(exportName: string) =>
    loadServerRenderer<Renderer>(webRoot, SERVER_RENDER_BUILD.rendererFile, exportName);
  const [renderLandingPage, renderAuthPage, renderMemorialPage] = await Promise.all([
    load<RenderLandingPage>(SERVER_RENDER_BUILD.landing.rendererExport),
    load<RenderAuthPage>(SERVER_RENDER_BUILD.auth.rendererExport),
    load<RenderMemorialPage>(SERVER_RENDER_BUILD.memorial.rendererExport),
  ]);
  return { renderLandingPage, renderAuthPage, renderMemorialPage };
}

/** Each page the build can render, as the static site asks them in turn. */
export function pageRenderersFor({ renderLandingPage, renderAuthPage, renderMemorialPage }: PageRenderers) {
  return [
    renderLandingPage ? landingPageRenderer(renderLandingPage) : null,
    renderAuthPage ? authPageRenderer(renderAuthPage) : null,
    renderMemorialPage ? publicMemorialRenderer(renderMemorialPage) : null,
  ].filter((renderer) => renderer !== null);
}
