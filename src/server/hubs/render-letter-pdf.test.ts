import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfText } from '#test/pdf-text.ts';
import { renderLetterPdf } from './render-letter-pdf.ts';

describe('renderLetterPdf', () => {
  it('produces a PDF document with the title in its metadata', async () => {
    const bytes = await renderLetterPdf('Notification of death: Łukasz Nguyễn', 'Hello');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { info } = await (await getDocumentProxy(bytes)).getMetadata();
    expect((info as { Title: string }).Title).toBe('Notification of death: Łukasz Nguyễn');
  });

  it('prints names in any script as written, and English with accents and curly quotes', async () => {
    const text = [
      'Re: the estate of José Núñez — “Dear Sir”',
      'Łukasz Nguyễn, Đặng Thị Hằng, Ştefan Dvořák, Сергей Иванов, Νίκος',
      '王秀英 · 김민준 · さくら · محمد علي · שרה לוי',
    ].join('\n');
    const printed = await pdfText(await renderLetterPdf('Letter', text));
    for (const name of ['José Núñez', '“Dear Sir”', 'Łukasz Nguyễn', 'Đặng Thị Hằng', 'Ştefan Dvořák']) {
      expect(printed).toContain(name);
    }
    for (const name of ['Сергей Иванов', 'Νίκος', '王秀英', '김민준', 'さくら'])
      expect(printed).toContain(name);
    // Right-to-left words are drawn in the order they are seen, which is how pdf.js reads them back.
    for (const word of ['محمد', 'علي', 'שרה', 'לוי']) expect(printed).toContain(word);
    expect(printed).not.toContain('?');
  });

  it('wraps a long paragraph onto the page and keeps every word', async () => {
    const paragraph = Array.from({ length: 120 }, (_, index) => `word${index}`).join(' ');
    const printed = await pdfText(await renderLetterPdf('Letter', paragraph));
    expect(printed.trim()).toBe(paragraph);
  });
});
