/**
 * The built pieces of the server-rendered public memorial page (decision 041), named once for the
 * build (vite.memorial.config.ts), the renderer's entry (src/web/memorial-render.tsx) and the server.
 */
export const MEMORIAL_PAGE_BUILD = {
  /** The HTML the server fills: built from src/web/memorial-islands.html into the site. */
  page: 'memorial-islands.html',
  /** The renderer's file, in the server renderers' folder beside the site. */
  rendererFile: 'render-memorial-page.js',
  rendererExport: 'renderMemorialPage',
  /** Markers in the page: the rendered body goes in the first, the islands' data in the second. */
  bodyMarker: '<!--memorial-page-->',
  dataMarker: '<!--memorial-page-data-->',
} as const;
