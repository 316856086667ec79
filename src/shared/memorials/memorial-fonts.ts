import type { FontFamily } from './memorial-options.ts';

/**
 * The characters most memorial pages are written in: ASCII and the typographic punctuation Harbor and
 * its writers use. Each font the page uses comes in a small file holding only these (decision 045),
 * so a first view stays under 40 KB of fonts; text with anything else (an accented name) also loads
 * the font's full Latin file, as before.
 */
export const BASIC_CHARACTERS =
  'U+0020-007E, U+00A0, U+00B7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026';

type FontFace = { family: string; package: string; weight: number };

/** The faces each page font uses: its text (400) and its headings. Georgia is the system's own. */
const FACES: Record<FontFamily, FontFace[]> = {
  inter: [
    { family: 'Inter', package: 'inter', weight: 400 },
    { family: 'Inter', package: 'inter', weight: 600 },
  ],
  playfair: [
    { family: 'Playfair Display', package: 'playfair-display', weight: 400 },
    { family: 'Playfair Display', package: 'playfair-display', weight: 600 },
  ],
  georgia: [],
  merriweather: [
    { family: 'Merriweather', package: 'merriweather', weight: 400 },
    { family: 'Merriweather', package: 'merriweather', weight: 700 },
  ],
};

/** Where the small file of a face is served (from src/web/public/fonts, made by scripts/subset-fonts.ts). */
export const basicFontFile = (face: FontFace) => `/fonts/${face.package}-${face.weight}-basic.woff2`;

export const memorialFontFaces = (fontFamily: FontFamily) => FACES[fontFamily];

export const allMemorialFontFaces = () => Object.values(FACES).flat();
