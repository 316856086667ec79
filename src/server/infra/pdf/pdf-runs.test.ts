import { describe, expect, it } from 'vitest';
import { loadFaceChain } from './pdf-faces.ts';
import { fontRuns, visualRuns } from './pdf-runs.ts';

const pairs = (runs: { font: string; text: string }[]) => runs.map((run) => [run.font, run.text]);

describe('fontRuns', () => {
  it('keeps a line in one font while its characters are Latin', async () => {
    const inter = await loadFaceChain('inter', 400);
    expect(fontRuns(inter, 'Zoë “Nana” & Tom – 10:30 AM')).toEqual([
      { font: 'inter-400-latin', text: 'Zoë “Nana” & Tom – 10:30 AM' },
    ]);
  });

  it('moves to the file that holds a letter, and back', async () => {
    const playfair = await loadFaceChain('playfair-display', 600);
    expect(pairs(fontRuns(playfair, 'Łukasz Сергей'))).toEqual([
      ['playfair-display-600-latin-ext', 'Ł'],
      ['playfair-display-600-latin', 'ukasz '],
      ['playfair-display-600-cyrillic', 'Сергей'],
    ]);
  });

  it('finds Chinese, Korean, Japanese, Arabic and Hebrew letters in the faces for those scripts', async () => {
    const merriweather = await loadFaceChain('merriweather', 400);
    // A Chinese face comes as a hundred numbered files; a name may use several.
    const faces = (text: string) => [
      ...new Set(fontRuns(merriweather, text).map((run) => run.font.replace(/-\d+$/, ''))),
    ];
    expect(faces('王秀英')).toEqual(['noto-sans-sc-400']);
    expect(faces('김민준')).toEqual(['noto-sans-kr-400']);
    expect(faces('さくら')).toEqual(['noto-sans-sc-400']);
    expect(faces('محمد')).toEqual(['noto-sans-arabic-400-arabic']);
    expect(faces('שרה')).toEqual(['noto-sans-hebrew-400-hebrew']);
    expect(
      fontRuns(merriweather, '王秀英')
        .map((run) => run.text)
        .join(''),
    ).toBe('王秀英');
  });

  it('leaves out what no file can draw, and control characters, keeping line breaks', async () => {
    const merriweather = await loadFaceChain('merriweather', 400);
    expect(fontRuns(merriweather, 'Rose 🌷\u0007\r\nLane\tx').map((run) => run.text)).toEqual([
      'Rose \nLane x',
    ]);
  });
});

describe('visualRuns', () => {
  it('leaves a left-to-right line as it is written', async () => {
    const inter = await loadFaceChain('inter', 400);
    expect(visualRuns(inter, 'Estate of 王秀英 (2026)').map((run) => run.text)).toEqual([
      'Estate of ',
      '王',
      '秀',
      '英',
      ' (2026)',
    ]);
  });

  it('puts the words of an Arabic or Hebrew name right to left, each in written order for the shaper', async () => {
    const inter = await loadFaceChain('inter', 400);
    expect(pairs(visualRuns(inter, 'Estate of محمد علي'))).toEqual([
      ['inter-400-latin', 'Estate of '],
      ['noto-sans-arabic-400-arabic', 'علي'],
      ['inter-400-latin', ' '],
      ['noto-sans-arabic-400-arabic', 'محمد'],
    ]);
    expect(visualRuns(inter, 'שרה לוי - Will').map((run) => run.text)).toEqual([
      'לוי',
      ' ',
      'שרה',
      ' - Will',
    ]);
  });

  it('keeps numbers left to right and mirrors brackets inside right-to-left text', async () => {
    const inter = await loadFaceChain('inter', 400);
    expect(visualRuns(inter, 'שרה (12) לוי').map((run) => run.text)).toEqual([
      'לוי',
      ' (',
      '12',
      ') ',
      'שרה',
    ]);
  });
});
