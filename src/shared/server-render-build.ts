/**
 * The built pieces of the pages the server renders for visitors (decisions 041, 042, 047 and 052), named once for
 * the build (vite.islands.config.ts), the renderer's entry (src/web/server-render.tsx) and the server.
 */
export const SERVER_RENDER_BUILD = {
  /** The renderer's file, in the server renderers' folder beside the site. */
  rendererFile: 'server-render.js',
  /** A public memorial page: rendered per page, kept in the public page cache. */
  memorial: {
    /** The HTML the server fills: built from src/web/memorial-islands.html into the site. */
    page: 'memorial-islands.html',
    rendererExport: 'renderMemorialPage',
    /** Markers in the page: the rendered body goes in the first, the islands' data in the second. */
    bodyMarker: '<!--memorial-page-->',
    dataMarker: '<!--memorial-page-data-->',
  },
  /** The landing page: rendered once per process, as it depends on the server's settings only. */
  landing: {
    page: 'landing-islands.html',
    rendererExport: 'renderLandingPage',
    bodyMarker: '<!--landing-page-->',
  },
  /** The sign-in page: one rendering per way of opening it (authPageStartFrom), kept per process. */
  auth: {
    page: 'auth-islands.html',
    rendererExport: 'renderAuthPage',
    bodyMarker: '<!--auth-page-->',
  },
  /**
   * The Privacy, Terms and Contact pages: no islands, so no script at all; rendered once per page per
   * process, for everyone (decision 052).
   */
  legal: {
    page: 'legal-page.html',
    rendererExport: 'renderLegalPage',
    bodyMarker: '<!--legal-page-->',
  },
} as const;
