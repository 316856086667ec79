import { basicFontFile, memorialFontFaces } from '#shared/memorials/memorial-fonts.ts';
import type { FontFamily } from '#shared/memorials/memorial-options.ts';

/**
 * Preload links for the small files of the page's font (decision 045): the browser fetches them with
 * the HTML instead of after the style sheet, so the name and the story appear in their font at once.
 * Fonts are fetched in CORS mode, so the preload must be too, or the browser fetches twice.
 */
export const memorialFontPreloads = (fontFamily: FontFamily) =>
  memorialFontFaces(fontFamily)
    .map(
      (face) =>
        `<link rel="preload" href="${basicFontFile(face)}" as="font" type="font/woff2" crossorigin />`,
    )
    .join('\n    ');
