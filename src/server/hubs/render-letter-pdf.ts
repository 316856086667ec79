import PDFDocument from 'pdfkit';

// US Letter with one-inch margins, in a plain serif: it is printed, signed and posted.
const PAGE = { size: 'LETTER', margin: 72 } as const;
const FONT = 'Times-Roman';
const FONT_SIZE = 12;

// The built-in PDF fonts only hold the Windows-1252 characters; anything else would print as the wrong
// glyph. A Latin letter they lack is printed as the nearest one they hold, so a name stays readable
// ('Nguyễn' → 'Nguyên', 'Łukasz' → 'Lukasz'); anything else is shown as '?' where the writer can see it.
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
/** Latin letters with a stroke or bar, which Unicode does not split into a letter and a mark. */
const STROKED_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
};
/** The character with as many of its accents as the fonts can print, from the first one on. */
function nearestPrintable(char: string): string {
  if (isPrintable(char)) return char;
  const stroked = STROKED_LETTERS[char];
  if (stroked) return stroked;
  const [base = '', ...marks] = Array.from(char.normalize('NFD'));
  if (!/\p{Script=Latin}/u.test(base)) return '?';
  for (let kept = marks.length; kept >= 0; kept--) {
    const letter = (base + marks.slice(0, kept).join('')).normalize('NFC');
    if (Array.from(letter).length === 1 && isPrintable(letter)) return letter;
  }
  return '?';
}
export const toPrintableText = (text: string) => Array.from(text.normalize('NFC'), nearestPrintable).join('');

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
