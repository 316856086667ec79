import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { memorialFontFaces } from '#shared/memorials/memorial-fonts.ts';
import type { FontFamily } from '#shared/memorials/memorial-options.ts';

const require = createRequire(import.meta.url);

/**
 * The faces the server draws a page's font with, for the link-preview image and the programme.
 * Georgia is the visitor's system font and ships with no package; Merriweather is the nearest we hold.
 */
export const drawnFontFaces = (fontFamily: FontFamily) =>
  memorialFontFaces(fontFamily === 'georgia' ? 'merriweather' : fontFamily);

/** One script file of a face (latin, latin-ext, cyrillic …) as @fontsource ships it: its WOFF and its characters. */
type FontSubsetFile = { subset: string; woff: string; unicodeRange: string };

/** Every script file @fontsource ships for one face and weight, Latin first. */
export async function fontSubsetFiles(pkg: string, weight: number): Promise<FontSubsetFile[]> {
  const dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  const ranges = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const files = new Set(await readdir(path.join(dir, 'files')));
  const subsets = Object.keys(ranges)
    .filter((subset) => files.has(`${pkg}-${subset}-${weight}-normal.woff`))
    .sort((a, b) => Number(b === 'latin') - Number(a === 'latin'));
  if (subsets[0] !== 'latin') throw new Error(`No Latin font file for ${pkg} ${weight}`);
  return subsets.map((subset) => ({
    subset,
    woff: path.join(dir, 'files', `${pkg}-${subset}-${weight}-normal.woff`),
    unicodeRange: ranges[subset]!,
  }));
}
