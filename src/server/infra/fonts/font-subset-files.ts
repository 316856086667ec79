import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** One script file of a face (latin, latin-ext, cyrillic …) as @fontsource ships it: its WOFF and its characters. */
type FontSubsetFile = { subset: string; woff: string; unicodeRange: string };

/**
 * Every script file @fontsource ships for one face and weight, Latin first where there is one (a face
 * for Chinese or Arabic is cut into its own numbered or named files).
 */
export async function fontSubsetFiles(pkg: string, weight: number): Promise<FontSubsetFile[]> {
  const dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  const ranges = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const files = new Set(await readdir(path.join(dir, 'files')));
  return Object.entries(ranges)
    .map(([key, unicodeRange]) => {
      // A numbered slice is keyed "[115]" in unicode.json and named "115" in its file.
      const subset = key.replace(/^\[(\d+)\]$/, '$1');
      return {
        subset,
        woff: path.join(dir, 'files', `${pkg}-${subset}-${weight}-normal.woff`),
        unicodeRange,
      };
    })
    .filter(({ woff }) => files.has(path.basename(woff)))
    .sort((a, b) => Number(b.subset === 'latin') - Number(a.subset === 'latin'));
}
