import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FontFamily } from '#shared/memorials/memorial-options.ts';
import { fontSubsetFiles } from '../infra/fonts/font-subset-files.ts';
import { OTHER_SCRIPT_FACES } from '../infra/fonts/other-script-faces.ts';
import { sfntFamilyName, woffToSfnt } from '../infra/fonts/woff-font.ts';
import { drawnFontFaces } from './memorial-font-files.ts';

/** A face as the image's text asks for it: the family its files declare, and its weight. */
export type ShareImageFace = { family: string; weight: number };
export type ShareImageFonts = { heading: ShareImageFace; text: ShareImageFace };

type FontFile = { woff: string; trueType: string };
type PackageFace = { package: string; weight: number };

const FONT_DIR = path.join(tmpdir(), 'harbor-share-image-fonts');

/** Every script file of one face (Latin first), and where its TrueType copy is kept. */
async function fontFilesOf(face: PackageFace): Promise<FontFile[]> {
  return Promise.all(
    (await fontSubsetFiles(face.package, face.weight)).map(async ({ woff }) => {
      // Named by content: processes share the files, and a font package's update makes new ones.
      const hash = createHash('sha256')
        .update(await readFile(woff))
        .digest('hex')
        .slice(0, 12);
      return { woff, trueType: path.join(FONT_DIR, `${path.basename(woff, '.woff')}-${hash}.ttf`) };
    }),
  );
}

async function writeMissing(files: FontFile[]): Promise<void> {
  await mkdir(FONT_DIR, { recursive: true });
  await Promise.all(
    files.map(async ({ woff, trueType }) => {
      const exists = await access(trueType).then(
        () => true,
        () => false,
      );
      if (exists) return;
      const partial = `${trueType}.${randomUUID()}.partial`;
      await writeFile(partial, woffToSfnt(new Uint8Array(await readFile(woff))));
      await rename(partial, trueType);
    }),
  );
}

/**
 * libvips adds a text's `fontfile` to the process's fontconfig for good; rendering one character with
 * each file is how a family's every subset becomes available to the texts drawn after it, whatever
 * fonts the machine has (none, in a slim container).
 */
async function prepareFace(face: PackageFace): Promise<{ face: ShareImageFace; files: FontFile[] }> {
  const files = await fontFilesOf(face);
  await writeMissing(files);
  for (const { trueType } of files) {
    await sharp({ text: { text: '.', fontfile: trueType } })
      .raw()
      .toBuffer();
  }
  const family = sfntFamilyName(new Uint8Array(await readFile(files[0]!.trueType)));
  return { face: { family, weight: face.weight }, files };
}

const prepared = new Map<FontFamily, Promise<{ fonts: ShareImageFonts; files: FontFile[] }>>();

let otherScripts: Promise<FontFile[]> | undefined;

/**
 * The faces for scripts a page's typeface lacks (a name in Chinese, Korean, Arabic …), made known to
 * fontconfig once per process: Pango looks there for a letter the span's family does not hold.
 */
function prepareOtherScripts(): Promise<FontFile[]> {
  if (!otherScripts) {
    otherScripts = Promise.all(OTHER_SCRIPT_FACES.map(prepareFace)).then((faces) =>
      faces.flatMap((face) => face.files),
    );
    otherScripts.catch(() => {
      otherScripts = undefined;
    });
  }
  return otherScripts;
}

/** The page's own typeface for the image, its heading and text faces, made ready once per process. */
export async function loadShareImageFonts(fontFamily: FontFamily): Promise<ShareImageFonts> {
  let ready = prepared.get(fontFamily);
  if (!ready) {
    const [textFace, headingFace] = drawnFontFaces(fontFamily);
    ready = Promise.all([prepareFace(headingFace!), prepareFace(textFace!), prepareOtherScripts()]).then(
      ([heading, text, others]) => ({
        fonts: { heading: heading.face, text: text.face },
        files: [...heading.files, ...text.files, ...others],
      }),
    );
    ready.catch(() => prepared.delete(fontFamily));
    prepared.set(fontFamily, ready);
  }
  const { fonts, files } = await ready;
  // fontconfig keeps the paths for the life of the process; a cleaner of the temporary folder may have
  // taken the files since, and text drawn without them would quietly fall back to another font.
  await writeMissing(files);
  return fonts;
}
