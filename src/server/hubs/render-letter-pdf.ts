import PDFDocument from 'pdfkit';
import { pdfBytes } from '../infra/pdf/pdf-bytes.ts';
import { loadFaceChain, registerFaces } from '../infra/pdf/pdf-faces.ts';
import { writeText } from '../infra/pdf/pdf-text.ts';

// US Letter with one-inch margins, in a serif: it is printed, signed and posted.
const MARGIN = 72;
const INK = '#000000';

/**
 * A one-letter PDF of the filled text, as bytes. It embeds its typeface, with faces for other scripts,
 * so a name in any alphabet the family writes prints as written.
 */
export async function renderLetterPdf(title: string, text: string): Promise<Uint8Array> {
  const faces = await loadFaceChain('merriweather', 400);
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: title, Creator: 'Harbor' } });
  const bytes = pdfBytes(doc);
  registerFaces(doc, [faces]);
  writeText(doc, { faces, size: 11, color: INK, lineGap: 3 }, text, {
    x: MARGIN,
    width: doc.page.width - MARGIN * 2,
  });
  doc.end();
  return bytes;
}
