import { describe, expect, it } from 'vitest';
import { renderLetterPdf, toPrintableText } from './render-letter-pdf.ts';

describe('toPrintableText', () => {
  it('keeps English, accented Latin letters, curly quotes and line breaks', () => {
    const text = 'José Núñez — “Dear Sir”\nZoë’s café, 50 €';
    expect(toPrintableText(text)).toBe(text);
  });

  it('prints a Latin letter the fonts lack as the nearest one they hold, so a name stays readable', () => {
    expect(toPrintableText('Łukasz Nguyễn, Đặng Thị Hằng, Ştefan Dvořák')).toBe(
      'Lukasz Nguyên, Dang Thi Hang, Stefan Dvorák',
    );
  });

  it('marks characters the built-in PDF fonts cannot print, so the writer sees the gap', () => {
    expect(toPrintableText('王小明 🌷 Ada')).toBe('??? ? Ada');
    expect(toPrintableText('tab\there')).toBe('tab?here');
  });
});

describe('renderLetterPdf', () => {
  it('produces a PDF document with the title in its metadata', async () => {
    const bytes = Buffer.from(await renderLetterPdf('Credit Card Notification', 'Hello'));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(bytes.toString('latin1')).toContain('(Credit Card Notification)');
  });
});
