import { readFile } from 'node:fs/promises';
import * as fontkit from 'fontkit';
import { fontSubsetFiles } from '../fonts/font-subset-files.ts';
import { OTHER_SCRIPT_FACES } from '../fonts/other-script-faces.ts';
import { woffToSfnt } from '../fonts/woff-font.ts';

/**
 * One script file of a face (latin, latin-ext, cyrillic …): the characters it holds, as TrueType, and
 * how far its letters rise above the baseline, in thousandths of the type size.
 */
type FontSubset = {
  name: string;
  codePoints: ReadonlySet<number>;
  ascender: number;
  trueType: Uint8Array;
};

/** A face as a PDF writes with it: its script files, Latin first. */
export type PdfFace = { id: string; subsets: FontSubset[] };

/**
 * The faces a PDF writes one style with, in the order a character is looked for: the document's own
 * typeface, then faces for the scripts it lacks, so a name in Chinese, Korean, Japanese, Arabic or
 * Hebrew prints as written.
 */
export type FaceChain = readonly PdfFace[];

/*
 * What a file holds is read from its own character map, not from the range @fontsource files it
 * under: a Chinese face's slices claim Arabic and Greek ranges they have no letters for.
 */
async function readSubset(name: string, woff: string): Promise<FontSubset> {
  const trueType = woffToSfnt(new Uint8Array(await readFile(woff)));
  const font = fontkit.create(Buffer.from(trueType.buffer, trueType.byteOffset, trueType.byteLength));
  if (!('characterSet' in font)) throw new Error(`${woff} holds more than one font`);
  return {
    name,
    codePoints: new Set(font.characterSet),
    ascender: (font.ascent / font.unitsPerEm) * 1000,
    trueType,
  };
}

async function readFace(pkg: string, weight: number): Promise<PdfFace> {
  const files = await fontSubsetFiles(pkg, weight);
  const subsets = await Promise.all(files.map(({ subset, woff }) => readSubset(subset, woff)));
  return { id: `${pkg}-${weight}`, subsets };
}

const loaded = new Map<string, Promise<PdfFace>>();

/** One face, read once per process. */
function loadFace(pkg: string, weight: number): Promise<PdfFace> {
  const key = `${pkg}-${weight}`;
  let ready = loaded.get(key);
  if (!ready) {
    ready = readFace(pkg, weight);
    ready.catch(() => loaded.delete(key));
    loaded.set(key, ready);
  }
  return ready;
}

/** A face with Latin letters first, then the faces for other scripts. */
export async function loadFaceChain(pkg: string, weight: number): Promise<FaceChain> {
  const [own, ...others] = await Promise.all([
    loadFace(pkg, weight),
    ...OTHER_SCRIPT_FACES.map((face) => loadFace(face.package, face.weight)),
  ]);
  if (own!.subsets[0]?.name !== 'latin') throw new Error(`No Latin font file for ${pkg} ${weight}`);
  return [own!, ...others.filter((face) => face.id !== own!.id)];
}

export const fontName = (face: PdfFace, subset: FontSubset) => `${face.id}-${subset.name}`;

/** The document learns every file's name; pdfkit reads and embeds only the ones a page uses. */
export function registerFaces(doc: PDFKit.PDFDocument, chains: FaceChain[]): void {
  const registered = new Set<string>();
  for (const face of chains.flat()) {
    for (const subset of face.subsets) {
      const name = fontName(face, subset);
      if (registered.has(name)) continue;
      registered.add(name);
      // A view, not a copy: the files stay in memory for the process.
      const { buffer, byteOffset, byteLength } = subset.trueType;
      doc.registerFont(name, Buffer.from(buffer, byteOffset, byteLength));
    }
  }
}

/** The file that draws `code`: the first face in the chain that has one, or none. */
export function fontFor(chain: FaceChain, code: number): string | undefined {
  for (const face of chain) {
    const subset = face.subsets.find((candidate) => candidate.codePoints.has(code));
    if (subset) return fontName(face, subset);
  }
  return undefined;
}
