/**
 * The app's typeface (decision 053): Inter for text and Playfair Display for headings and the wordmark,
 * each in a small file of BASIC_CHARACTERS (memorial-fonts.ts) made by scripts/subset-fonts.ts. Inter is
 * one variable file for every weight from 400 to 600 (20.7 KB, against 27.2 for two fixed weights), so
 * the pair stays within issue 20's 40 KB of fonts. Their own family names keep them apart from the
 * memorial pages' faces of the same fonts. The full @fontsource files are faces of the same families
 * for every other character: a browser fetches one only for such a character (an accented name).
 */
export const APP_SANS = {
  family: 'Harbor Sans',
  file: '/fonts/inter-variable-basic.woff2',
  weight: '400 600',
  fullFacesCss: '@fontsource-variable/inter/wght.css',
} as const;

/** The memorial pages' own small file of Playfair Display 600 (memorial-fonts.ts), one download for both. */
const APP_SERIF = {
  family: 'Harbor Serif',
  file: '/fonts/playfair-display-600-basic.woff2',
  weight: '600',
  fullFacesCss: '@fontsource/playfair-display/600.css',
} as const;

export const APP_FONT_FACES = [APP_SANS, APP_SERIF] as const;
