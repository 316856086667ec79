import { readFile } from 'node:fs/promises';
import type { FontFamily } from '#shared/memorials/memorial-options.ts';
import { drawnFontFaces, fontSubsetFiles } from './memorial-font-files.ts';
import { woffToSfnt } from './woff-font.ts';

type Range = readonly [number, number];

/** One script file of a face (latin, latin-ext, cyrillic …): the characters it holds, as TrueType. */
type FontSubset = { name: string; ranges: Range[]; trueType: Uint8Array };

/** A face as the programme writes with it: its script files, Latin first. */
export type ProgrammeFace = { id: string; subsets: FontSubset[] };
export type ProgrammeFonts = { heading: ProgrammeFace; text: ProgrammeFace };

/** A stretch of text one script file can draw, named as it is registered with the document. */
export type FontRun = { font: string; text: string };

/** "U+0000-00FF,U+0131" as @fontsource's unicode.json writes each file's characters. */
const parseRanges = (unicodeRange: string): Range[] =>
  unicodeRange.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(start!, 16), Number.parseInt(end!, 16)] as const;
  });

async function loadFace(pkg: string, weight: number): Promise<ProgrammeFace> {
  const subsets = await Promise.all(
    (await fontSubsetFiles(pkg, weight)).map(async ({ subset, woff, unicodeRange }) => ({
      name: subset,
      ranges: parseRanges(unicodeRange),
      trueType: woffToSfnt(new Uint8Array(await readFile(woff))),
    })),
  );
  return { id: `${pkg}-${weight}`, subsets };
}

const loaded = new Map<FontFamily, Promise<ProgrammeFonts>>();

/** The page's own typeface (drawnFontFaces), its text and heading faces, read once per process. */
export function loadProgrammeFonts(fontFamily: FontFamily): Promise<ProgrammeFonts> {
  let ready = loaded.get(fontFamily);
  if (!ready) {
    const [text, heading] = drawnFontFaces(fontFamily);
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
