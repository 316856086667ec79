import PDFDocument from 'pdfkit';
import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { toPrintableText } from '../hubs/render-letter-pdf.ts';
import { type Checklist, type ChecklistTask, checklistOwnerName } from './list-checklist.ts';

// US Letter, 0.75-inch margins; Helvetica reads well at small sizes on paper and on screen.
const MARGIN = 54;
const COLORS = { ink: '#1f2937', muted: '#4b5563', rule: '#d1d5db', accent: '#1d4ed8' } as const;
const BOX = 11;
const BOX_GAP = 10;
/** Room kept under a task so a check box never sits alone at the foot of a page. */
const MIN_TASK_ROOM = 48;

export const formatDueDate = (date: string) => formatIsoDate(date, DISPLAY_DATE);

type RenderOptions = {
  /** The day the PDF is made (YYYY-MM-DD), printed under the title. */
  today: string;
  /** Tests read the text straight from the file; production compresses. */
  compress?: boolean;
};

/**
 * The checklist as a printable PDF: a title, the progress, then each category with its tasks,
 * each with a check box (ticked when done), its due date and the guidance. Page numbers in the
 * footer, so a printed copy can be put back in order.
 */
export function renderChecklistPdf(checklist: Checklist, options: RenderOptions): Promise<Uint8Array> {
  const owner = checklistOwnerName(checklist);
  const title = owner ? `Checklist for ${owner}` : 'Your checklist';
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: toPrintableText(title), Creator: 'Harbor' },
  });
  const done = new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  doc.fillColor(COLORS.ink).font('Helvetica-Bold').fontSize(22).text(toPrintableText(title));
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(11)
    .fillColor(COLORS.muted)
    .text(
      `${checklist.completed} of ${checklist.total} completed · made with Harbor on ${formatDueDate(options.today)}`,
    );

  for (const group of checklist.groups) {
    if (doc.y + MIN_TASK_ROOM + 30 > doc.page.height - MARGIN) doc.addPage();
    doc.moveDown(1.2);
    doc.font('Helvetica-Bold').fontSize(15).fillColor(COLORS.accent).text(toPrintableText(group.category));
    const ruleY = doc.y + 3;
    doc
      .moveTo(MARGIN, ruleY)
      .lineTo(MARGIN + width, ruleY)
      .lineWidth(0.75)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.y = ruleY + 8;
    if (group.tasks.length === 0) {
      doc.font('Helvetica-Oblique').fontSize(10).fillColor(COLORS.muted).text('Nothing here yet.');
    }
    for (const task of group.tasks) drawTask(doc, task, width);
  }

  drawPageNumbers(doc);
  doc.end();
  return done;
}

function drawTask(doc: PDFKit.PDFDocument, task: ChecklistTask, width: number) {
  if (doc.y + MIN_TASK_ROOM > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y + 4;
  const textX = MARGIN + BOX + BOX_GAP;
  const textWidth = width - BOX - BOX_GAP;

  doc
    .rect(MARGIN, top + 1, BOX, BOX)
    .lineWidth(1)
    .strokeColor(COLORS.ink)
    .stroke();
  if (task.status === 'completed') {
    doc
      .moveTo(MARGIN + 2.5, top + 6.5)
      .lineTo(MARGIN + 4.8, top + 9.5)
      .lineTo(MARGIN + 9, top + 3)
      .lineWidth(1.5)
      .stroke();
  }
  doc.font('Helvetica-Bold').fontSize(11.5).fillColor(COLORS.ink);
  doc.text(toPrintableText(task.title), textX, top, { width: textWidth });
  const meta = [
    task.dueDate ? `Due ${formatDueDate(task.dueDate)}` : null,
    task.status === 'completed' ? 'Done' : task.status === 'in_progress' ? 'In progress' : null,
  ].filter(Boolean);
  if (meta.length > 0) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(COLORS.accent)
      .text(meta.join(' · '), textX, doc.y + 1, {
        width: textWidth,
      });
  }
  if (task.description) {
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text(toPrintableText(task.description), textX, doc.y + 2, { width: textWidth, lineGap: 1.5 });
  }
  doc.x = MARGIN;
  doc.y += 8;
}

function drawPageNumbers(doc: PDFKit.PDFDocument) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - MARGIN / 2 - 8;
    // Writing below the bottom margin would make pdfkit start a new page; lift the margin first.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(`Page ${index + 1} of ${range.count}`, MARGIN, bottom, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins = margins;
  }
}
