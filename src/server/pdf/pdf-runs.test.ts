import { describe, expect, it } from 'vitest';
import { fontRuns, loadProgrammeFonts } from './order-of-service-fonts.ts';

describe('fontRuns', () => {
  it('keeps a line in one font while its characters are Latin', async () => {
    const { text } = await loadProgrammeFonts('inter');
    expect(fontRuns(text, 'Zoë “Nana” & Tom – 10:30 AM')).toEqual([
      { font: 'inter-400-latin', text: 'Zoë “Nana” & Tom – 10:30 AM' },
    ]);
  });

  it('moves to the file that holds a letter, and back', async () => {
    const { heading } = await loadProgrammeFonts('playfair');
    expect(fontRuns(heading, 'Łukasz Сергей').map((run) => [run.font, run.text])).toEqual([
      ['playfair-display-600-latin-ext', 'Ł'],
      ['playfair-display-600-latin', 'ukasz '],
      ['playfair-display-600-cyrillic', 'Сергей'],
    ]);
  });

  it('leaves out what no file can draw, and control characters, keeping line breaks', async () => {
    const { text } = await loadProgrammeFonts('georgia');
    expect(fontRuns(text, 'Rose 🌷\u0007\r\nLane\tx').map((run) => run.text)).toEqual(['Rose \nLane x']);
  });
});
