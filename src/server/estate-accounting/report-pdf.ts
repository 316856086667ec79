import PDFDocument from 'pdfkit';
import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { toPrintableText } from '../hubs/render-letter-pdf.ts';

const MARGIN = 72;
const AMOUNT_WIDTH = 100;
const GAP = 12;

type ReportWriter = {
  /** One row: words on the left (wrapping), an amount in cents or a short text on the right of its first line. */
  row: (words: string, right: number | string | null, font?: 'Helvetica' | 'Helvetica-Bold') => void;
  heading: (words: string) => void;
};

/**
 * A court-style report of the estate (the accounting, the inventory) on US Letter: the estate's name and
 * what the report is, its body, and a closing line saying who prepared it and that it is not advice.
 */
export function writeReportPdf(
  input: { title: string; estateName: string; subtitle: string; period: string; preparedOn: string },
  body: (report: ReportWriter) => void,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: { Title: toPrintableText(`${input.title}: estate of ${input.estateName}`), Creator: 'Harbor' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);

    const textWidth = doc.page.width - 2 * MARGIN - AMOUNT_WIDTH - GAP;
    const amountX = doc.page.width - MARGIN - AMOUNT_WIDTH;
    const report: ReportWriter = {
      row: (words, right, font = 'Helvetica') => {
        doc.font(font).fontSize(10);
        const height = doc.heightOfString(toPrintableText(words), { width: textWidth });
        if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
        const top = doc.y;
        doc.text(toPrintableText(words), MARGIN, top, { width: textWidth });
        const bottom = doc.y;
        if (right !== null)
          doc.text(typeof right === 'number' ? formatCents(right) : toPrintableText(right), amountX, top, {
            width: AMOUNT_WIDTH,
            align: 'right',
          });
        doc.x = MARGIN;
        doc.y = Math.max(bottom, doc.y) + 3;
      },
      heading: (words) => {
        doc.moveDown(0.8);
        if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
        doc.font('Helvetica-Bold').fontSize(12).text(toPrintableText(words), MARGIN, doc.y);
        doc.moveDown(0.3);
      },
    };

    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(toPrintableText(`Estate of ${input.estateName}`));
    doc.font('Helvetica').fontSize(11).text(toPrintableText(input.subtitle));
    doc.text(toPrintableText(input.period));
    body(report);
    doc.moveDown(1.5);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        `Prepared with Harbor on ${formatIsoDate(input.preparedOn, DISPLAY_DATE)}. A probate court may require its own form; this summary is not legal advice.`,
        MARGIN,
        doc.y,
        { width: doc.page.width - 2 * MARGIN },
      );
    doc.end();
  });
}
