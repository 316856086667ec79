import { extractText, getDocumentProxy } from 'unpdf';

/** The words a PDF viewer shows, read by pdf.js (through unpdf), with line wraps and runs of spaces as one space. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
