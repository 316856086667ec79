import PDFDocument from 'pdfkit';
import { pdfBytes } from '../infra/pdf/pdf-bytes.ts';
import { registerFaces } from '../infra/pdf/pdf-faces.ts';
import { lineHeight, type TextStyle, textHeight, writeText } from '../infra/pdf/pdf-text.ts';
import type { OrderOfServiceContent, ProgrammeGathering } from './order-of-service-content.ts';
import type { ProgrammeFonts } from './order-of-service-fonts.ts';
import { drawQrCode } from './order-of-service-qr.ts';

// US Letter with one-inch margins: it goes through any home or office printer.
const MARGIN = 72;
const INK = '#1f2937';
const MUTED = '#4b5563';
const PORTRAIT_BOX = { width: 252, height: 306 };
const MAT = 10;
const QR_SIZE = 144;
const SCAN_INVITATION = 'Scan to visit the memorial page, leave a tribute, or light a candle';

type Page = { doc: PDFKit.PDFDocument; fonts: ProgrammeFonts; content: OrderOfServiceContent; width: number };

const box = (page: Page) => ({ x: MARGIN, width: page.width });
const roomLeft = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom - doc.y;

type Portrait = NonNullable<OrderOfServiceContent['portrait']>;

const portraitScale = (portrait: Portrait) =>
  Math.min(PORTRAIT_BOX.width / portrait.width, PORTRAIT_BOX.height / portrait.height);

function drawPortrait({ doc, content, width }: Page, portrait: Portrait) {
  const scale = portraitScale(portrait);
  const [w, h] = [portrait.width * scale, portrait.height * scale];
  const x = MARGIN + (width - w) / 2;
  const y = doc.y + MAT;
  doc.rect(x - MAT, y - MAT, w + MAT * 2, h + MAT * 2).fill(content.palette.tint);
  doc.image(Buffer.from(portrait.jpeg), x, y, { width: w, height: h });
  doc.y = y + h + MAT;
}

function drawRule(doc: PDFKit.PDFDocument, color: string, from: number, to: number) {
  doc.moveTo(from, doc.y).lineTo(to, doc.y).lineWidth(1).strokeColor(color).stroke();
}

const LINE_WIDTH = 396;

/** The front page: the portrait, the name, the dates and the family's words, centred on the page. */
function drawCover(page: Page) {
  const { doc, fonts, content, width } = page;
  const label: TextStyle = {
    faces: fonts.text,
    size: 11,
    color: content.palette.accent,
    tracking: 2.5,
    align: 'center',
  };
  const name: TextStyle = { faces: fonts.heading, size: 34, color: INK, align: 'center' };
  const dates: TextStyle = { faces: fonts.text, size: 13, color: MUTED, align: 'center' };
  const words: TextStyle = { faces: fonts.text, size: 13, color: INK, lineGap: 3, align: 'center' };
  const lineBox = {
    x: MARGIN + (width - Math.min(width, LINE_WIDTH)) / 2,
    width: Math.min(width, LINE_WIDTH),
  };
  const { portrait } = content;
  const height =
    lineHeight(doc, label) +
    22 +
    (portrait ? portrait.height * portraitScale(portrait) + MAT * 2 + 28 : 0) +
    textHeight(doc, name, content.name, width) +
    (content.dates ? 4 + textHeight(doc, dates, content.dates, width) : 0) +
    34 +
    textHeight(doc, words, content.line, lineBox.width);
  // A little above the middle, where the eye expects a title page's weight.
  doc.y = MARGIN + Math.max(0, (doc.page.height - MARGIN * 2 - height) * 0.4);
  writeText(doc, label, 'IN LOVING MEMORY', box(page));
  doc.y += 22;
  if (portrait) {
    drawPortrait(page, portrait);
    doc.y += 28;
  }
  writeText(doc, name, content.name, box(page));
  if (content.dates) {
    doc.y += 4;
    writeText(doc, dates, content.dates, box(page));
  }
  doc.y += 16;
  drawRule(doc, content.palette.accent, MARGIN + width / 2 - 36, MARGIN + width / 2 + 36);
  doc.y += 18;
  writeText(doc, words, content.line, lineBox);
}

function drawHeading(page: Page, text: string, keepWith: number) {
  const { doc, fonts, content } = page;
  const style: TextStyle = { faces: fonts.heading, size: 20, color: content.palette.accent };
  if (lineHeight(doc, style) + 14 + keepWith > roomLeft(doc)) doc.addPage();
  writeText(doc, style, text, box(page));
  doc.y += 4;
  drawRule(doc, content.palette.tint, MARGIN, MARGIN + page.width);
  doc.y += 14;
}

const BAR = { width: 3, gap: 14 };

/** One gathering, kept on one page when it fits, with the page's accent bar beside it. */
function drawGathering(page: Page, gathering: ProgrammeGathering) {
  const { doc, fonts, content } = page;
  const inner = { x: MARGIN + BAR.width + BAR.gap, width: page.width - BAR.width - BAR.gap };
  const parts: [TextStyle, string][] = [
    [{ faces: fonts.heading, size: 15, color: INK, lineGap: 2 }, gathering.name],
    [{ faces: fonts.text, size: 12, color: INK, lineGap: 2 }, gathering.when],
    ...(gathering.place
      ? [[{ faces: fonts.text, size: 12, color: INK, lineGap: 2 }, gathering.place] as [TextStyle, string]]
      : []),
    ...(gathering.notes
      ? [[{ faces: fonts.text, size: 11, color: MUTED, lineGap: 2 }, gathering.notes] as [TextStyle, string]]
      : []),
  ];
  const height = parts.reduce((sum, [style, text]) => sum + textHeight(doc, style, text, inner.width) + 3, 0);
  if (height > roomLeft(doc)) doc.addPage();
  const [start, top] = [doc.page, doc.y];
  for (const [style, text] of parts) {
    writeText(doc, style, text, inner);
    doc.y += 3;
  }
  // A gathering longer than a page has no one bar to draw; its heading still leads it.
  if (doc.page === start) doc.rect(MARGIN, top + 2, BAR.width, doc.y - top - 5).fill(content.palette.accent);
  doc.y += 18;
}

function drawStory(page: Page, story: NonNullable<OrderOfServiceContent['story']>) {
  const { doc, fonts } = page;
  const style: TextStyle = { faces: fonts.text, size: 11.5, color: INK, lineGap: 4 };
  drawHeading(page, story.heading, lineHeight(doc, style) * 3);
  for (const paragraph of story.text.split(/\n\s*\n/)) {
    writeText(doc, style, paragraph.trim(), box(page));
    doc.y += 8;
  }
}

/** The way back to the page: the invitation, the code, and the address for those without a camera. */
function drawPageCode(page: Page) {
  const { doc, fonts, content, width } = page;
  const invitation: TextStyle = { faces: fonts.text, size: 12, color: INK, align: 'center' };
  const address: TextStyle = { faces: fonts.text, size: 11, color: content.palette.accent, align: 'center' };
  const needed =
    30 + lineHeight(doc, invitation) * 2 + QR_SIZE + textHeight(doc, address, content.pageUrl, width);
  // On a page of its own it needs no rule to set it apart.
  if (needed > roomLeft(doc)) doc.addPage();
  else {
    doc.y += 12;
    drawRule(doc, content.palette.tint, MARGIN, MARGIN + width);
    doc.y += 18;
  }
  writeText(doc, invitation, SCAN_INVITATION, box(page));
  doc.y += 8;
  drawQrCode(doc, content.pageUrl, MARGIN + (width - QR_SIZE) / 2, doc.y, QR_SIZE);
  doc.y += QR_SIZE + 6;
  writeText(doc, address, content.pageUrl, box(page));
}

/** The name at the foot of every page after the cover, so loose pages stay together. */
function drawFooters(page: Page) {
  const { doc, fonts, content } = page;
  const range = doc.bufferedPageRange();
  for (let index = range.start + 1; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const margins = doc.page.margins;
    // Writing below the bottom margin would start a new page; lift the margin first.
    doc.page.margins = { ...margins, bottom: 0 };
    doc.y = doc.page.height - MARGIN / 2 - 6;
    writeText(doc, { faces: fonts.text, size: 9, color: MUTED, align: 'center' }, content.name, box(page));
    doc.page.margins = margins;
  }
}

/** The order of service: a cover, the gatherings in order, the story, and the page's QR code. */
export function renderOrderOfServicePdf(
  content: OrderOfServiceContent,
  fonts: ProgrammeFonts,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Order of service for ${content.name}`, Creator: 'Harbor' },
  });
  const done = pdfBytes(doc);
  registerFaces(doc, [fonts.heading, fonts.text]);
  const page: Page = { doc, fonts, content, width: doc.page.width - MARGIN * 2 };
  drawCover(page);
  doc.addPage();
  if (content.gatherings.length > 0) {
    drawHeading(page, 'Service details', 80);
    for (const gathering of content.gatherings) drawGathering(page, gathering);
  }
  if (content.story) drawStory(page, content.story);
  drawPageCode(page);
  drawFooters(page);
  doc.end();
  return done;
}
