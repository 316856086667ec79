import PDFDocument from 'pdfkit';

// US Letter with one-inch margins, in a plain serif: it is printed, signed and posted.
const PAGE = { size: 'LETTER', margin: 72 } as const;
const FONT = 'Times-Roman';
const FONT_SIZE = 12;

// The built-in PDF fonts only hold the Windows-1252 characters; anything else would print as
// the wrong glyph, so it is shown as '?' where the writer can see and correct it.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const isPrintable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.includes(char)
  );
};
export const toPrintableText = (text: string) =>
  Array.from(text.normalize('NFC'), (char) => (isPrintable(char) ? char : '?')).join('');

/** A one-letter PDF of the filled text, as bytes. */
export function renderLetterPdf(title: string, text: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...PAGE, info: { Title: toPrintableText(title), Creator: 'Harbor' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.font(FONT).fontSize(FONT_SIZE).text(toPrintableText(text), { lineGap: 2 });
    doc.end();
  });
}
