import { type FaceChain, fontName } from './pdf-faces.ts';
import { type FontRun, fontRuns, visualRuns } from './pdf-runs.ts';

export type TextStyle = {
  faces: FaceChain;
  size: number;
  color: string;
  align?: 'left' | 'center' | 'right';
  /** Extra room under each line, in points. */
  lineGap?: number;
  /** Extra room between letters, for a line set in capitals. */
  tracking?: number;
};

type Box = { x: number; width: number };

/*
 * Our PDFs lay out their own lines: a name or a story may mix script files (Łukasz, a Cyrillic surname,
 * a Chinese name), and pdfkit wraps and centres each font's run on its own, which breaks words at the
 * seam and centres the pieces apart. Here a line is measured whole, then drawn run by run.
 */

const runWidth = (doc: PDFKit.PDFDocument, style: TextStyle, run: FontRun) =>
  doc
    .font(run.font)
    .fontSize(style.size)
    .widthOfString(run.text, { characterSpacing: style.tracking ?? 0 });

const runsWidth = (doc: PDFKit.PDFDocument, style: TextStyle, runs: FontRun[]) =>
  runs.reduce((sum, run) => sum + runWidth(doc, style, run), 0);

const widthOf = (doc: PDFKit.PDFDocument, style: TextStyle, text: string) =>
  runsWidth(doc, style, fontRuns(style.faces, text));

/** A word wider than the line (a long address) is cut where the line ends. */
function cutToFit(doc: PDFKit.PDFDocument, style: TextStyle, word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && widthOf(doc, style, piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** The lines `text` takes at `width`: its own line breaks kept, words wrapped whole where they fit. */
function wrapLines(doc: PDFKit.PDFDocument, style: TextStyle, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(doc, style, candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = cutToFit(doc, style, word, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    lines.push(line);
  }
  return lines;
}

const latinFont = (style: TextStyle) => fontName(style.faces[0]!, style.faces[0]!.subsets[0]!);

export const lineHeight = (doc: PDFKit.PDFDocument, style: TextStyle) =>
  doc.font(latinFont(style)).fontSize(style.size).currentLineHeight(true) + (style.lineGap ?? 0);

/** How tall `text` stands at `width`, to keep a heading with what follows it. */
export const textHeight = (doc: PDFKit.PDFDocument, style: TextStyle, text: string, width: number) =>
  wrapLines(doc, style, text, width).length * lineHeight(doc, style);

/**
 * Writes `text` from the document's current height, a new page whenever the next line would cross the
 * bottom margin; leaves the document's cursor under the last line.
 */
export function writeText(doc: PDFKit.PDFDocument, style: TextStyle, text: string, box: Box): void {
  const step = lineHeight(doc, style);
  for (const line of wrapLines(doc, style, text, box.width)) {
    if (doc.y + step > doc.page.height - doc.page.margins.bottom) doc.addPage();
    // Set on every line: a new page starts in black.
    doc.fillColor(style.color);
    const runs = visualRuns(style.faces, line);
    const spare = box.width - runsWidth(doc, style, runs);
    let x = box.x + (style.align === 'center' ? spare / 2 : style.align === 'right' ? spare : 0);
    const y = doc.y;
    // One baseline for the line: faces for other scripts rise higher than the document's own.
    const baseline = y + (style.faces[0]!.subsets[0]!.ascender * style.size) / 1000;
    for (const run of runs) {
      doc.font(run.font).fontSize(style.size);
      doc.text(run.text, x, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        characterSpacing: style.tracking ?? 0,
      });
      x += runWidth(doc, style, run);
    }
    doc.y = y + step;
  }
  doc.x = box.x;
}
