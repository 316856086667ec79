import PDFDocument from 'pdfkit';
import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { pdfBytes } from '../infra/pdf/pdf-bytes.ts';
import { type FaceChain, loadFaceChain, registerFaces } from '../infra/pdf/pdf-faces.ts';
import { writeText } from '../infra/pdf/pdf-text.ts';
import { type Checklist, type ChecklistTask, checklistOwnerName } from './list-checklist.ts';

// US Letter, 0.75-inch margins; Inter reads well at small sizes on paper and on screen.
const MARGIN = 54;
const COLORS = { ink: '#1f2937', muted: '#4b5563', rule: '#d1d5db', accent: '#1d4ed8' } as const;
const BOX = 11;
const BOX_GAP = 10;
/** Room kept under a task so a check box never sits alone at the foot of a page. */
const MIN_TASK_ROOM = 48;

export const formatDueDate = (date: string) => formatIsoDate(date, DISPLAY_DATE);

type Faces = { regular: FaceChain; bold: FaceChain };

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
export async function renderChecklistPdf(checklist: Checklist, options: RenderOptions): Promise<Uint8Array> {
  const owner = checklistOwnerName(checklist);
  const title = owner ? `Checklist for ${owner}` : 'Your checklist';
  const [regular, bold] = await Promise.all([loadFaceChain('inter', 400), loadFaceChain('inter', 700)]);
  const faces: Faces = { regular, bold };
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: title, Creator: 'Harbor' },
  });
  const done = pdfBytes(doc);
  registerFaces(doc, [regular, bold]);

  const width = doc.page.width - MARGIN * 2;
  const full = { x: MARGIN, width };
  writeText(doc, { faces: bold, size: 22, color: COLORS.ink }, title, full);
  doc.y += 4;
  writeText(
    doc,
    { faces: regular, size: 11, color: COLORS.muted },
    `${checklist.completed} of ${checklist.total} completed · made with Harbor on ${formatDueDate(options.today)}`,
    full,
  );

  for (const group of checklist.groups) {
    if (doc.y + MIN_TASK_ROOM + 30 > doc.page.height - MARGIN) doc.addPage();
    doc.y += 16;
    writeText(doc, { faces: bold, size: 15, color: COLORS.accent }, group.category, full);
    const ruleY = doc.y + 3;
    doc
      .moveTo(MARGIN, ruleY)
      .lineTo(MARGIN + width, ruleY)
      .lineWidth(0.75)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.y = ruleY + 8;
    if (group.tasks.length === 0) {
      writeText(doc, { faces: regular, size: 10, color: COLORS.muted }, 'Nothing here yet.', full);
    }
    for (const task of group.tasks) drawTask(doc, faces, task, width);
  }

  drawPageNumbers(doc, regular);
  doc.end();
  return done;
}

function drawTask(doc: PDFKit.PDFDocument, faces: Faces, task: ChecklistTask, width: number) {
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
  const box = { x: textX, width: textWidth };
  doc.y = top;
  writeText(doc, { faces: faces.bold, size: 11.5, color: COLORS.ink }, task.title, box);
  const meta = [
    task.dueDate ? `Due ${formatDueDate(task.dueDate)}` : null,
    task.status === 'completed' ? 'Done' : task.status === 'in_progress' ? 'In progress' : null,
  ].filter(Boolean);
  if (meta.length > 0) {
    doc.y += 1;
    writeText(doc, { faces: faces.bold, size: 9.5, color: COLORS.accent }, meta.join(' · '), box);
  }
  if (task.description) {
    doc.y += 2;
    writeText(
      doc,
      { faces: faces.regular, size: 9.5, color: COLORS.muted, lineGap: 1.5 },
      task.description,
      box,
    );
  }
  doc.x = MARGIN;
  doc.y += 8;
}

function drawPageNumbers(doc: PDFKit.PDFDocument, faces: FaceChain) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - MARGIN / 2 - 8;
    // Writing below the bottom margin would make pdfkit start a new page; lift the margin first.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.y = bottom;
    writeText(
      doc,
      { faces, size: 8.5, color: COLORS.muted, align: 'center' },
      `Page ${index + 1} of ${range.count}`,
      {
        x: MARGIN,
        width: doc.page.width - MARGIN * 2,
      },
    );
    doc.page.margins = margins;
  }
}
