import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { memorialFontFaces } from '#shared/memorials/memorial-fonts.ts';
import type { FontFamily } from '#shared/memorials/memorial-options.ts';
import { woffToSfnt } from './woff-font.ts';

type Range = readonly [number, number];

/** One script file of a face (latin, latin-ext, cyrillic …): the characters it holds, as TrueType. */
type FontSubset = { name: string; ranges: Range[]; trueType: Uint8Array };

/** A face as the programme writes with it: its script files, Latin first. */
export type ProgrammeFace = { id: string; subsets: FontSubset[] };
export type ProgrammeFonts = { heading: ProgrammeFace; text: ProgrammeFace };

/** A stretch of text one script file can draw, named as it is registered with the document. */
export type FontRun = { font: string; text: string };

const require = createRequire(import.meta.url);

/** "U+0000-00FF,U+0131" as @fontsource's unicode.json writes each file's characters. */
const parseRanges = (unicodeRange: string): Range[] =>
  unicodeRange.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(start!, 16), Number.parseInt(end!, 16)] as const;
  });

async function loadFace(pkg: string, weight: number): Promise<ProgrammeFace> {
  const dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  const ranges = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const files = new Set(await readdir(path.join(dir, 'files')));
  const names = Object.keys(ranges)
    .filter((name) => files.has(`${pkg}-${name}-${weight}-normal.woff`))
    .sort((a, b) => Number(b === 'latin') - Number(a === 'latin'));
  if (names[0] !== 'latin') throw new Error(`No Latin font file for ${pkg} ${weight}`);
  const subsets = await Promise.all(
    names.map(async (name) => ({
      name,
      ranges: parseRanges(ranges[name]!),
      trueType: woffToSfnt(
        new Uint8Array(await readFile(path.join(dir, 'files', `${pkg}-${name}-${weight}-normal.woff`))),
      ),
    })),
  );
  return { id: `${pkg}-${weight}`, subsets };
}

const loaded = new Map<FontFamily, Promise<ProgrammeFonts>>();

/**
 * The page's own typeface, its text and heading faces, read once per process. Georgia is the visitor's
 * system font and ships with no package; Merriweather is the nearest we hold, as for the share image.
 */
export function loadProgrammeFonts(fontFamily: FontFamily): Promise<ProgrammeFonts> {
  let ready = loaded.get(fontFamily);
  if (!ready) {
    const [text, heading] = memorialFontFaces(fontFamily === 'georgia' ? 'merriweather' : fontFamily);
    ready = Promise.all([
      loadFace(text!.package, text!.weight),
      loadFace(heading!.package, heading!.weight),
    ]).then(([textFace, headingFace]) => ({ text: textFace, heading: headingFace }));
    ready.catch(() => loaded.delete(fontFamily));
    loaded.set(fontFamily, ready);
  }
  return ready;
}

export const fontName = (face: ProgrammeFace, subset: FontSubset) => `${face.id}-${subset.name}`;

const holds = (subset: FontSubset, code: number) =>
  subset.ranges.some(([start, end]) => code >= start && code <= end);

/**
 * The text cut where it moves from one script file to another. A character no file holds (an emoji,
 * a control character) is left out: on paper it would be an empty box.
 */
export function fontRuns(face: ProgrammeFace, text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replaceAll('\t', ' ')) {
    const code = char.codePointAt(0) ?? 0;
    const isControl = (code < 0x20 && char !== '\n') || (code >= 0x7f && code <= 0x9f);
    const subset = isControl ? undefined : face.subsets.find((candidate) => holds(candidate, code));
    if (!subset) continue;
    const font = fontName(face, subset);
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
