import { memorialFontFaces } from '#shared/memorials/memorial-fonts.ts';
import type { FontFamily } from '#shared/memorials/memorial-options.ts';

/**
 * The faces the server draws a page's font with, for the link-preview image and the programme.
 * Georgia is the visitor's system font and ships with no package; Merriweather is the nearest we hold.
 */
export const drawnFontFaces = (fontFamily: FontFamily) =>
  memorialFontFaces(fontFamily === 'georgia' ? 'merriweather' : fontFamily);
