import type { FontFamily } from '#shared/memorials/memorial-options.ts';
import { type FaceChain, loadFaceChain } from '../infra/pdf/pdf-faces.ts';
import { drawnFontFaces } from './memorial-font-files.ts';

export type ProgrammeFonts = { heading: FaceChain; text: FaceChain };

/** The page's own typeface (drawnFontFaces): its text and heading faces. */
export async function loadProgrammeFonts(fontFamily: FontFamily): Promise<ProgrammeFonts> {
  const [text, heading] = drawnFontFaces(fontFamily);
  const [textFaces, headingFaces] = await Promise.all([
    loadFaceChain(text!.package, text!.weight),
    loadFaceChain(heading!.package, heading!.weight),
  ]);
  return { text: textFaces, heading: headingFaces };
}
