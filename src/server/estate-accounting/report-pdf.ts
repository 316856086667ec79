import PDFDocument from 'pdfkit';
import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { pdfBytes } from '../infra/pdf/pdf-bytes.ts';
import { type FaceChain, loadFaceChain, registerFaces } from '../infra/pdf/pdf-faces.ts';
import { type TextStyle, textHeight, writeText } from '../infra/pdf/pdf-text.ts';

const MARGIN = 72;
const AMOUNT_WIDTH = 100;
const GAP = 12;
const INK = '#000000';

type ReportWriter = {
  /** One row: words on the left (wrapping), an amount in cents or a short text on the right of its first line. */
  row: (words: string, right: number | string | null, weight?: 'regular' | 'bold') => void;
  heading: (words: string) => void;
};

/**
 * A court-style report of the estate (the accounting, the inventory) on US Letter: the estate's name and
 * what the report is, its body, and a closing line saying who prepared it and that it is not advice.
 */
export async function writeReportPdf(
  input: { title: string; estateName: string; subtitle: string; period: string; preparedOn: string },
  body: (report: ReportWriter) => void,
): Promise<Uint8Array> {
  const [regular, bold] = await Promise.all([loadFaceChain('inter', 400), loadFaceChain('inter', 700)]);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${input.title}: estate of ${input.estateName}`, Creator: 'Harbor' },
  });
  const bytes = pdfBytes(doc);
  registerFaces(doc, [regular, bold]);
  const style = (faces: FaceChain, size: number): TextStyle => ({ faces, size, color: INK, lineGap: 1 });
  const fullWidth = { x: MARGIN, width: doc.page.width - 2 * MARGIN };
  const words = { x: MARGIN, width: fullWidth.width - AMOUNT_WIDTH - GAP };
  const amount = { x: doc.page.width - MARGIN - AMOUNT_WIDTH, width: AMOUNT_WIDTH };

  const report: ReportWriter = {
    row: (text, right, weight = 'regular') => {
      const rowStyle = style(weight === 'bold' ? bold : regular, 10);
      if (doc.y + textHeight(doc, rowStyle, text, words.width) > doc.page.height - MARGIN) doc.addPage();
      const top = doc.y;
      writeText(doc, rowStyle, text, words);
      const bottom = doc.y;
      if (right !== null) {
        doc.y = top;
        const shown = typeof right === 'number' ? formatCents(right) : right;
        writeText(doc, { ...rowStyle, align: 'right' }, shown, amount);
      }
      doc.y = Math.max(bottom, doc.y) + 3;
    },
    heading: (text) => {
      doc.y += 10;
      if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
      writeText(doc, style(bold, 12), text, fullWidth);
      doc.y += 4;
    },
  };

  writeText(doc, style(bold, 16), `Estate of ${input.estateName}`, fullWidth);
  writeText(doc, style(regular, 11), input.subtitle, fullWidth);
  writeText(doc, style(regular, 11), input.period, fullWidth);
  body(report);
  doc.y += 18;
  writeText(
    doc,
    style(regular, 9),
    `Prepared with Harbor on ${formatIsoDate(input.preparedOn, DISPLAY_DATE)}. A probate court may require its own form; this summary is not legal advice.`,
    fullWidth,
  );
  doc.end();
  return bytes;
}
